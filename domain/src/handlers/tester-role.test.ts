import { strToU8 } from 'fflate';
import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
import { allCallRows } from '@dtp/contract/calls/all-rows';
import type { TokenIdentity } from '@dtp/contract/identity';
import { NO_PLATFORM_ROLE_MESSAGE, type Role } from '@dtp/contract/roles';
import { systemClock } from '../clock';
import { createSeedState } from '../seed/seed';
import { createDomainServer } from '../server';
import type { DomainState } from '../state';
import { createMemoryStorage } from '../store/memory-storage';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';

// A tester's calls need the role dtp-tester (issue 46, item 8). An account the identity service gave only its default
// roles (a new registration, or a tester whose role was taken away) is no tester, even for the data of its own id.

/** Max Mustermann's id with the roles given: [] is what the domain reads from a token with only default roles. */
const max = (roles: Role[]): TokenIdentity => ({ sub: DEMO_ACCOUNT_SUBJECTS.tester, username: 'tester', name: 'Max Mustermann', email: 'max.mustermann@example.de', roles });

function setup() {
  const state: DomainState = createSeedState({ scale: 1, clock: systemClock });
  const server = createDomainServer({ storage: createMemoryStorage(state), deliverBeforeEachRequest: false });
  const call = (me: TokenIdentity, request: Omit<ApiRequest, 'token'>): Promise<ApiResponse> => server.handleAs(me, { ...request, token: null });
  return { state, call };
}

const testerRows = allCallRows.filter((row) => row.access === 'tester');

/** A row's path with every parameter filled: the role is checked before the parameters or the body are read. */
const pathOf = (path: string) => path.replace(/:(\w+)/g, (_all, name: string) => (/id$/i.test(name) && name !== 'userId' ? '1' : name === 'year' ? '2023' : 'u-tester'));

describe("a tester's calls", () => {
  it('are the rows of the data sheet, tests, claims, feedback and questionnaire', () => {
    const groups = new Set(testerRows.map((row) => row.id.split('.')[0]));
    expect([...groups].sort()).toEqual(['datasheet', 'feedback', 'questionnaire', 'questionnairePrint', 'tests', 'travel']);
    for (const row of testerRows) expect({ id: row.id, statuses: row.statuses }).toEqual({ id: row.id, statuses: expect.arrayContaining([403]) });
  });

  it.each(testerRows.map((row) => [`${row.method} ${row.path}`, row] as const))(
    'answer 403 with the German reason to an account without a role: %s',
    async (_name, row) => {
      const { state, call } = setup();
      const before = JSON.stringify(state);
      const form = new FormData();
      form.append('file', new Blob([strToU8('%PDF-1.4')]), 'beleg.pdf');
      const answer = await call(max([]), { method: row.method, path: pathOf(row.path), body: row.input ? {} : undefined, form: row.multipart ? form : undefined });
      expect(answer).toMatchObject({ status: 403, data: { message: NO_PLATFORM_ROLE_MESSAGE } });
      expect(JSON.stringify(state)).toBe(before);
    },
  );

  it('refuse the own data sheet to an account without a role (403, not „noch kein Datenblatt“), and saving it', async () => {
    const { state, call } = setup();
    const sheet = await call(max(['dtp-tester']), { method: 'GET', path: '/datasheet' });
    expect(sheet.status).toBe(200);
    const { dataSheet } = sheet.data as { dataSheet: Record<string, unknown> };
    expect(await call(max([]), { method: 'GET', path: '/datasheet' })).toMatchObject({ status: 403, data: { message: NO_PLATFORM_ROLE_MESSAGE } });
    const newcomer: TokenIdentity = { sub: 'u-newcomer', username: 'neu', name: 'Neu Ling', email: 'neu@example.de', roles: [] };
    expect(await call(newcomer, { method: 'GET', path: '/datasheet' })).toMatchObject({ status: 403 });
    const before = JSON.stringify(state.users.find((u) => u.id === 'u-tester'));
    const save = await call(max([]), { method: 'POST', path: '/datasheet', body: { ...dataSheet, firstName: 'Maximilian', playables: [] } });
    expect(save.status).toBe(403);
    expect(JSON.stringify(state.users.find((u) => u.id === 'u-tester'))).toBe(before);
  });

  it('leave an account without a role what its registration notice and its own data need', async () => {
    const { call } = setup();
    expect(await call(max([]), { method: 'GET', path: '/settings' })).toMatchObject({ status: 200 });
    expect(await call(max([]), { method: 'GET', path: '/club/list' })).toMatchObject({ status: 200 });
    // The right of access does not depend on a role: the person's own data stays theirs to download.
    expect(await call(max([]), { method: 'GET', path: '/user/personal-data/u-tester' })).toMatchObject({ status: 200 });
    expect(await call(max([]), { method: 'GET', path: '/user/personal-data/u-tester2' })).toMatchObject({ status: 403 });
  });

  it('stay open to testers, managers and admins', async () => {
    const { call } = setup();
    for (const roles of [['dtp-tester'], ['dtp-manager'], ['dtp-admin']] as Role[][]) {
      expect(await call(max(roles), { method: 'GET', path: '/datasheet' })).toMatchObject({ status: 200 });
      expect(await call(max(roles), { method: 'GET', path: '/travels' })).toMatchObject({ status: 200 });
      expect(await call(max(roles), { method: 'GET', path: '/tests' })).toMatchObject({ status: 200 });
    }
  });
});
