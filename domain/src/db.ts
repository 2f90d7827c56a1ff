import { notFound } from './http';
import { statusChanges, type ChangeContext } from './rules/history-rules';
import { VERSIONED_KINDS, type Versioned } from './rules/versions';
import type { ClubRow, HistoryRow, PanelRow, SheetRow, TestingRow, UserRow, WaveRow } from './state';
import { identityOf, type Kind, type Meta, type Rows, type StorageTx, type TransactionMode, type Where } from './store/port';

interface Tracked {
  kind: Kind;
  row: Rows[Kind];
  /** JSON as loaded or last written; null in a reading transaction (nothing to compare). */
  snapshot: string | null;
  /** The version this request gave the row (versioned kinds, once changed). */
  raisedTo?: number;
}

/**
 * One request's unit of work over a storage transaction. Rows are loaded once per request (an
 * identity map: the same id gives the same object), handlers change them in place, and `flush`
 * writes what changed. Before each lookup the changes so far are written, so a lookup by a key a
 * handler just changed sees the change.
 */
export class Db {
  private readonly tracked = new Map<string, Tracked>();
  /** Kinds loaded whole in this request (clubs for a list's names): asked again, answered from here. */
  private readonly complete = new Map<Kind, Rows[Kind][]>();
  private metaSnapshot: string;

  private constructor(
    private readonly tx: StorageTx,
    private readonly mode: TransactionMode,
    readonly meta: Meta,
    private change: ChangeContext,
  ) {
    this.metaSnapshot = JSON.stringify(meta);
  }

  /** `change`: who acts and when, for the history of status changes (default: the system, now). */
  static async open(tx: StorageTx, mode: TransactionMode, change: ChangeContext = { by: 'System', at: Date.now() }): Promise<Db> {
    return new Db(tx, mode, await tx.meta(), change);
  }

  /** Who acts, once this request's transaction has found it: the record the caller's account is linked to. */
  actingFor(byId: string | null): void {
    if (byId !== null) this.change = { ...this.change, byId };
  }

  get seasonYear(): number {
    return this.meta.seasonYear;
  }
  get settings(): Meta['settings'] {
    return this.meta.settings;
  }

  private track<K extends Kind>(kind: K, row: Rows[K]): Rows[K] {
    const key = `${kind}:${identityOf(kind, row)}`;
    const known = this.tracked.get(key);
    if (known) return known.row as Rows[K];
    this.tracked.set(key, { kind, row, snapshot: this.mode === 'write' ? JSON.stringify(row) : null });
    return row;
  }

  /** Rows of a kind by their keys, in insertion order. */
  async find<K extends Kind>(kind: K, where?: Where<K>): Promise<Rows[K][]> {
    const whole = !where && this.mode === 'read' ? this.complete.get(kind) : undefined;
    if (whole) return whole as Rows[K][];
    await this.flush();
    const rows = (await this.tx.find(kind, where)).map((row) => this.track(kind, row));
    if (!where) this.complete.set(kind, rows);
    return rows;
  }

  async first<K extends Kind>(kind: K, where: Where<K>): Promise<Rows[K] | undefined> {
    return (await this.find(kind, where))[0];
  }

  /** One row by id: from this request's rows when loaded already, else from the storage. */
  async get<K extends Exclude<Kind, 'sheet'>>(kind: K, id: Rows[K]['id']): Promise<Rows[K] | undefined> {
    const known = this.tracked.get(`${kind}:${id}`);
    if (known) return known.row as Rows[K];
    if (this.complete.has(kind)) return undefined;
    return this.first(kind, { id } as Where<K>);
  }

  async add<K extends Kind>(kind: K, row: Rows[K]): Promise<Rows[K]> {
    await this.flush();
    await this.tx.insert(kind, row);
    return this.track(kind, row);
  }

  /** Many new rows after one flush (an import's records): `add` flushes before each, which is quadratic for thousands. */
  async addAll<K extends Kind>(kind: K, rows: readonly Rows[K][]): Promise<Rows[K][]> {
    await this.flush();
    for (const row of rows) await this.tx.insert(kind, row);
    return rows.map((row) => this.track(kind, row));
  }

  async remove<K extends Kind>(kind: K, row: Rows[K]): Promise<void> {
    await this.flush();
    await this.tx.remove(kind, row);
    this.tracked.delete(`${kind}:${identityOf(kind, row)}`);
  }

  nextId(): Promise<number> {
    return this.tx.nextId();
  }

  file(attachmentId: number): Promise<Uint8Array | null> {
    return this.tx.file(attachmentId);
  }
  putFile(attachmentId: number, content: Uint8Array): Promise<void> {
    return this.tx.putFile(attachmentId, content);
  }
  removeFile(attachmentId: number): Promise<void> {
    return this.tx.removeFile(attachmentId);
  }

