import { jsonCopy } from '@dtp/contract/json-copy';
import type { EmailType } from '@dtp/contract/back-office-statuses';
import { testingReached, type DataSheetProgress, type TesterStatus, type TestingProgress } from '@dtp/contract/statuses';
import type { Clock } from '../clock';
import { createPrng, type Prng } from '../prng';
import { distanceKm } from '../rules/geo';
import { deliveryError } from '../rules/email-queue';
import { automaticSubject, DEFAULT_CONTACT_NAME, seedMailContent, travelReleasedMail } from '../rules/mail-texts';
import { travelSum } from '@dtp/contract/travel';
import { fullName } from '@dtp/contract/common';
import { availabilityKey } from '../rules/playables';
import { panelProgressOf } from '../rules/progress-rollup';
import { seedQuestionnaires } from './questionnaires';
import { newTesting, STATE_VERSION, type ClubRow, type DomainState, type EmailRow, type PanelRow, type SheetRow, type TestingRow, type UserRow, type WaveRow } from '../state';
import { CLUB_SEEDS } from './clubs';
import { feedbackJson, MALFORMED_FEEDBACK } from './feedback-json';
import { BANKS, CITIES, FEMALE_FIRST, LAST, MALE_FIRST, PROFESSIONS, STREETS } from './names';
import { SPECIAL_USERS } from './special-users';

export const SEASON_YEAR = 2023;
const SEED = 20230425;
const GENERIC_TESTERS = 64;

const WAVES: readonly Omit<WaveRow, 'id'>[] = [
  { year: 2022, number: 1, start: '2022-04-26', end: '2022-05-13', progress: 'FINISHED' },
  { year: 2022, number: 2, start: '2022-06-14', end: '2022-07-01', progress: 'FINISHED' },
  { year: 2022, number: 3, start: '2022-08-30', end: '2022-09-16', progress: 'FINISHED' },
  { year: 2023, number: 1, start: '2023-04-25', end: '2023-05-12', progress: 'FINISHED' },
  { year: 2023, number: 2, start: '2023-06-13', end: '2023-06-30', progress: 'ASSIGNED' },
  { year: 2023, number: 3, start: '2023-08-29', end: '2023-09-15', progress: 'ASSIGNING' },
];

/** The demo accounts' fixed sheets and testings: (club, year, wave) → user and progress. */
const SPECIAL_SHEETS: Record<string, { progress: DataSheetProgress; availability: string[] }> = {
  'u-admin': { progress: 'RELEASED', availability: [availabilityKey(6, 2)] },
  'u-manager': { progress: 'RELEASED', availability: [availabilityKey(6, 3)] },
  // Complete enough to send, except the availability.
  'u-tester': { progress: 'INVITED', availability: [] },
  'u-tester2': { progress: 'SENT', availability: [availabilityKey(8, 1), availabilityKey(3, 2), availabilityKey(3, 3)] },
};
const SPECIAL_TESTINGS: Record<string, { userId: string; progress: TestingProgress }> = {
  // Max: a done test with a claim to fill and release, and an assigned test to set the tee time for.
  '1:2023:1': { userId: 'u-tester', progress: 'DONE' },
  '9:2023:2': { userId: 'u-tester', progress: 'ASSIGNED' },
  // Erika: a done test with CMC and club feedback, a tee time agreed, and a checked test of 2022.
  '8:2023:1': { userId: 'u-tester2', progress: 'DONE' },
  '3:2023:2': { userId: 'u-tester2', progress: 'TEE_TIME' },
  '5:2022:2': { userId: 'u-tester2', progress: 'TRAVEL_CHECKED' },
};

const STATUS_PATTERN: readonly TesterStatus[] = [
  'TESTER_1', 'TESTER_2', 'NEW_TESTER', 'TESTER_1', 'APPLICANT', 'TESTER_2', 'TESTER_1', 'INACTIVE', 'NEW_TESTER', 'TESTER_2',
  'TESTER_1', 'MISC', 'TESTER_2', 'TESTER_1', 'APPLICANT', 'NEW_TESTER', 'TESTER_2', 'INACTIVE', 'TESTER_1', 'TESTER_2',
];

