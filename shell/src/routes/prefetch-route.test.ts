import {
  abortCalls,
  CallAborted,
  datasheetApi,
  datasheetCalls,
  ErrorTexts,
  prefetch,
  PREFETCH_FRESH_MS,
  readOf,
  setTokenRenewer,
  setTransport,
  testsApi,
  testsCalls,
  useAppStore,
  useAuthStore,
  useConfigStore,
  type ApiRequest,
  type ApiResponse,
  type Role,
} from '@dtp/api-client';
import { overviewApi, overviewCalls } from '@dtp/api-client/back-office';
import { testConfig } from '@dtp/api-client/test-support';
import { prefetchRoute } from './prefetch-route';

const ok = (data: unknown): ApiResponse => ({ status: 200, data, statusText: 'OK' });

let sent: ApiRequest[] = [];
let respond: (request: ApiRequest) => Promise<ApiResponse> = async () => ok([]);

function signIn(roles: Role[], userId = 'u-1', token = 'tok-1') {
  useAuthStore.getState().signIn({ userId, username: userId, fullName: 'U', email: 'u@example.de', roles, token });
}

/** Lets the transport (resolved asynchronously) receive what was started. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const paths = () => sent.map((request) => request.path);

beforeEach(() => {
  sent = [];
  respond = async () => ok([]);
  // The demo source: answers are not checked against the schemas, the transport is the test's.
  useConfigStore.getState().setConfig(testConfig('demo'));
  setTransport((request) => {
    sent.push(request);
    return respond(request);
  });
  useAppStore.getState().reset();
  signIn(['dtp-tester']);
});
afterEach(() => {
  jest.restoreAllMocks();
  setTokenRenewer(null);
  setTransport(null);
  useAuthStore.getState().signOut();
});

describe('prefetchRoute: the route table names the first calls', () => {
  it("starts the tester's data sheet and its availability, each once however often the route is resolved", async () => {
    prefetchRoute('datasheet');
    prefetchRoute('datasheet');
    await tick();
    expect(paths()).toEqual(['/datasheet', '/datasheet/playables']);
    expect(sent.every((request) => request.method === 'GET' && request.token === 'tok-1')).toBe(true);
  });

  it("a test's page and a claim's page start their record (and the claim's receipts) from the route's id", async () => {
    prefetchRoute('show-test', { testId: '12' });
    prefetchRoute('show-travel', { travelId: '7' });
    await tick();
    expect(paths()).toEqual(['/test/12', '/travel/7', '/travel/attachments/7']);
  });

  it('an id that is no number starts nothing (the screen says the record is not there)', async () => {
    prefetchRoute('show-test', { testId: 'abc' });
    prefetchRoute('show-travel', { travelId: '7x' });
    await tick();
    expect(paths()).toEqual([]);
  });

  it("a manager's view of another sheet carries the route's userId", async () => {
    signIn(['dtp-manager']);
    prefetchRoute('show-datasheet', { userId: 'u 7' });
    await tick();
    expect(paths()).toEqual(['/datasheet/u%207', '/datasheet/playables/u%207']);
  });

  it.each([
    ['tests', ['dtp-tester'], ['/tests']],
    ['travels', ['dtp-tester'], ['/travels']],
    ['Dashboard', ['dtp-manager'], ['/overview/list', '/weeks/list']],
    ['waves', ['dtp-admin'], ['/wave/list']],
    ['datasheets', ['dtp-manager'], ['/datasheets']],
    ['clubs', ['dtp-manager'], []],
  ] as const)('%s starts what its screen asks for first', async (route, roles, expected) => {
    signIn([...roles]);
    prefetchRoute(route);
    await tick();
    expect(paths()).toEqual(expected);
  });

  it.each([
    ['a tester', 'Dashboard', ['dtp-tester']],
    ['a tester', 'show-datasheet', ['dtp-tester']],
    ['a manager', 'tests', ['dtp-manager']],
    ['an account without a role of the platform', 'datasheet', []],
  ] as const)('starts nothing for %s on %s', async (_who, route, roles) => {
    signIn([...roles]);
    prefetchRoute(route, { userId: 'u-2' });
    await tick();
    expect(sent).toEqual([]);
  });

  it('starts nothing before the token is there, nor when signed out', async () => {
    signIn(['dtp-tester'], 'u-1', '');
    prefetchRoute('datasheet');
    useAuthStore.getState().signOut();
    prefetchRoute('datasheet');
    await tick();
    expect(sent).toEqual([]);
  });
});

describe('the screen takes the answer started ahead', () => {
  it('once: the first call takes it, a later one (a reload) asks again', async () => {
    respond = async () => ok([{ id: 1 }]);
    prefetch([readOf(testsCalls.list)]);
    await expect(testsApi.list()).resolves.toEqual([{ id: 1 }]);
    expect(paths()).toEqual(['/tests']);
    await testsApi.list();
    expect(paths()).toEqual(['/tests', '/tests']);
  });

  it('while it is still on its way', async () => {
    let answer: (response: ApiResponse) => void = () => undefined;
    respond = () => new Promise((resolve) => (answer = resolve));
    prefetch([readOf(overviewCalls.list)]);
    const list = overviewApi.list();
    await tick();
    answer(ok([{ testingId: 3 }]));
    await expect(list).resolves.toEqual([{ testingId: 3 }]);
    expect(paths()).toEqual(['/overview/list']);
  });

  it(`not when it is older than ${PREFETCH_FRESH_MS} ms: then the call asks the server again`, async () => {
    prefetch([readOf(testsCalls.list)]);
    await tick();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + PREFETCH_FRESH_MS + 1);
    await testsApi.list();
    expect(paths()).toEqual(['/tests', '/tests']);
  });

  it("not another user's: an answer started for one account is never handed to the next", async () => {
    prefetch([readOf(testsCalls.list)]);
    signIn(['dtp-tester'], 'u-2', 'tok-2');
    await testsApi.list();
    expect(sent.map((request) => request.token)).toEqual(['tok-1', 'tok-2']);
  });

  it('a failure raises the badge only when the screen asks, once, in German', async () => {
    respond = async () => ({ status: 500, data: null, statusText: 'Internal Server Error' });
    prefetch([readOf(datasheetCalls.own)]);
    await tick();
    expect(useAppStore.getState().apiError).toBeNull();
    await expect(datasheetApi.load()).rejects.toMatchObject({ status: 500 });
    expect(useAppStore.getState().apiError).toBe(ErrorTexts.server);
    expect(paths()).toEqual(['/datasheet']);
  });

  it("an expected 404 (a new tester's missing sheet) stays silent", async () => {
    respond = async () => ({ status: 404, data: { message: 'Kein Datenblatt' }, statusText: 'Not Found' });
    prefetch([readOf(datasheetCalls.own), readOf(datasheetCalls.ownPlayables)]);
    await expect(datasheetApi.load(undefined, { missingIsState: true })).rejects.toMatchObject({ status: 404 });
    await expect(datasheetApi.playables(undefined, { missingIsState: true })).rejects.toMatchObject({ status: 404 });
    expect(useAppStore.getState().apiError).toBeNull();
    expect(paths()).toEqual(['/datasheet', '/datasheet/playables']);
  });

  it('a 401 on the answer started ahead renews the token and sends again, as for any call', async () => {
    respond = async (request) => (request.token === 'tok-new' ? ok([{ id: 2 }]) : { status: 401, data: null, statusText: 'Unauthorized' });
    setTokenRenewer(async () => 'tok-new');
    prefetch([readOf(testsCalls.list)]);
    await expect(testsApi.list()).resolves.toEqual([{ id: 2 }]);
    expect(sent.map((request) => request.token)).toEqual(['tok-1', 'tok-new']);
  });

  it("'Abbrechen' aborts the request started ahead that the screen is waiting for", async () => {
    respond = (request) =>
      new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new CallAborted())));
    prefetch([readOf(testsCalls.list)]);
    const list = testsApi.list();
    await tick();
    abortCalls();
    await expect(list).rejects.toMatchObject({ error: ErrorTexts.aborted });
    expect(sent[0]?.signal?.aborted).toBe(true);
  });
});
