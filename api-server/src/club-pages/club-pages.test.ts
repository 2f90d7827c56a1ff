import { createDomainServer, createMemoryStorage, createSeedState, systemClock } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { buildApp } from '../http/app';
import { PAGE_STYLE_HASH } from './page-style';

// The club's feedback page without an account (issue 44): HTML that works without script, a GET that only shows,
// a POST that saves with German messages beside the fields, a German page for every bad link, 429 for guessing,
// and the token kept out of logs, other sites and search engines.

const state = createSeedState({ scale: 1, clock: systemClock });
const storage = createMemoryStorage(state);
const domain = createDomainServer({ storage });
const logLines: string[] = [];
let app: FastifyInstance;

const testing = state.testings.find((t) => t.progress === 'DONE' && t.userId === 'u-tester' && t.date !== null)!;
/** The testing's club feedback as stored now (a write replaces the row in the state). */
const stored = () => state.testings.find((t) => t.id === testing.id)!.feedbackClub;
const tester = state.users.find((u) => u.id === 'u-tester')!;
const club = state.clubs.find((c) => c.id === testing.clubId)!;

/** A valid link of the testing, as the mail worker would have made it (only the hash stored). */
function link(purpose: 'feedback' | 'report' = 'feedback', testingId = testing.id): string {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  state.clubLinks.push({
    id: 900_000 + state.clubLinks.length,
    purpose,
    testingId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 30 * 86_400_000).toISOString(),
    revokedAt: null,
  });
  return `/club/${purpose}/${token}`;
}

beforeAll(async () => {
  app = await buildApp({
    verify: async () => {
      throw new Error('no API call in these tests');
    },
    domain,
    database: { description: 'memory', ping: async () => {} },
    bodyLimit: 1024,
    trustProxy: false,
    allowedOrigins: [],
    logger: true,
    logStream: { write: (line) => void logLines.push(line) },
    clubPages: { pages: domain.clubPages, platformName: 'Digitale Test-Plattform', contactName: 'CMC Test', badTokensPer15Minutes: 5 },
  });
});
afterAll(() => app.close());

