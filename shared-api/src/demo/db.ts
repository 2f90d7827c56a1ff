import { notFound } from './http';
import type { DemoClub, DemoPanel, DemoSheet, DemoState, DemoTesting, DemoUser, DemoWave } from './state';

/** Indexed access to the demo state; indexes are rebuilt when rows are added. */
export class Db {
  private userIndex = new Map<string, DemoUser>();
  private sheetIndex = new Map<string, DemoSheet>();
  private clubIndex = new Map<number, DemoClub>();
  private waveIndex = new Map<number, DemoWave>();
  private panelIndex = new Map<number, DemoPanel>();
  private testingIndex = new Map<number, DemoTesting>();

  constructor(readonly state: DemoState) {
    this.reindex();
  }

  reindex(): void {
    const s = this.state;
    this.userIndex = new Map(s.users.map((u) => [u.id, u]));
    this.sheetIndex = new Map(s.sheets.filter((x) => x.year === s.seasonYear).map((x) => [x.userId, x]));
    this.clubIndex = new Map(s.clubs.map((c) => [c.id, c]));
    this.waveIndex = new Map(s.waves.map((w) => [w.id, w]));
    this.panelIndex = new Map(s.panels.map((p) => [p.id, p]));
    this.testingIndex = new Map(s.testings.map((t) => [t.id, t]));
  }

  nextId(): number {
    return this.state.nextId++;
  }

  user(id: string): DemoUser | undefined {
    return this.userIndex.get(id);
  }
  userOr404(id: string): DemoUser {
    const user = this.user(id);
    if (!user) throw notFound('Der Tester');
    return user;
  }
  /** The current season's sheet of a user. */
  sheet(userId: string): DemoSheet | undefined {
    return this.sheetIndex.get(userId);
  }
  club(id: number): DemoClub | undefined {
    return this.clubIndex.get(id);
  }
  clubOr404(id: number): DemoClub {
    const club = this.club(id);
    if (!club) throw notFound('Der Golfclub');
    return club;
  }
  wave(id: number): DemoWave | undefined {
    return this.waveIndex.get(id);
  }
  waveOr404(id: number): DemoWave {
    const wave = this.wave(id);
    if (!wave) throw notFound('Die Welle');
    return wave;
  }
  panel(id: number): DemoPanel | undefined {
    return this.panelIndex.get(id);
  }
  panelOr404(id: number): DemoPanel {
    const panel = this.panel(id);
    if (!panel) throw notFound('Das Panel');
    return panel;
  }
  testing(id: number): DemoTesting | undefined {
    return this.testingIndex.get(id);
  }
  testingOr404(id: number): DemoTesting {
    const testing = this.testing(id);
    if (!testing) throw notFound('Der Test');
    return testing;
  }
  /** The tester assigned to a testing; undefined while none is. */
  assignedUser(testing: Pick<DemoTesting, 'userId'>): DemoUser | undefined {
    return testing.userId === null ? undefined : this.user(testing.userId);
  }

  /** Waves of the current season, by number. */
  seasonWaves(): DemoWave[] {
    return this.state.waves.filter((w) => w.year === this.state.seasonYear).sort((a, b) => a.number - b.number);
  }
  seasonTestings(): DemoTesting[] {
    const ids = new Set(this.seasonWaves().map((w) => w.id));
    return this.state.testings.filter((t) => ids.has(t.waveId));
  }
  testers(): DemoUser[] {
    return this.state.users.filter((u) => !u.staff);
  }

  addUser(user: DemoUser, sheet: DemoSheet): void {
    this.state.users.push(user);
    this.state.sheets.push(sheet);
    this.userIndex.set(user.id, user);
    if (sheet.year === this.state.seasonYear) this.sheetIndex.set(user.id, sheet);
  }
  addClub(club: DemoClub): void {
    this.state.clubs.push(club);
    this.clubIndex.set(club.id, club);
  }
}
