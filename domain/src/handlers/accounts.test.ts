import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import type { TokenIdentity } from '@dtp/contract/identity';
import type { Role } from '@dtp/contract/roles';
import { systemClock } from '../clock';
import { accountRefusals, type TesterAccount } from '@dtp/contract/accounts';
import { accountMessages } from '../rules/accounts';
import { createSeedState } from '../seed/seed';
import { emptyPlatformState } from '../seed/empty-platform';
import { createDomainServer } from '../server';
import type { DomainState } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import type { Kind, Storage } from '../store/port';

// Issue 57, items 1–3: an account is linked to a person, never equal to one. The first call of a tester's account
// links it to the one record with its verified email, or makes an applicant; a subject is never taken for an id.

function setup(state: DomainState = createSeedState({ scale: 1, clock: systemClock })) {
  const server = createDomainServer({ storage: createMemoryStorage(state), deliverBeforeEachRequest: false });
  const call = (me: TokenIdentity, request: Omit<ApiRequest, 'token'>): Promise<ApiResponse> => server.handleAs(me, { ...request, token: null });
  return { state, call };
}

/** An account as Keycloak's token names it: a UUID subject, a verified email. */
const account = (sub: string, email: string, roles: Role[] = ['dtp-tester'], more: Partial<TokenIdentity> = {}): TokenIdentity => ({
  sub,
  username: email,
  name: 'Lena Links',
  givenName: 'Lena',
  familyName: 'Links',
  email,
  emailVerified: true,
  issuer: 'https://login.example.de/realms/dtp',
  roles,
  ...more,
});
const admin: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.admin, username: 'admin', name: 'Anna Admin', email: 'anna.admin@example.de', roles: ['dtp-admin'] };
const LENA = '5b6f0c0e-8f0e-4f7a-9f55-3b1f3c2a9d01';

const peopleWith = (state: DomainState, email: string) => state.users.filter((u) => u.contact.email.toLowerCase() === email.toLowerCase());

