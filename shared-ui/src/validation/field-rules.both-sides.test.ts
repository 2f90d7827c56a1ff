// Every field rule, run through both sides: the form (shared-ui's schemas, built from the contract's
// field rules) and the server's check (the domain, as the API server and the demo run it). Each row is
// what a user types and what the client sends for it; both sides must give the same verdict and the
// same German message. For a valid row, the form's own conversion must send exactly that wire value.
import { testerInputOf } from '@dtp/contract/test-support';
import {
  dataSheetInputOf,
  demoAuthUser,
  fieldMessages as m,
  type DataSheetAnswer,
  type DemoAccount,
  type TestList,
  type TravelList,
} from '@dtp/api-client';
import { type Tester } from '@dtp/api-client/back-office';
import { createDomainServer, createMemoryStorage, createSeedState, systemClock, type DomainServer } from '@dtp/domain';
import { germanDateToIso } from '../format/date';
import { personInputOf, personValuesOf } from '../person-form/person-form-values';
import { errorsOf } from '../../test-support';
import { teeTimeSchema } from './tee-time';
import { testerBaseDataSchema } from './tester-base-data';
import { travelClaimSchema } from './travel-claim';

/** A message, or one per side of the exemption: testers must give what managers and admins may leave out. */
type Expected = string | null | { tester: string | null; staff: string | null };
/** [dot path, what the user types, what the client sends, the message both sides give (null: valid)] */
type Row = [path: string, text: string, wire: unknown, expected: Expected];

const Y = new Date().getFullYear();
const x = (n: number) => 'x'.repeat(n);
const testerOnly = (message: string) => ({ tester: message, staff: null });

