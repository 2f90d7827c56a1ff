import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type { Account } from '../../test/contract/targets';
import { openSignedApp, type SignedApp } from '../../test/signed-app';
import type { Platform } from '../platform';

// A test's calendar file over HTTP, as production serves it (issue 34): the platform on the embedded
// PGlite with the configured questionnaire links and UID domain, tokens signed like the identity
// service's. GET /test/:id/calendar answers text/calendar as an attachment named by the club.

const LINKS = { questionnaireUrl: 'https://q.example.org/normal', premiumQuestionnaireUrl: 'https://q.example.org/premium', uidDomain: 'golf-tests.example.org' };
let signed: SignedApp;
let platform: Platform;
let app: FastifyInstance;

beforeAll(async () => {
  signed = await openSignedApp({ clock: { now: () => Date.UTC(2023, 5, 1, 8, 0, 0) }, calendarLinks: LINKS });
  ({ platform, app } = signed);
}, 60_000);
afterAll(() => signed.close());

const headers = (who: Account) => signed.headers(who);

async function assignedTestingOf(userId: string) {
  const testings = await platform.storage.transaction('read', (tx) => tx.find('testing', { userId }));
  const assigned = testings.find((t) => t.progress === 'ASSIGNED');
  if (!assigned) throw new Error(`no assigned testing of ${userId}`);
  return assigned;
}

test('the tester saves the agreed test as an .ics attachment with the configured links and UID domain', async () => {
  const testing = await assignedTestingOf('u-tester');
  const url = `/test/${testing.id}/calendar`;
  expect((await app.inject({ method: 'GET', url, headers: await headers('tester') })).statusCode).toBe(404);

  const saved = await app.inject({ method: 'POST', url: '/test', headers: await headers('tester'), payload: { id: testing.id, date: '2023-06-14', teeTime: '09:30', noStartingTimes: false } });
  expect(saved.statusCode).toBe(200);

  const answer = await app.inject({ method: 'GET', url, headers: { ...(await headers('tester')), origin: 'http://localhost:3000' } });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="?test-[a-z0-9-]+-2023-06-14\.ics"?$/);
  const vevent = new ICAL.Component(ICAL.parse(answer.body)).getFirstSubcomponent('vevent') as ICAL.Component;
  const event = new ICAL.Event(vevent);
  expect(event.uid).toBe(`testing-${testing.id}@golf-tests.example.org`);
  expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
  expect(event.startDate.toString()).toBe('2023-06-14T09:30:00');
  expect(event.description).toContain(`Fragebogen: ${testing.premiumTest ? LINKS.premiumQuestionnaireUrl : LINKS.questionnaireUrl}`);

  expect((await app.inject({ method: 'GET', url, headers: await headers('tester2') })).statusCode).toBe(403);
  expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url, headers: await headers('manager') })).statusCode).toBe(200);
});