describe('the first sign-in of a new person', () => {
  test('makes an applicant with a data sheet in „Angelegt“, whom the back office sees at once; the next call finds them again', async () => {
    const { state, call } = setup();
    const lena = account(LENA, 'lena.links@example.de');
    const sheet = await call(lena, { method: 'GET', path: '/datasheet' });
    expect(sheet).toMatchObject({ status: 200, data: { dataSheet: { firstName: 'Lena', lastName: 'Links', progress: 'INITIAL', progressLabel: 'Angelegt', year: 2023 } } });
    const [person] = peopleWith(state, 'lena.links@example.de');
    expect(person).toMatchObject({ status: 'APPLICANT', staff: false, account: { subject: LENA, issuer: 'https://login.example.de/realms/dtp', how: 'APPLICANT' } });
    expect(person!.id).not.toBe(LENA);
    expect(person!.id).toMatch(/^u-\d+$/);

    await call(lena, { method: 'GET', path: '/tests' });
    expect(peopleWith(state, 'lena.links@example.de')).toHaveLength(1);
    const testers = (await call(admin, { method: 'GET', path: '/user/list' })).data as { id: string; statusLabel: string }[];
    expect(testers.find((t) => t.id === person!.id)).toMatchObject({ statusLabel: 'Bewerber' });
    const sheets = (await call(admin, { method: 'GET', path: '/datasheets' })).data as { id: string; progressLabel: string }[];
    expect(sheets.find((s) => s.id === person!.id)).toMatchObject({ progressLabel: 'Angelegt' });
    expect((await call(admin, { method: 'POST', path: '/datasheet/progress', body: { userId: person!.id, progress: 'INVITED' } })).status).toBe(200);
  });

  test('sees nobody else’s data: not another sheet, and none of the testings nobody is assigned to', async () => {
    const { call } = setup();
    const lena = account(LENA, 'lena.links@example.de');
    expect((await call(lena, { method: 'GET', path: '/datasheet/u-tester' })).status).toBe(403);
    expect((await call(lena, { method: 'GET', path: '/tests' })).data).toMatchObject({ tests: [] });
    expect((await call(lena, { method: 'GET', path: '/travels' })).data).toMatchObject({ travels: [] });
  });

  test("a subject that looks like a record's id is not that record", async () => {
    const { state, call } = setup();
    const answer = await call(account('u-tester', 'jemand@example.de'), { method: 'GET', path: '/datasheet' });
    expect(answer).toMatchObject({ status: 200, data: { dataSheet: { firstName: 'Lena', lastName: 'Links' } } });
    expect((answer.data as { dataSheet: { userId: string } }).dataSheet.userId).not.toBe('u-tester');
    expect(state.users.find((u) => u.id === 'u-tester')!.account?.subject).toBe(DEMO_ACCOUNT_SUBJECTS.tester);
  });

  test('a token without a verified email links nothing and says what to do (403)', async () => {
    const { state, call } = setup();
    const before = JSON.stringify(state.users);
    const answer = await call(account(LENA, 'lena.links@example.de', ['dtp-tester'], { emailVerified: false }), { method: 'GET', path: '/datasheet' });
    expect(answer).toMatchObject({ status: 403, data: { message: accountMessages.emailNotVerified } });
    expect(JSON.stringify(state.users)).toBe(before);
  });

  test('a staff account is linked to its staff record by its verified email (its own data sheet), never made one', async () => {
    const { state, call } = setup();
    const anna = state.users.find((u) => u.id === 'u-admin')!;
    delete anna.account;
    const sheet = await call(account(LENA, 'anna.admin@example.de', ['dtp-admin']), { method: 'GET', path: '/datasheet' });
    expect(sheet).toMatchObject({ status: 200, data: { dataSheet: { userId: 'u-admin' } } });
    expect(state.users.find((u) => u.id === 'u-admin')!.account).toMatchObject({ subject: LENA, how: 'EMAIL' });
  });

  test('staff accounts and accounts without a role of the platform make no record', async () => {
    const { state, call } = setup();
    const count = state.users.length;
    await call(account(LENA, 'lena.links@example.de', ['dtp-manager']), { method: 'GET', path: '/overview/list' });
    await call(account(LENA, 'lena.links@example.de', []), { method: 'GET', path: '/datasheet' });
    await call(account(LENA, 'lena.links@example.de', []), { method: 'GET', path: '/settings' });
    expect(state.users).toHaveLength(count);
  });

  test('on a platform without a season the applicant has no sheet yet (the thank-you notice) and gets one with the first season', async () => {
    const { state, call } = setup(emptyPlatformState(new Date('2026-12-02T10:00:00Z')));
    const lena = account(LENA, 'lena.links@example.de');
    expect((await call(lena, { method: 'GET', path: '/datasheet' })).status).toBe(404);
    expect(state.users).toHaveLength(1);
    const firstAdmin = { ...admin, sub: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0' };
    const body = { year: '2027', waves: [{ start: '2027-05-04', end: '2027-05-21' }], clubIds: [] };
    expect((await call(firstAdmin, { method: 'POST', path: '/season', body })).status).toBe(200);
    expect(await call(lena, { method: 'GET', path: '/datasheet' })).toMatchObject({ status: 200, data: { dataSheet: { year: 2027, progress: 'INITIAL' } } });
  });
});

describe('a linked account’s call', () => {
  /** The memory storage, counting its transactions and the lookups of people in them. */
  function countingStorage(state: DomainState) {
    const storage = createMemoryStorage(state);
    const counts = { transactions: 0, userLookups: 0 };
    const counted: Storage = {
      transaction: (mode, work) => {
        counts.transactions++;
        return storage.transaction(mode, (tx) =>
          work(
            new Proxy(tx, {
              get(target, key) {
                const value = Reflect.get(target, key) as unknown;
                if (key === 'find') return (kind: Kind, where?: unknown) => (kind === 'user' && counts.userLookups++, target.find(kind, where as never));
                return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
              },
            }),
          ),
        );
      },
    };
    return { counts, storage: counted };
  }

  test('runs in one transaction and looks its person up once (the API server’s load: issue 63’s trace)', async () => {
    const state = createSeedState({ scale: 1, clock: systemClock });
    const { counts, storage } = countingStorage(state);
    const server = createDomainServer({ storage, deliverBeforeEachRequest: false });
    const lena = account(LENA, 'lena.links@example.de');
    expect((await server.handleAs(lena, { method: 'GET', path: '/datasheet', token: null })).status).toBe(200);
    counts.transactions = 0;
    counts.userLookups = 0;
    expect((await server.handleAs(lena, { method: 'GET', path: '/datasheet', token: null })).status).toBe(200);
    expect(counts).toEqual({ transactions: 1, userLookups: 1 });
  });
});

describe('a person the back office knows already', () => {
  const newTester = (email: string) => ({
    id: null,
    salutation: 'MRS',
    title: 'NULL',
    firstName: 'Lena',
    lastName: 'Links',
    birthYear: 1980,
    testerSince: null,
    profession: '',
    comment: '',
    address: { street: 'Jungfernstieg', streetNo: '1', zip: '20354', city: 'Hamburg', state: 'Hamburg', country: 'Deutschland', lat: null, lon: null },
    contact: { phone: '', mobile: '', email },
    golfData: { handicap: 12.3, playsGolfSince: null, numRoundsOwnClub: null, numRoundsOtherClubs: null, numTournaments: null },
    memberships: [],
    status: 'NEW_TESTER',
    instructions: [],
  });

  test('is linked by the verified email that matches exactly one record (any case), not made twice', async () => {
    const { state, call } = setup();
    const made = await call(admin, { method: 'POST', path: '/user', body: newTester('Lena.Links@example.de') });
    expect(made.status).toBe(200);
    const id = (made.data as { id: string }).id;
    const sheet = await call(account(LENA, 'lena.links@EXAMPLE.de'), { method: 'GET', path: '/datasheet' });
    expect(sheet).toMatchObject({ status: 200, data: { dataSheet: { userId: id, address: { city: 'Hamburg' } } } });
    expect(peopleWith(state, 'lena.links@example.de')).toHaveLength(1);
    expect(state.users.find((u) => u.id === id)).toMatchObject({ status: 'NEW_TESTER', account: { subject: LENA, how: 'EMAIL' } });
  });

  test('a second account with the same email does not take the linked record: it becomes an applicant of its own', async () => {
    const { state, call } = setup();
    await call(admin, { method: 'POST', path: '/user', body: newTester('lena.links@example.de') });
    await call(account(LENA, 'lena.links@example.de'), { method: 'GET', path: '/datasheet' });
    const other = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
    await call(account(other, 'lena.links@example.de'), { method: 'GET', path: '/datasheet' });
    const people = peopleWith(state, 'lena.links@example.de');
    expect(people.map((p) => p.account?.subject).sort()).toEqual([LENA, other].sort());
    expect(people.find((p) => p.account?.subject === other)).toMatchObject({ status: 'APPLICANT' });
  });

  test('an email that matches several records links none of them (nobody is guessed): a new applicant', async () => {
    const { state, call } = setup();
    state.users.find((u) => u.id === 'u-tester2')!.contact.email = 'max.mustermann@example.de';
    const unlinked = state.users.filter((u) => u.contact.email === 'max.mustermann@example.de');
    for (const u of unlinked) delete u.account;
    await call(account(LENA, 'max.mustermann@example.de'), { method: 'GET', path: '/datasheet' });
    expect(peopleWith(state, 'max.mustermann@example.de')).toHaveLength(3);
    expect(unlinked.every((u) => u.account === undefined)).toBe(true);
  });
});

describe("'möglicherweise doppelt', merging, unlinking and linking again", () => {
  const OTHER = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
  const max = { first: 'Max', last: 'Mustermann' };
  /** Max's record, signed in for the first time with another address: an applicant with the same name. */
  async function maxAgain(call: ReturnType<typeof setup>['call'], state: DomainState) {
    const me = account(OTHER, 'max.privat@example.de', ['dtp-tester'], { name: 'Max Mustermann', givenName: max.first, familyName: max.last });
    await call(me, { method: 'GET', path: '/datasheet' });
    const applicant = state.users.find((u) => u.account?.subject === OTHER)!;
    return { me, applicant };
  }
  const accountOf = async (call: ReturnType<typeof setup>['call'], id: string) => (await call(admin, { method: 'GET', path: `/user/account/${id}` })).data as TesterAccount;
  const historyOf = async (call: ReturnType<typeof setup>['call'], id: string) =>
    ((await call(admin, { method: 'GET', path: `/history/user/${id}` })).data as { subjectLabel: string; toLabel: string }[]).filter((h) => h.subjectLabel === 'Zugang').map((h) => h.toLabel);

  test('an applicant with the same name as a record is marked on both; a merge keeps tests, claims and feedback and moves the account', async () => {
    const { state, call } = setup();
    const maxRecord = state.users.find((u) => u.id === 'u-tester')!;
    delete maxRecord.account; // the back office made Max's record; his account is not linked yet
    const testsBefore = state.testings.filter((t) => t.userId === 'u-tester').map((t) => t.id).sort();
    const { me, applicant } = await maxAgain(call, state);
    expect(applicant).toMatchObject({ status: 'APPLICANT', possibleDuplicates: ['u-tester'] });
    expect((await accountOf(call, applicant.id)).possibleDuplicates).toEqual([expect.objectContaining({ id: 'u-tester', lastName: 'Mustermann', linked: false })]);
    expect((await accountOf(call, 'u-tester')).possibleDuplicates).toEqual([expect.objectContaining({ id: applicant.id, linked: true })]);
    // The applicant typed their mobile number into the sheet before the office noticed.
    applicant.contact.mobile = '0170 1234567';
    maxRecord.contact.mobile = '';

    const merged = await call(admin, { method: 'POST', path: '/user/merge', body: { id: 'u-tester', mergedId: applicant.id } });
    expect(merged).toMatchObject({ status: 200, data: { linked: { subject: OTHER, how: 'MERGED', howLabel: 'Beim Zusammenführen übernommen' }, possibleDuplicates: [] } });
    expect(state.users.find((u) => u.id === applicant.id)).toBeUndefined();
    expect(state.sheets.filter((s) => s.userId === applicant.id)).toEqual([]);
    expect(state.testings.filter((t) => t.userId === 'u-tester').map((t) => t.id).sort()).toEqual(testsBefore);
    expect(state.users.find((u) => u.id === 'u-tester')!.contact.mobile).toBe('0170 1234567');
    // Max now signs in to his own record, with his tests.
    const sheet = await call(me, { method: 'GET', path: '/datasheet' });
    expect(sheet).toMatchObject({ status: 200, data: { dataSheet: { userId: 'u-tester' } } });
    expect(((await call(me, { method: 'GET', path: '/tests' })).data as { tests: unknown[] }).tests.length).toBeGreaterThan(0);
    const history = await historyOf(call, 'u-tester');
    expect(history[0]).toBe('Zusammengeführt: Max Mustermann (max.privat@example.de) wurde übernommen');
    expect(history).toContain('Zugang verknüpft: erste Anmeldung, als Bewerber angelegt');
  });

  test('a merge refuses one tester with themself, two linked accounts, and two tests in one wave, and changes nothing', async () => {
    const { state, call } = setup();
    const { applicant } = await maxAgain(call, state);
    const before = JSON.stringify(state);
    const refused = async (body: object) => (await call(admin, { method: 'POST', path: '/user/merge', body })).data;
    expect(await refused({ id: 'u-tester', mergedId: 'u-tester' })).toMatchObject({ message: accountRefusals.mergeSelf });
    expect(await refused({ id: 'u-tester', mergedId: applicant.id })).toMatchObject({ message: accountRefusals.mergeBothLinked });
    expect(await refused({ id: 'u-tester', mergedId: 'u-tester2' })).toMatchObject({ message: accountRefusals.mergeBothLinked });
    delete state.users.find((u) => u.id === 'u-tester2')!.account;
    expect(await refused({ id: 'u-tester', mergedId: 'u-tester2' })).toMatchObject({ message: expect.stringMatching(/^Beide Tester haben einen Test in Welle \d+ 2023\./) });
    state.users.find((u) => u.id === 'u-tester2')!.account = JSON.parse(before).users.find((u: { id: string }) => u.id === 'u-tester2').account;
    expect(JSON.parse(JSON.stringify(state))).toEqual(JSON.parse(before));
  });

  test('unlinked by an admin, the account is not linked again by its email; relinking waits until no other record holds it', async () => {
    const { call } = setup();
    const unlinked = await call(admin, { method: 'POST', path: '/user/account/unlink', body: { id: 'u-tester' } });
    expect(unlinked).toMatchObject({ status: 200, data: { linked: null, former: { subject: DEMO_ACCOUNT_SUBJECTS.tester } } });
    const maxAccount = account(DEMO_ACCOUNT_SUBJECTS.tester, 'max.mustermann@example.de', ['dtp-tester'], { givenName: 'Max', familyName: 'Mustermann' });
    // Max signs in: his email matches only the record he was unlinked from, so he is a new applicant, marked as possibly Max.
    const sheet = await call(maxAccount, { method: 'GET', path: '/datasheet' });
    const applicantId = (sheet.data as { dataSheet: { userId: string } }).dataSheet.userId;
    expect(applicantId).not.toBe('u-tester');
    expect((await accountOf(call, 'u-tester')).possibleDuplicates.map((d) => d.id)).toEqual([applicantId]);
    expect(await call(admin, { method: 'POST', path: '/user/account/relink', body: { id: 'u-tester' } })).toMatchObject({
      status: 400,
      data: { message: accountRefusals.relinkedElsewhere('Max Mustermann') },
    });
    // The admin takes the applicant back out and links Max's record again.
    expect((await call(admin, { method: 'POST', path: '/user/account/unlink', body: { id: applicantId } })).status).toBe(200);
    expect((await call(admin, { method: 'POST', path: '/user/merge', body: { id: 'u-tester', mergedId: applicantId } })).status).toBe(200);
    expect(await call(admin, { method: 'POST', path: '/user/account/relink', body: { id: 'u-tester' } })).toMatchObject({
      status: 200,
      data: { linked: { subject: DEMO_ACCOUNT_SUBJECTS.tester, how: 'RELINKED' }, former: null },
    });
    expect((await call(maxAccount, { method: 'GET', path: '/datasheet' })).data).toMatchObject({ dataSheet: { userId: 'u-tester' } });
    expect((await historyOf(call, 'u-tester')).slice(0, 3)).toEqual([
      'Zugang wieder verknüpft',
      expect.stringMatching(/^Zusammengeführt: Max Mustermann/),
      'Verknüpfung mit dem Zugang gelöst',
    ]);
    expect(await call(admin, { method: 'POST', path: '/user/account/relink', body: { id: 'u-tester' } })).toMatchObject({ status: 400, data: { message: accountRefusals.alreadyLinked } });
  });

  test("'Kein Duplikat' takes the hint from both records and says so in both Verläufe; managers may, testers not", async () => {
    const { state, call } = setup();
    const { applicant } = await maxAgain(call, state);
    const manager: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.manager, username: 'manager', name: 'Martin Manager', email: 'martin.manager@example.de', roles: ['dtp-manager'] };
    const tester: TokenIdentity = { sub: DEMO_ACCOUNT_SUBJECTS.tester2, username: 'tester2', name: 'Erika Musterfrau', email: 'erika.musterfrau@example.de', roles: ['dtp-tester'] };
    const body = { id: applicant.id, otherId: 'u-tester' };
    expect((await call(tester, { method: 'POST', path: '/user/duplicate/dismiss', body })).status).toBe(403);
    expect((await call(manager, { method: 'POST', path: '/user/merge', body: { id: 'u-tester', mergedId: applicant.id } })).status).toBe(403);
    expect(await call(manager, { method: 'POST', path: '/user/duplicate/dismiss', body })).toMatchObject({ status: 200, data: { possibleDuplicates: [] } });
    expect((await accountOf(call, 'u-tester')).possibleDuplicates).toEqual([]);
    expect(state.users.find((u) => u.id === applicant.id)!.possibleDuplicates).toBeUndefined();
    expect(await historyOf(call, 'u-tester')).toContain('Hinweis „möglicherweise doppelt“ zu Max Mustermann verworfen');
    expect(await call(manager, { method: 'POST', path: '/user/duplicate/dismiss', body })).toMatchObject({ status: 400, data: { message: accountRefusals.notDuplicates } });
  });

  test('an email two records share makes an applicant marked as possibly either', async () => {
    const { state, call } = setup();
    state.users.find((u) => u.id === 'u-tester2')!.contact.email = 'familie@example.de';
    state.users.find((u) => u.id === 'u-tester')!.contact.email = 'familie@example.de';
    await call(account(LENA, 'familie@example.de'), { method: 'GET', path: '/datasheet' });
    const applicant = state.users.find((u) => u.account?.subject === LENA)!;
    expect([...(applicant.possibleDuplicates ?? [])].sort()).toEqual(['u-tester', 'u-tester2']);
  });
});