const personRows: Row[] = [
  ['salutation', 'MR', 'MR', null],
  ['salutation', '', null, m.required('Anrede')],
  ['firstName', 'Max', 'Max', null],
  ['firstName', ' ', ' ', m.required('Vorname')],
  ['lastName', '', '', m.required('Nachname')],
  ['firstName', x(100), x(100), null],
  ['firstName', x(101), x(101), m.max('Vorname', 100)],
  ['lastName', x(101), x(101), m.max('Nachname', 100)],
  ['birthYear', '1980', 1980, null],
  ['birthYear', String(Y - 75), Y - 75, null],
  ['birthYear', String(Y - 76), Y - 76, m.birthYear()],
  ['birthYear', String(Y + 1), Y + 1, m.birthYear()],
  ['birthYear', '999', 999, m.birthYear()],
  ['birthYear', '', null, testerOnly(m.required('Geburtsjahr'))],
  ['testerSince', '2019', 2019, null],
  ['testerSince', '', null, null],
  ['testerSince', '999', 999, m.year()],
  ['testerSince', '20234', 20234, m.year()],
  ['profession', x(255), x(255), null],
  ['profession', x(256), x(256), m.max('Beruf', 255)],
  ['comment', x(2048), x(2048), null],
  ['comment', x(2049), x(2049), m.max('Bemerkung', 2048)],
  ['contact.phone', x(50), x(50), null],
  ['contact.phone', x(51), x(51), m.max('Telefon', 50)],
  ['contact.mobile', x(50), x(50), null],
  ['contact.mobile', x(51), x(51), m.max('Mobil', 50)],
  ['contact.email', 'max.mustermann@example.de', 'max.mustermann@example.de', null],
  ['contact.email', 'max@', 'max@', m.email()],
  ['contact.email', 'max mustermann@golf.de', 'max mustermann@golf.de', m.email()],
  ['address.street', 'Allee', 'Allee', null],
  ['address.street', x(201), x(201), m.max('Straße', 200)],
  ['address.zip', x(21), x(21), m.max('PLZ', 20)],
  ['address.city', x(101), x(101), m.max('Ort', 100)],
  ['contact.email', `${x(64)}@${x(63)}.${x(63)}.${x(63)}.de`, `${x(64)}@${x(63)}.${x(63)}.${x(63)}.de`, m.email()],
  ['contact.email', 'a,b@golf.de', 'a,b@golf.de', m.email()],
  ['address.street', '', '', testerOnly(m.required('Straße'))],
  ['address.streetNo', '', '', testerOnly(m.required('Hausnummer'))],
  ['address.zip', '', '', testerOnly(m.required('PLZ'))],
  ['address.city', ' ', ' ', testerOnly(m.required('Ort'))],
  ['address.state', '', '', testerOnly(m.required('Bundesland'))],
  ['address.country', '', '', testerOnly(m.required('Land'))],
  ['address.lat', '53,55', 53.55, null],
  ['address.lat', '0,000001', 0.000001, null],
  ['address.lat', '', null, null],
  ['address.lat', '0', 0, m.minValue('Breitengrad', '0,000001')],
  ['address.lat', '-1', -1, m.minValue('Breitengrad', '0,000001')],
  ['address.lon', '9,99', 9.99, null],
  ['address.lon', '0', 0, m.minValue('Längengrad', '0,000001')],
  ['golfData.handicap', '12,3', 12.3, null],
  ['golfData.handicap', '18,4', 18.4, null],
  ['golfData.handicap', '0', 0, null],
  ['golfData.handicap', '', null, testerOnly(m.required('HCPI'))],
  ['golfData.handicap', '18,5', 18.5, m.handicap()],
  ['golfData.handicap', '19', 19, m.handicap()],
  ['golfData.handicap', '12,34', 12.34, m.handicap()],
  ['golfData.handicap', '-1', -1, m.handicap()],
  ['golfData.handicap', '123', 123, m.handicap()],
  ['golfData.playsGolfSince', '1999', 1999, null],
  ['golfData.playsGolfSince', '1899', 1899, null],
  ['golfData.playsGolfSince', '99', 99, m.year()],
  ['golfData.numRoundsOwnClub', '20', 20, null],
  ['golfData.numRoundsOwnClub', '0', 0, null],
  ['golfData.numRoundsOwnClub', '', null, null],
  ['golfData.numRoundsOwnClub', '-3', -3, m.minValue('Runden im Heimatclub', 0)],
  ['golfData.numRoundsOwnClub', '1,5', 1.5, m.integer()],
  ['golfData.numRoundsOtherClubs', '-1', -1, m.minValue('Runden auf anderen Plätzen', 0)],
  ['golfData.numTournaments', '4', 4, null],
  ['golfData.numTournaments', '2,5', 2.5, m.integer()],
  ['memberships.0.end', '2026', 2026, null],
  ['memberships.0.end', '', null, null],
  ['memberships.0.end', '26', 26, m.year()],
];

const travelRows: Row[] = [
  ['iban', 'DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00', null],
  ['iban', 'DE89370400440532013000', 'DE89370400440532013000', null],
  ['iban', '', '', m.required('IBAN')],
  ['iban', 'DE88 3704 0044 0532 0130 00', 'DE88 3704 0044 0532 0130 00', m.ibanChecksum()],
  ['iban', 'DE34 5678 9012 3456 1234 78', 'DE34 5678 9012 3456 1234 78', m.ibanChecksum()],
  ['iban', 'DE89 3704', 'DE89 3704', m.iban()],
  ['iban', 'de89 3704 0044 0532 0130 00', 'de89 3704 0044 0532 0130 00', m.iban()],
  ['iban', 'AT61 1904 3002 3457 3201', 'AT61 1904 3002 3457 3201', m.iban()],
  ['bank', 'Sparkasse', 'Sparkasse', null],
  ['bank', '', '', m.required('Bank')],
  ['bank', x(100), x(100), null],
  ['bank', x(101), x(101), m.max('Bank', 100)],
  ['greenfee', '80', 80, null],
  ['greenfee', '80,5', 80.5, null],
  ['greenfee', '', null, m.required('Greenfee')],
  ['greenfee', '80,505', 80.505, m.twoDecimals('Greenfee')],
  ['greenfee', '-5', -5, m.twoDecimals('Greenfee')],
  ['distance', '0', 0, null],
  ['distance', '400', 400, null],
  ['distance', '', null, m.required('Gefahrene km')],
  ['distance', '401', 401, m.maxValue('Gefahrene km', 400)],
  ['distance', '-1', -1, m.minValue('Gefahrene km', 0)],
  ['distance', '12,5', 12.5, m.integer()],
  ['restaurant', '', null, null],
  ['restaurant', '75', 75, null], // the 60 EUR are a label only
  ['restaurant', '75,001', 75.001, m.twoDecimals('Restaurant')],
  ['misc', '6,5', 6.5, null],
  ['misc', '-1', -1, m.twoDecimals('Sonstiges')],
  ['comment', x(2048), x(2048), null],
  ['comment', x(2049), x(2049), m.max('Bemerkung', 2048)],
];