  /** Writes every changed row and the meta; a no-op in a reading transaction. */
  async flush(): Promise<void> {
    if (this.mode === 'read') return;
    for (const entry of this.tracked.values()) {
      let now = JSON.stringify(entry.row);
      if (now === entry.snapshot) continue;
      if (VERSIONED_KINDS.has(entry.kind)) now = this.raiseVersion(entry);
      await this.tx.update(entry.kind, entry.row);
      if (entry.snapshot !== null) await this.recordStatusChanges(entry.kind, JSON.parse(entry.snapshot) as Rows[Kind], entry.row);
      entry.snapshot = now;
    }
    const meta = JSON.stringify(this.meta);
    if (meta !== this.metaSnapshot) {
      await this.tx.saveMeta(this.meta);
      this.metaSnapshot = meta;
    }
  }

  /** A changed row's version goes up once per request, whatever else changes in it later. */
  private raiseVersion(entry: Tracked): string {
    entry.raisedTo ??= (entry.snapshot === null ? 0 : ((JSON.parse(entry.snapshot) as Versioned).version ?? 0)) + 1;
    (entry.row as Versioned).version = entry.raisedTo;
    return JSON.stringify(entry.row);
  }

  private async recordStatusChanges(kind: Kind, before: Rows[Kind], after: Rows[Kind]): Promise<void> {
    for (const change of statusChanges(kind, before, after)) await this.recordHistory(change);
  }

  /** Records a change in the history ('Verlauf') as made by this request's user (or the system). */
  async recordHistory(change: Pick<HistoryRow, 'subject' | 'what' | 'from' | 'to' | 'occasion'>): Promise<void> {
    const id = await this.tx.nextId();
    const byId = this.change.byId === undefined ? {} : { byId: this.change.byId };
    await this.tx.insert('history', { id, at: new Date(this.change.at).toISOString(), by: this.change.by, ...byId, ...change });
  }

  user(id: string): Promise<UserRow | undefined> {
    return this.get('user', id);
  }
  async userOr404(id: string): Promise<UserRow> {
    const user = await this.user(id);
    if (!user) throw notFound('Der Tester');
    return user;
  }
  /** A user's sheet of a year (default: the current season). */
  sheet(userId: string, year = this.seasonYear): Promise<SheetRow | undefined> {
    const known = this.tracked.get(`sheet:${userId}:${year}`);
    if (known) return Promise.resolve(known.row as SheetRow);
    return this.first('sheet', { userId, year });
  }
  club(id: number): Promise<ClubRow | undefined> {
    return this.get('club', id);
  }
  async clubOr404(id: number): Promise<ClubRow> {
    const club = await this.club(id);
    if (!club) throw notFound('Der Golfclub');
    return club;
  }
  /** Every club, loaded once per request (lists name clubs per row). */
  clubs(): Promise<ClubRow[]> {
    return this.find('club');
  }
  wave(id: number): Promise<WaveRow | undefined> {
    return this.get('wave', id);
  }
  async waveOr404(id: number): Promise<WaveRow> {
    const wave = await this.wave(id);
    if (!wave) throw notFound('Die Welle');
    return wave;
  }
  panel(id: number): Promise<PanelRow | undefined> {
    return this.get('panel', id);
  }
  async panelOr404(id: number): Promise<PanelRow> {
    const panel = await this.panel(id);
    if (!panel) throw notFound('Das Panel');
    return panel;
  }
  testing(id: number): Promise<TestingRow | undefined> {
    return this.get('testing', id);
  }
  async testingOr404(id: number): Promise<TestingRow> {
    const testing = await this.testing(id);
    if (!testing) throw notFound('Der Test');
    return testing;
  }
  /** Loads these clubs at once (those not loaded yet), so that club() needs no query per row of a list. */
  async preloadClubs(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.tracked.has(`club:${id}`));
    if (missing.length > 0 && !this.complete.has('club')) await this.find('club', { id: missing });
  }
  /** Loads the users assigned to these testings at once, so that assignedUser() needs no query per row. */
  async preloadAssigned(testings: readonly Pick<TestingRow, 'userId'>[]): Promise<void> {
    const ids = [...new Set(testings.flatMap((t) => (t.userId === null || this.tracked.has(`user:${t.userId}`) ? [] : [t.userId])))];
    if (ids.length > 0) await this.find('user', { id: ids });
  }
  /** The tester assigned to a testing; undefined while none is. */
  assignedUser(testing: Pick<TestingRow, 'userId'>): Promise<UserRow | undefined> {
    return testing.userId === null ? Promise.resolve(undefined) : this.user(testing.userId);
  }

  /** Waves of a season (default: the current one), by number. */
  async seasonWaves(year = this.seasonYear): Promise<WaveRow[]> {
    return (await this.find('wave', { year })).sort((a, b) => a.number - b.number);
  }
  async seasonTestings(year = this.seasonYear): Promise<TestingRow[]> {
    const waves = await this.seasonWaves(year);
    return this.find('testing', { waveId: waves.map((w) => w.id) });
  }
  /** Every tester, without those whose data was erased (their rows stay for the claims: handlers/erasure.ts). */
  async testers(): Promise<UserRow[]> {
    return (await this.find('user', { staff: false })).filter((u) => !u.erasedAt);
  }
}