/** Testers of earlier seasons: they tested in 2022 and attended a training. */
const VETERAN_STATUSES: readonly TesterStatus[] = ['TESTER_1', 'TESTER_2', 'INACTIVE', 'MISC'];

const ascii = (s: string): string =>
  s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const round = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** Equirectangular km: close enough for seeding and much cheaper than haversine at scale. */
function approxKm(a: { lat: number | null; lon: number | null }, b: { lat: number | null; lon: number | null }): number | null {
  if (a.lat === null || a.lon === null || b.lat === null || b.lon === null) return null;
  const x = (b.lon - a.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, b.lat - a.lat) * 111.2;
}

function seedClubs(): ClubRow[] {
  return CLUB_SEEDS.map((s, i) => {
    const id = i + 1;
    const slug = ascii(s.name).replace(/-/g, '');
    const domain = id === 12 ? `${slug}.invalid` : `${slug}.example.de`;
    const address = { street: s.street.replace(/ \d+$/, ''), streetNo: s.street.match(/\d+$/)?.[0] ?? '', zip: s.zip, city: s.city, state: s.state, country: 'Deutschland' };
    return {
      id,
      name: s.name,
      invoiceName: i % 3 === 0 ? `${s.name} Betriebs GmbH` : s.name,
      leading: s.leading,
      candidateClub: s.candidate,
      homepage: `https://www.${slug}.example.de`,
      comment: s.candidate ? 'Bewerberclub, Aufnahme wird geprüft.' : '',
      lat: s.lat,
      lon: s.lon,
      manager: `${MALE_FIRST[i % MALE_FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
      managerEmail: `manager@${domain}`,
      managerPhone: `0${30 + i} 55${String(100 + i)}`,
      president: `${FEMALE_FIRST[i % FEMALE_FIRST.length]} ${LAST[(i * 5 + 3) % LAST.length]}`,
      presidentEmail: `praesidium@${domain}`,
      presidentPhone: `0${30 + i} 55${String(200 + i)}`,
      premiumTestContact: i % 2 === 0 ? `${FEMALE_FIRST[(i + 4) % FEMALE_FIRST.length]} ${LAST[(i * 3) % LAST.length]}` : '',
      premiumTestContactEmail: i % 2 === 0 ? `premium@${domain}` : '',
      email: `sekretariat@${domain}`,
      phone: `0${30 + i} 55${String(300 + i)}`,
      address,
      invoiceAddress: { ...address },
      resultRecipients: [`manager@${domain}`],
      contactPersons: s.testable
        ? [
            { name: `${MALE_FIRST[(i + 2) % MALE_FIRST.length]} ${LAST[(i * 11) % LAST.length]}`, type: 'Clubmanager', email: `manager@${domain}`, phone: `0${30 + i} 55${String(400 + i)}` },
            { name: `${FEMALE_FIRST[(i + 6) % FEMALE_FIRST.length]} ${LAST[(i * 13) % LAST.length]}`, type: 'Gastronomie', email: `gastro@${domain}`, phone: '' },
          ]
        : [],
      isTestable: s.testable,
    };
  });
}

function sheetProgressFor(prng: Prng, status: TesterStatus): DataSheetProgress {
  const r = prng.next();
  switch (status) {
    case 'APPLICANT':
      return r < 0.5 ? 'INITIAL' : 'INVITED';
    case 'INACTIVE':
      return 'INITIAL';
    case 'NEW_TESTER':
      return r < 0.3 ? 'INVITED' : r < 0.6 ? 'SENT' : 'RELEASED';
    case 'MISC':
      return 'RELEASED';
    default:
      return r < 0.2 ? 'SENT' : r < 0.7 ? 'RELEASED' : 'ASSIGNED';
  }
}

function nearestClub(clubs: readonly ClubRow[], lat: number, lon: number): ClubRow {
  let best = clubs[0] as ClubRow;
  let bestKm = Infinity;
  for (const club of clubs) {
    const km = approxKm({ lat, lon }, club) ?? Infinity;
    if (km < bestKm) [best, bestKm] = [club, km];
  }
  return best;
}

function seedTester(prng: Prng, index: number, clubs: readonly ClubRow[]): { user: UserRow; progress: DataSheetProgress } {
  const status = STATUS_PATTERN[index % STATUS_PATTERN.length] as TesterStatus;
  const female = prng.chance(0.45);
  const firstName = prng.pick(female ? FEMALE_FIRST : MALE_FIRST);
  const lastName = prng.pick(LAST);
  const city = prng.pick(CITIES);
  const progress = sheetProgressFor(prng, status);
  const early = progress === 'INITIAL' || progress === 'INVITED';
  const noCoordinates = progress === 'INITIAL' && prng.chance(0.3);
  const lat = round(city.lat + (prng.next() - 0.5) * 0.3, 4);
  const lon = round(city.lon + (prng.next() - 0.5) * 0.4, 4);
  const home = nearestClub(clubs, lat, lon);
  const memberships = [{ clubId: home.id, end: null as number | null }];
  if (prng.chance(0.2)) {
    const other = prng.pick(clubs);
    if (other.id !== home.id) memberships.push({ clubId: other.id, end: prng.chance(0.5) ? 2021 : null });
  }
  const veteran = VETERAN_STATUSES.includes(status);
  // Every 23rd address is undeliverable, so the mail queue shows errors.
  const domain = index % 23 === 5 ? 'example.invalid' : 'example.de';
  const id = `u-${String(index + 1).padStart(4, '0')}`;
  const user: UserRow = {
    id,
    staff: false,
    firstName,
    lastName,
    salutation: female ? 'MRS' : 'MR',
    title: prng.chance(0.12) ? prng.pick(['DR', 'PROF', 'PROF_DR', 'DIPL'] as const) : 'NULL',
    birthYear: prng.int(1955, 1998),
    testerSince: veteran ? prng.int(2014, 2022) : status === 'NEW_TESTER' ? SEASON_YEAR : null,
    profession: prng.pick(PROFESSIONS),
    comment: prng.chance(0.15) ? 'Bevorzugt Tests unter der Woche.' : '',
    status,
    contact: {
      phone: `0${prng.int(30, 999)} ${prng.int(100000, 999999)}`,
      mobile: prng.chance(0.8) ? `01${prng.int(51, 79)} ${prng.int(1000000, 9999999)}` : '',
      email: `${ascii(firstName)}.${ascii(lastName)}.${index + 1}@${domain}`,
    },
    address: {
      street: prng.pick(STREETS),
      streetNo: String(prng.int(1, 120)),
      zip: city.zip,
      city: city.city,
      state: city.state,
      country: 'Deutschland',
      lat: noCoordinates ? null : lat,
      lon: noCoordinates ? null : lon,
    },
    golfData: {
      handicap: early && prng.chance(progress === 'INITIAL' ? 0.4 : 0.25) ? null : round(prng.int(30, 184) / 10, 1),
      playsGolfSince: prng.int(1985, 2018),
      numRoundsOwnClub: prng.int(5, 60),
      numRoundsOtherClubs: prng.int(0, 25),
      numTournaments: prng.int(0, 12),
    },
    instructions: veteran
      ? [{ executedAt: `${prng.int(2018, 2022)}-03-${String(prng.int(10, 28))}`, place: prng.pick(['Frankfurt am Main', 'München', 'Hamburg']), online: prng.chance(0.4) }]
      : [],
    memberships,
  };
  return { user, progress };
}

function availabilityFor(prng: Prng, user: UserRow, progress: DataSheetProgress, clubs: readonly ClubRow[]): string[] {
  const willing = ['SENT', 'RELEASED', 'ASSIGNED'].includes(progress) || (progress === 'INVITED' && prng.chance(0.4));
  if (!willing) return [];
  const home = new Set(user.memberships.map((m) => m.clubId));
  const keys: string[] = [];
  for (const club of clubs) {
    if (!club.isTestable || home.has(club.id)) continue;
    const km = approxKm(user.address, club);
    if (km !== null && km > 350) continue;
    for (const wave of [1, 2, 3]) if (prng.chance(0.45)) keys.push(availabilityKey(club.id, wave));
  }
  if (keys.length === 0) {
    const club = clubs.find((c) => c.isTestable && !home.has(c.id));
    if (club) keys.push(availabilityKey(club.id, 1 + (user.id.length % 3)));
  }
  return keys.sort();
}

/** A Tuesday–Friday inside the wave. */
function dateInWave(prng: Prng, wave: WaveRow): string {
  const start = Date.parse(`${wave.start}T00:00:00Z`);
  const days = Math.round((Date.parse(`${wave.end}T00:00:00Z`) - start) / 86_400_000);
  for (let attempt = 0; attempt < 20; attempt++) {
    const d = new Date(start + prng.int(0, days) * 86_400_000);
    const wd = d.getUTCDay();
    if (wd >= 2 && wd <= 5) return d.toISOString().slice(0, 10);
  }
  return wave.start;
}

function progressFor(prng: Prng, year: number, waveNumber: number): TestingProgress {
  const r = prng.next();
  if (year < SEASON_YEAR) return r < 0.85 ? 'TRAVEL_CHECKED' : r < 0.95 ? 'DONE' : 'TRAVEL_SUBMITTED';
  if (waveNumber === 1) return r < 0.3 ? 'DONE' : r < 0.65 ? 'TRAVEL_SUBMITTED' : 'TRAVEL_CHECKED';
  if (waveNumber === 2) return r < 0.1 ? 'MARKED' : r < 0.5 ? 'ASSIGNED' : 'TEE_TIME';
  return r < 0.7 ? 'INITIAL' : r < 0.85 ? 'MARKED' : 'ASSIGNED';
}

/** Picks testers round-robin from a pool, skipping those busy in the wave or at home in the club. */
class Assigner {
  private cursor = 0;
  constructor(private readonly pool: readonly UserRow[]) {}

  pick(clubId: number, busy: Set<string>): UserRow | null {
    for (let i = 0; i < this.pool.length; i++) {
      const user = this.pool[(this.cursor + i) % this.pool.length] as UserRow;
      if (busy.has(user.id) || user.memberships.some((m) => m.clubId === clubId)) continue;
      this.cursor = (this.cursor + i + 1) % this.pool.length;
      return user;
    }
    return null;
  }
}

function fillTravel(prng: Prng, t: TestingRow, user: UserRow, clubs: readonly ClubRow[]): void {
  const club = clubs[t.clubId - 1];
  const km = club ? distanceKm(user.address, club) : null;
  const submitted = testingReached(t.progress, 'TRAVEL_SUBMITTED');
  const released = t.progress === 'TRAVEL_CHECKED' || (t.progress === 'TRAVEL_SUBMITTED' && prng.chance(0.3));
  const iban = `DE${prng.int(10, 99)}${String(prng.int(10000000, 99999999))}${String(prng.int(10000000, 99999999))}${String(prng.int(1000, 9999))}`;
  t.travel = {
    iban: released ? '' : iban,
    bank: released ? '' : prng.pick(BANKS),
    greenfee: prng.int(12, 30) * 5,
    distance: Math.min(400, km === null ? prng.int(20, 200) : km),
    restaurant: round(prng.int(1500, 6000) / 100, 2),
    misc: prng.chance(0.3) ? round(prng.int(500, 2000) / 100, 2) : null,
    comment: prng.chance(0.2) ? 'Parkgebühr unter Sonstiges.' : '',
    submitted,
    released,
  };
}

export interface SeedOptions {
  scale: number;
  clock: Clock;
}

/** The special demo users (special-users.ts) and the generic testers, each with this season's sheet. */
function seedPeople(prng: Prng, scale: number, clubs: readonly ClubRow[]): { users: UserRow[]; sheets: SheetRow[] } {
  const users: UserRow[] = SPECIAL_USERS.map((u) => jsonCopy(u));
  const sheets: SheetRow[] = users.map((u) => ({ userId: u.id, year: SEASON_YEAR, ...jsonCopy(SPECIAL_SHEETS[u.id] ?? { progress: 'INITIAL' as const, availability: [] }) }));
  for (let i = 0; i < GENERIC_TESTERS * scale; i++) {
    const { user, progress } = seedTester(prng, i, clubs);
    users.push(user);
    sheets.push({ userId: user.id, year: SEASON_YEAR, progress, availability: availabilityFor(prng, user, progress, clubs) });
  }
  return { users, sheets };
}

/** Per season, per testable club a panel, and per wave `scale` testings (the special ones with their fixed progress). */
function seedPanelsAndTestings(prng: Prng, scale: number, clubs: readonly ClubRow[], waves: readonly WaveRow[]) {
  const panels: PanelRow[] = [];
  const testings: TestingRow[] = [];
  let testingId = 1001;
  for (const year of [2022, SEASON_YEAR]) {
    for (const club of clubs.filter((c) => c.isTestable)) {
      const panel: PanelRow = { id: panels.length + 1, clubId: club.id, year, progress: 'INITIAL' };
      panels.push(panel);
      for (const wave of waves.filter((w) => w.year === year)) {
        for (let k = 0; k < scale; k++) {
          const special = k === 0 ? SPECIAL_TESTINGS[`${club.id}:${year}:${wave.number}`] : undefined;
          testings.push(
            newTesting({
              id: testingId++,
              panelId: panel.id,
              clubId: club.id,
              waveId: wave.id,
              progress: special?.progress ?? progressFor(prng, year, wave.number),
              premiumTest: (testingId + club.id) % 4 === 0,
            }),
          );
        }
      }
    }
  }
  return { panels, testings };
}

/** Where testers are drawn from: veterans for last season, assigned and released sheets for this one. */
function testerPools(users: readonly UserRow[], sheets: readonly SheetRow[]) {
  const progressOf = new Map(sheets.map((s) => [s.userId, s.progress]));
  const testers = users.filter((u) => !u.staff && !SPECIAL_SHEETS[u.id]);
  return {
    past: new Assigner(testers.filter((u) => VETERAN_STATUSES.includes(u.status))),
    season: new Assigner(testers.filter((u) => progressOf.get(u.id) === 'ASSIGNED')),
    released: new Assigner(testers.filter((u) => progressOf.get(u.id) === 'RELEASED')),
  };
}

/** One wave's testers: the special users on their fixed testings first, then the pools; nobody tests twice in a wave. */
function assignWave(wave: WaveRow, inWave: readonly TestingRow[], pools: ReturnType<typeof testerPools>): void {
  const busy = new Set<string>();
  for (const t of inWave) {
    const special = SPECIAL_TESTINGS[`${t.clubId}:${wave.year}:${wave.number}`];
    if (special && t.id === inWave.find((x) => x.clubId === t.clubId)?.id) {
      t.userId = special.userId;
      busy.add(special.userId);
    }
  }
  for (const t of inWave) {
    if (t.userId !== null || t.progress === 'INITIAL') continue;
    const pool = wave.year < SEASON_YEAR ? pools.past : wave.number === 3 ? pools.released : pools.season;
    const user = pool.pick(t.clubId, busy) ?? pools.released.pick(t.clubId, busy);
    if (!user) {
      t.progress = 'INITIAL';
      continue;
    }
    t.userId = user.id;
    busy.add(user.id);
  }
}

const isSpecialTester = (userId: string | null) => userId === 'u-tester' || userId === 'u-tester2';

/**
 * What an assigned testing has reached: date and tee time, CMC and club feedback (one malformed club
 * feedback in the season, for the debug view), the expense claim. The special testers' testings are
 * fixed: Max has CMC feedback only and an open claim; Erika has both feedbacks and always a tee time.
 */
function fillWave(prng: Prng, wave: WaveRow, inWave: readonly TestingRow[], people: { byId: Map<string, UserRow>; clubs: readonly ClubRow[] }, malformed: { placed: boolean }): void {
  for (const t of inWave) {
    const user = t.userId ? people.byId.get(t.userId) : undefined;
    if (!user) continue;
    if (testingReached(t.progress, 'TEE_TIME')) {
      t.date = dateInWave(prng, wave);
      t.noStartingTimes = prng.chance(0.1) && t.userId !== 'u-tester2';
      t.teeTime = t.noStartingTimes ? null : `${String(prng.int(9, 11)).padStart(2, '0')}:${prng.pick(['00', '10', '20', '30', '40', '50'])}`;
    }
    if (!testingReached(t.progress, 'DONE')) continue;
    const special = isSpecialTester(t.userId);
    if (special || prng.chance(0.75)) t.feedbackCmc = feedbackJson(prng, 'cmc', t.id);
    if (t.userId === 'u-tester2' || (!special && prng.chance(0.55))) t.feedbackClub = feedbackJson(prng, 'club', t.id);
    if (!malformed.placed && !special && wave.year === SEASON_YEAR && t.feedbackClub !== null) {
      t.feedbackClub = MALFORMED_FEEDBACK;
      malformed.placed = true;
    }
    if (t.userId !== 'u-tester' && (testingReached(t.progress, 'TRAVEL_SUBMITTED') || prng.chance(0.2))) fillTravel(prng, t, user, people.clubs);
  }
}

/** Receipts of the submitted claims: a greenfee PDF, and on every second claim a restaurant photo. */
function seedAttachments(testings: readonly TestingRow[]): DomainState['attachments'] {
  let attachmentId = 1;
  const attachments: DomainState['attachments'] = [];
  for (const t of testings) {
    if (!t.travel.submitted) continue;
    attachments.push({ id: attachmentId++, testingId: t.id, fileName: 'greenfee-quittung.pdf', contentType: 'application/pdf', size: 84_213, deleted: false });
    if (t.id % 2 === 0) attachments.push({ id: attachmentId++, testingId: t.id, fileName: 'restaurant-beleg.jpg', contentType: 'image/jpeg', size: 412_904, deleted: t.id % 6 === 0 });
  }
  return attachments;
}

/**
 * One tester left a club before the season: the back office marks them among that club's available
 * testers ('War bis 2020 Mitglied dieses Clubs'). Added after the assignment, so nothing else moves.
 */
const FORMER_MEMBERSHIP = { userId: 'u-0014', clubName: 'Golfclub Magdeburg am Elbauenpark', end: 2020 };

function addFormerMembership(users: readonly UserRow[], clubs: readonly ClubRow[]): void {
  const user = users.find((u) => u.id === FORMER_MEMBERSHIP.userId);
  const club = clubs.find((c) => c.name === FORMER_MEMBERSHIP.clubName);
  if (user && club) user.memberships.push({ clubId: club.id, end: FORMER_MEMBERSHIP.end });
}

/** The deterministic seed state: same scale, same clock start → same data. Built in named steps. */
export function createSeedState({ scale, clock }: SeedOptions): DomainState {
  const prng = createPrng(SEED);
  const clubs = seedClubs();
  const waves: WaveRow[] = WAVES.map((w, i) => ({ ...w, id: i + 1 }));
  const { users, sheets } = seedPeople(prng, scale, clubs);
  const pools = testerPools(users, sheets);
  const { panels, testings } = seedPanelsAndTestings(prng, scale, clubs, waves);
  const people = { byId: new Map(users.map((u) => [u.id, u])), clubs };
  const malformed = { placed: false };
  for (const wave of waves) {
    const inWave = testings.filter((t) => t.waveId === wave.id);
    assignWave(wave, inWave, pools);
    fillWave(prng, wave, inWave, people, malformed);
  }
  for (const panel of panels) panel.progress = panelProgressOf(testings.filter((t) => t.panelId === panel.id));
  addFormerMembership(users, clubs);

  return {
    version: STATE_VERSION,
    scale,
    seasonYear: SEASON_YEAR,
    seasons: [2022, SEASON_YEAR].map((year) => ({ year, createdAt: null, startedAt: null })),
    settings: { showTesterFeedback: true },
    admin: { platformName: 'Demo-System', databaseUrl: 'jdbc:postgresql://localhost:5432/dtp_demo', databaseUsername: 'dtp_demo' },
    users,
    sheets,
    clubs,
    waves,
    panels,
    testings,
    attachments: seedAttachments(testings),
    emails: seedEmails(prng, users, new Map(sheets.map((s) => [s.userId, s])), clock, { testings, clubs }),
    history: [],
    ...seedQuestionnaires(createPrng(SEED + 43), testings, waves),
    clubLinks: [],
    accessRecords: [],
    findings: [],
    nextId: 100_000,
  };
}

interface ClaimsOfClubs {
  testings: readonly TestingRow[];
  clubs: readonly ClubRow[];
}

/** A valid test IBAN (it passes the checksum): held for the failed club mail below. */
const HELD_IBAN = 'DE02120300000000202051';

/**
 * The club mail that failed (its club's domain does not exist): a real release mail of a released
 * claim there, stored with the IBAN masked, its bank data held on the claim for a resend
 * (docs/privacy-bank-data.md). No other seed mail carries bank data.
 */
function addFailedClubMail(emails: EmailRow[], users: readonly UserRow[], { testings, clubs }: ClaimsOfClubs, add: AddMail): void {
  const club = clubs.find((c) => c.email.endsWith('.invalid'));
  const claim = club && testings.find((t) => t.clubId === club.id && t.travel.released && t.userId !== null);
  const tester = claim && users.find((u) => u.id === claim.userId);
  if (!club || !claim || !tester) return;
  const sum = travelSum(claim.travel);
  const bank = 'Deutsche Kreditbank';
  const text = travelReleasedMail({ testerName: fullName(tester), sum, iban: HELD_IBAN, bank, signedBy: DEFAULT_CONTACT_NAME });
  add(club.email, text.type, text.subject, 'ERROR', '2023-05-20T10:00:00.000Z', deliveryError(club.email));
  const mail = emails[emails.length - 1]!;
  Object.assign(mail, { content: text.content, testingId: claim.id });
  claim.travel.held = { emailId: mail.id, iban: HELD_IBAN, bank };
}

type AddMail = (to: string, type: EmailType, subject: string, progress: EmailRow['progress'], at: string | null, error?: string | null) => void;

function seedEmails(prng: Prng, users: readonly UserRow[], sheetOf: Map<string, SheetRow>, clock: Clock, claims: ClaimsOfClubs): EmailRow[] {
  const emails: EmailRow[] = [];
  const add: AddMail = (to, type, subject, progress, at, error = null) => {
    emails.push({
      id: emails.length + 1,
      to,
      subject,
      content: seedMailContent(subject, DEFAULT_CONTACT_NAME),
      type,
      progress,
      notBefore: at,
      sentAt: progress === 'SENT' ? at : null,
      lastTryAt: progress === 'SENT' || progress === 'ERROR' || progress === 'SKIPPED' ? at : null,
      lastError: error,
    });
  };
  const testers = users.filter((u) => !u.staff).slice(0, 40);
  testers.forEach((u, i) => {
    const at = `2023-03-${String(1 + (i % 27)).padStart(2, '0')}T09:${String(10 + (i % 50)).padStart(2, '0')}:00.000Z`;
    const invalid = u.contact.email.endsWith('.invalid');
    const inactive = u.status === 'INACTIVE';
    const progress = invalid ? 'ERROR' : inactive ? 'SKIPPED' : 'SENT';
    add(u.contact.email, i % 5 === 0 ? 'GENERAL_INVITATION' : 'INVITATION', 'Einladung zur Test-Saison 2023', progress, at, invalid ? deliveryError(u.contact.email) : null);
    const sheet = sheetOf.get(u.id);
    if (sheet && ['RELEASED', 'ASSIGNED'].includes(sheet.progress) && !invalid && !inactive) {
      add(u.contact.email, 'DATASHEET_RELEASED', automaticSubject('DATASHEET_RELEASED'), 'SENT', at.replace('-03-', '-04-'));
    }
  });
  const now = clock.now();
  const day = 86_400_000;
  const future = (days: number): string => new Date(now + days * day).toISOString();
  testers.slice(0, 4).forEach((u, i) => add(u.contact.email, 'TEST_REMINDER', automaticSubject('TEST_REMINDER'), 'INITIAL', future(i + 1)));
  addFailedClubMail(emails, users, claims, add);
  add('max.mustermann@example.de', 'RESULTS_READY', automaticSubject('RESULTS_READY'), 'ERROR', '2023-05-22T08:00:00.000Z', 'SMTP 421 4.7.0: Verbindung abgelehnt, bitte später erneut versuchen');
  add('erika.musterfrau@example.de', 'TRAVEL_EXPENSES_REMINDER', automaticSubject('TRAVEL_EXPENSES_REMINDER'), 'DRAFT', future(3));
  add('max.mustermann@example.de', 'MISC', 'Hinweis zur Saison 2023', 'DRAFT', null);
  add('erika.musterfrau@example.de', 'TESTER_ASSIGNED', automaticSubject('TESTER_ASSIGNED'), 'SENT', '2023-04-03T07:30:00.000Z');
  return emails;
}