/** The tee time with starting times: [path, typed, sent, message]. */
const teeTimeRows: Row[] = [
  ['date', '10.06.2025', '2025-06-10', null],
  ['date', '29.02.2024', '2024-02-29', null],
  ['date', '', null, m.required('Test-Datum')],
  ['date', '31.06.2025', '2025-06-31', m.date()],
  ['date', '29.02.2023', '2023-02-29', m.date()],
  ['teeTime', '10:30', '10:30', null],
  ['teeTime', '00:00', '00:00', null],
  ['teeTime', '', null, m.required('Tee-Time')],
  ['teeTime', '9:30', '9:30', m.time()],
  ['teeTime', '24:00', '24:00', m.time()],
];

/** Without starting times the tee time is neither required nor checked, on both sides. */
const noStartingTimesRows: Row[] = [
  ['teeTime', '', null, null],
  ['teeTime', 'xx', 'xx', null],
];

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

function withValue<T>(value: T, path: string, next: unknown): T {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((v, key) => v[key] as Record<string, unknown>, copy);
  parent[keys[keys.length - 1] as string] = next;
  return copy as T;
}

const expectedFor = (expected: Expected, side: 'tester' | 'staff') =>
  expected !== null && typeof expected === 'object' ? expected[side] : expected;

let server: DomainServer;
const tokens = new Map<DemoAccount, string>();

async function send(account: DemoAccount, method: 'GET' | 'POST', path: string, body?: unknown) {
  const token = tokens.get(account) ?? demoAuthUser(account).token;
  tokens.set(account, token);
  return server.handle({ method, path, body, token });
}

async function get<T>(account: DemoAccount, path: string): Promise<T> {
  const answer = await send(account, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.data as T;
}

/** The server's verdict on one field: its message at the path, or null when the save went through. */
async function serverSays(account: DemoAccount, path: string, body: unknown, field: string): Promise<string | null> {
  const answer = await send(account, 'POST', path, body);
  if (answer.status === 200) return null;
  const data = answer.data as { message?: string; fieldErrors?: Record<string, string> };
  expect(Object.keys(data.fieldErrors ?? {})).toEqual([field]);
  return data.fieldErrors?.[field] ?? `${answer.status} ${data.message ?? ''}`;
}

const withoutVersion = <T extends { version?: unknown }>({ version: _version, ...rest }: T) => rest;

beforeAll(() => {
  server = createDomainServer({ storage: createMemoryStorage(createSeedState({ scale: 1, clock: systemClock })) });
});

describe('person fields: the data sheet form and tester form ↔ POST /datasheet and POST /user', () => {
  let sheetBody: ReturnType<typeof dataSheetInputOf>;
  let testerBody: ReturnType<typeof testerInputOf>;

  beforeAll(async () => {
    const { dataSheet } = await get<DataSheetAnswer>('tester', '/datasheet');
    sheetBody = withoutVersion(dataSheetInputOf(dataSheet));
    testerBody = withoutVersion(testerInputOf(await get<Tester>('manager', '/user/u-tester')));
    expect(sheetBody.memberships.length).toBeGreaterThan(0);
  });

  const sides = [
    { name: 'a tester, POST /datasheet', side: 'tester', account: 'tester', call: '/datasheet', body: () => sheetBody },
    { name: 'a manager, POST /datasheet', side: 'staff', account: 'manager', call: '/datasheet', body: () => ({ ...sheetBody, userId: 'u-tester' }) },
    { name: 'a manager, POST /user', side: 'staff', account: 'manager', call: '/user', body: () => testerBody },
  ] as const;

  test.each(sides)('the unchanged data passes both sides (%s)', async ({ side, account, call, body }) => {
    expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: side === 'staff' }), personValuesOf(body()))).toEqual({});
    expect(await send(account, 'POST', call, body())).toMatchObject({ status: 200 });
  });

  describe.each(sides)('$name', ({ side, account, call, body }) => {
    test.each(personRows)('%s %j (sent %j) → %j', async (path, text, wire, expected) => {
      const message = expectedFor(expected, side);
      const values = withValue(personValuesOf(body()), path, text);
      expect(errorsOf(testerBaseDataSchema({ isManagerOrAdmin: side === 'staff' }), values)[path] ?? null).toBe(message);
      expect(await serverSays(account, call, withValue(body(), path, wire), path)).toBe(message);
      if (message === null) expect(at(personInputOf(values), path)).toEqual(typeof wire === 'string' ? wire.trim() : wire);
    });
  });
});

