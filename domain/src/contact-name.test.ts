import * as v from 'valibot';
import { defineCalls } from '@dtp/contract/call-table';
import type { TokenIdentity } from '@dtp/contract/identity';
import type { Feedback } from '@dtp/contract/feedback';
import { createSeedState } from './seed/seed';
import { createDomainServer, DEFAULT_CONTACT_NAME, type DomainRoute } from './server';
import { createMemoryStorage } from './store/memory-storage';
import { systemClock } from './clock';

// The back office's configured name reaches every handler (ctx.contactName): the one setting mails
// use instead of a fixed 'CMC' (the API server's CONTACT_NAME, the demo's contact.name).
const me: TokenIdentity = { sub: 'u-manager', username: 'manager', name: 'Martin Manager', email: '', roles: ['dtp-manager'] };
const row = defineCalls('sample', {
  contactName: { method: 'GET', path: '/contact-name', name: 'Name', access: 'signedIn', output: v.object({ name: v.string() }), statuses: [] },
}).contactName;
const echo: DomainRoute = { method: 'GET', path: '/contact-name', row, handler: (ctx) => ({ name: ctx.contactName }) };
const storage = () => createMemoryStorage(createSeedState({ scale: 1, clock: systemClock }));

test('a handler sees the configured back office name', async () => {
  const server = createDomainServer({ storage: storage(), contactName: 'Golf-Team Süd' });
  expect(await server.handleRoute(me, echo, { params: {} })).toMatchObject({ status: 200, data: { name: 'Golf-Team Süd' } });
});

test("without a configured name it is the spec's 'CMC'", async () => {
  expect(DEFAULT_CONTACT_NAME).toBe('CMC');
  const server = createDomainServer({ storage: storage() });
  expect(await server.handleRoute(me, echo, { params: {} })).toMatchObject({ data: { name: 'CMC' } });
});

test("the admin's raw feedback titles name the configured back office", async () => {
  const server = createDomainServer({ storage: storage(), contactName: 'Golf-Team Süd' });
  const admin: TokenIdentity = { ...me, sub: 'u-admin', username: 'admin', roles: ['dtp-admin'] };
  const answer = await server.handleAs(admin, { method: 'GET', path: '/tester-feedback', token: null });
  const titles = (answer.data as Feedback).debugFeedbacksJson.map((e) => e.title);
  expect(titles.some((title) => title.endsWith(': Feedback Golf-Team Süd'))).toBe(true);
  expect(titles.some((title) => title.includes('CMC'))).toBe(false);
});