const post = (url: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

const germanDate = (iso: string) => iso.split('-').reverse().join('.');

beforeEach(() => {
  state.testings.find((t) => t.id === testing.id)!.feedbackClub = null;
});

describe("the club's feedback page", () => {
  it("shows the club, the date and the tester's name, four criteria 0–5 and the remarks; nothing else of the tester", async () => {
    const url = link();
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toMatch(/^<!doctype html><html lang="de">/);
    expect(html).toContain('<h1>Feedback zu Ihrem Tester</h1>');
    for (const text of [club.name.replace(/&/g, '&amp;'), germanDate(testing.date!), `${tester.firstName} ${tester.lastName}`, 'Pünktlichkeit', 'Auftreten', 'Diskretion', 'Einhaltung der Platzregeln', 'Anmerkungen']) {
      expect(html).toContain(text);
    }
    expect(html.match(/type="radio"/g)).toHaveLength(24);
    for (const personal of [tester.contact.email, tester.contact.phone, tester.contact.mobile, tester.address.street].filter(Boolean)) expect(html).not.toContain(personal);
    // A form without script, posted back to the same address.
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<form [^>]*method="post"/);
  });

  it('keeps the token to itself: no referrer, not indexed, not cached, a CSP that allows only its own style', async () => {
    const page = await app.inject({ method: 'GET', url: link() });
    expect(page.headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src ${PAGE_STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    });
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('a GET only shows: a mail scanner following the link (with anything in its query) saves nothing', async () => {
    const url = link();
    expect((await app.inject({ method: 'GET', url: `${url}?rating-0=5&rating-1=5&rating-2=5&rating-3=5` })).statusCode).toBe(200);
    expect(stored()).toBeNull();
  });

  it('refuses missing ratings with German messages beside the fields, keeping what was typed; then saves', async () => {
    const url = link();
    const refused = await post(url, { 'rating-0': '5', 'rating-1': '4', remarks: 'Sehr höflich & diskret.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Bitte prüfen Sie die markierten Angaben.');
    expect(refused.body).toContain('Bitte bewerten Sie „Diskretion“ mit 0 bis 5.');
    expect(refused.body).toContain('Bitte bewerten Sie „Einhaltung der Platzregeln“ mit 0 bis 5.');
    expect(refused.body).toContain('Sehr höflich &amp; diskret.</textarea>');
    const checked = [...refused.body.matchAll(/<input [^>]*checked=""[^>]*>/g)].map(([input]) => `${/name="([^"]+)"/.exec(input)?.[1]}=${/value="(\d)"/.exec(input)?.[1]}`);
    expect(checked).toEqual(['rating-0=5', 'rating-1=4']);
    expect(stored()).toBeNull();

    const saved = await post(url, { 'rating-0': '5', 'rating-1': '4', 'rating-2': '5', 'rating-3': '3', remarks: 'Sehr höflich & diskret.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain('Vielen Dank! Ihr Feedback ist gespeichert.');
    expect(JSON.parse(stored()!).formParams).toEqual(
      expect.arrayContaining([
        { id: 'q1', name: '1. Pünktlichkeit', value: '5', type: 'rating' },
        { id: 'q5', name: '5. Anmerkungen', value: 'Sehr höflich & diskret.', type: 'textarea' },
        { id: 'submittedBy', name: 'Ausgefüllt von', value: 'Club', type: 'text' },
      ]),
    );
    // Opened again: what it gave, to change.
    const again = await app.inject({ method: 'GET', url });
    expect(again.body).toContain('Sie haben Ihr Feedback schon abgegeben.');
    expect(again.body).toContain('Änderungen speichern');
  });

  it('answers an unknown, changed or revoked link with a German page naming the back office, never an error', async () => {
    const url = link();
    const changed = `${url.slice(0, -2)}${url.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [changed, '/club/feedback/abc', '/club/feedback/%3Cscript%3E']) {
      const page = await app.inject({ method: 'GET', url: bad });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Dieser Link ist nicht mehr gültig.');
      expect(page.body).toContain('Bitte wenden Sie sich an CMC Test');
      expect(page.body).not.toContain('<script');
    }
    state.clubLinks.at(-1)!.revokedAt = new Date().toISOString();
    expect((await post(url, { 'rating-0': '5', 'rating-1': '5', 'rating-2': '5', 'rating-3': '5' })).statusCode).toBe(404);
    expect(stored()).toBeNull();
    // A scripted POST that is not the page's form: the German page (415), no error.
    for (const [type, status] of [['multipart/form-data; boundary=x', 415], ['application/json', 400]] as const) {
      const other = await app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload: '--x--', remoteAddress: '127.0.0.25' });
      expect({ type, status: other.statusCode, page: other.body.includes('Dieser Link ist nicht mehr gültig.') }).toEqual({ type, status, page: true });
    }
  });

  it('slows down guessing: after 5 bad links from one address, 429 with a German page; a valid link still opens', async () => {
    const from = { remoteAddress: '127.0.0.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await app.inject({ method: 'GET', url: `/club/feedback/${randomBytes(32).toString('base64url')}`, ...from })).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const refused = await app.inject({ method: 'GET', url: '/club/feedback/xyz', ...from });
    expect(refused.body).toContain('Von Ihrem Anschluss kamen zu viele ungültige Links.');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: link(), ...from })).statusCode).toBe(200);
  });

  it('keeps the token out of the log', async () => {
    const url = link();
    await app.inject({ method: 'GET', url });
    await post(url, { remarks: '' });
    const token = url.split('/').at(-1)!;
    const lines = logLines.filter((line) => line.includes('/club/feedback/'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(token);
  });
});

describe("the club's report page (issue 45)", () => {
  const releasedTesting = state.testings.find((t) => state.questionnaires.some((q) => q.id === t.id && q.progress === 'RELEASED'))!;
  const releasedClub = state.clubs.find((c) => c.id === releasedTesting.clubId)!;
  const releasedTester = state.users.find((u) => u.id === releasedTesting.userId)!;

  it('shows the total, the sections with bars and the answers, without the tester; the same headers as the feedback page', async () => {
    const page = await app.inject({ method: 'GET', url: link('report', releasedTesting.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' });
    const html = page.body;
    expect(html).toMatch(/<h1>Ihr Testergebnis \d{4}<\/h1>/);
    for (const text of [releasedClub.name.replace(/&/g, '&amp;'), 'Gesamtergebnis', 'Die Bereiche', 'Die Antworten im Einzelnen', 'Ihr Club']) expect(html).toContain(text);
    expect(html.match(/<meter /g)?.length).toBeGreaterThan(10);
    expect(html).not.toContain(releasedTester.lastName);
    expect(html).not.toContain('<script');
  });

  it('a feedback link opens no report, and a report link no feedback form', async () => {
    const from = { remoteAddress: '127.0.0.23' }; // an address of its own: the other tests' bad links count elsewhere
    const report = link('report', releasedTesting.id);
    expect((await app.inject({ method: 'GET', url: report.replace('/club/report/', '/club/feedback/'), ...from })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: link('feedback', releasedTesting.id).replace('/club/feedback/', '/club/report/'), ...from })).statusCode).toBe(404);
  });

  it("shows the photos CMC marked for the club, each behind the page's own token; no other photo", async () => {
    const from = { remoteAddress: '127.0.0.24' };
    const questionId = state.questionnaireDefinitions.flatMap((d) => d.definition.sections.flatMap((s) => s.questions)).find((q) => q.kind === 'photos')!.id;
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 7, 7]);
    const [sharedId, keptId] = [800_001, 800_002];
    state.attachments.push(
      { id: sharedId, testingId: releasedTesting.id, questionId, fileName: 'Max-Mustermann.jpg', contentType: 'image/jpeg', size: jpeg.length, deleted: false, shareable: true },
      { id: keptId, testingId: releasedTesting.id, questionId, fileName: 'privat.jpg', contentType: 'image/jpeg', size: jpeg.length, deleted: false },
    );
    await storage.transaction('write', async (tx) => {
      await tx.putFile(sharedId, jpeg);
      await tx.putFile(keptId, jpeg);
    });
    const url = link('report', releasedTesting.id);
    const page = await app.inject({ method: 'GET', url, ...from });
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
    expect(page.body).toContain(`<img src="${url}/foto/${sharedId}"`);
    expect(page.body).not.toContain(`/foto/${keptId}`);
    expect(page.body).not.toContain('Max-Mustermann');

    const photo = await app.inject({ method: 'GET', url: `${url}/foto/${sharedId}`, ...from });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(new Uint8Array(photo.rawPayload)).toEqual(jpeg);
    for (const other of [`${url}/foto/${keptId}`, `${url}/foto/abc`, `${link('feedback', releasedTesting.id)}/foto/${sharedId}`, `${link('report', testing.id)}/foto/${sharedId}`]) {
      expect({ other, status: (await app.inject({ method: 'GET', url: other, ...from })).statusCode }).toEqual({ other, status: 404 });
    }
    expect(logLines.filter((line) => line.includes('/foto/')).every((line) => !line.includes(url.split('/').at(-1)!))).toBe(true);
  });
});