describe('travel claim: the form ↔ POST /travel', () => {
  const claim = { iban: 'DE89 3704 0044 0532 0130 00', bank: 'Sparkasse', greenfee: 85, distance: 42, restaurant: 31.9, misc: null, comment: '' };
  const typed = { iban: claim.iban, bank: claim.bank, greenfee: '85', distance: '42', restaurant: '31,9', misc: '', comment: '' };
  let body: typeof claim & { id: number };

  beforeAll(async () => {
    const { travels } = await get<TravelList>('tester', '/travels');
    const open = travels.find((t) => t.progress === 'OPEN');
    if (!open) throw new Error('the seed has an open claim for the tester');
    body = { id: open.id, ...claim };
  });

  test('the complete claim passes both sides', async () => {
    expect(errorsOf(travelClaimSchema(), typed)).toEqual({});
    expect(await send('tester', 'POST', '/travel', body)).toMatchObject({ status: 200 });
  });

  test.each(travelRows)('%s %j (sent %j) → %j', async (path, text, wire, expected) => {
    expect(errorsOf(travelClaimSchema(), { ...typed, [path]: text })[path] ?? null).toBe(expected);
    expect(await serverSays('tester', '/travel', { ...body, [path]: wire }, path)).toBe(expected);
  });
});

describe('tee time: the form ↔ POST /test', () => {
  const typed = { date: '10.06.2023', teeTime: '10:30', noStartingTimes: false };
  let body: { id: number; date: string | null; teeTime: string | null; noStartingTimes: boolean };

  beforeAll(async () => {
    const { tests } = await get<TestList>('tester', '/tests');
    const open = tests.find((t) => t.progress === 'ASSIGNED');
    if (!open) throw new Error('the seed has an assigned test for the tester');
    body = { id: open.id, date: '2023-06-10', teeTime: '10:30', noStartingTimes: false };
  });

  test('date and tee time pass both sides', async () => {
    expect(errorsOf(teeTimeSchema(), typed)).toEqual({});
    expect(await send('tester', 'POST', '/test', body)).toMatchObject({ status: 200 });
  });

  test.each(teeTimeRows)('%s %j (sent %j) → %j', async (path, text, wire, expected) => {
    expect(errorsOf(teeTimeSchema(), { ...typed, [path]: text })[path] ?? null).toBe(expected);
    expect(await serverSays('tester', '/test', { ...body, [path]: wire }, path)).toBe(expected);
    if (expected === null && path === 'date') expect(germanDateToIso(text)).toBe(wire);
  });

  test.each(noStartingTimesRows)('without starting times: %s %j (sent %j) → %j', async (path, text, wire, expected) => {
    expect(errorsOf(teeTimeSchema(), { ...typed, noStartingTimes: true, [path]: text })[path] ?? null).toBe(expected);
    expect(await serverSays('tester', '/test', { ...body, noStartingTimes: true, [path]: wire }, path)).toBe(expected);
  });
});
