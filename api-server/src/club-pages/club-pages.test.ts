import { createDomainServer, createMemoryStorage, createSeedState, systemClock, type DomainState } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { buildApp, type AppOptions } from '../http/app';
import { createSharpImages } from '../images/sharp-images';
import type { ClubPagesOptions } from './club-pages';
import { managerIdentity } from '../../test/seed-identities';
import { PAGE_STYLE_HASH } from './page-style';

// The club's feedback page without an account (issue 44): HTML that works without script, a GET that only shows,
// a POST that saves with German messages beside the fields, a German page for every bad link, 429 for guessing,
// and the token kept out of logs, other sites and search engines. The report page's „Handlungsfelder“ (issue 62):
// the club's answers posted as multipart with an evidence photo, under the same rules.

const state = createSeedState({ scale: 1, clock: systemClock });
const storage = createMemoryStorage(state);
const domain = createDomainServer({ storage, images: createSharpImages() });
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

/** The API server with the club pages as the tests' domain has them, with the given options of the pages and the app. */
const appWith = (pages: Partial<ClubPagesOptions> = {}, more: Partial<AppOptions> = {}) =>
  buildApp({
    verify: async () => {
      throw new Error('no API call in these tests');
    },
    domain,
    database: { description: 'memory', ping: async () => {} },
    bodyLimit: 1024,
    trustProxy: false,
    allowedOrigins: [],
    ...more,
    clubPages: { pages: domain.clubPages, platformName: 'Digitale Test-Plattform', contactName: 'CMC Test', ...pages },
  });

beforeAll(async () => {
  app = await appWith({ badTokensPer15Minutes: 5 }, { logger: true, logStream: { write: (line) => void logLines.push(line) } });
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

describe("the report page's „Handlungsfelder“ (issue 62)", () => {
  const released = state.testings.filter((t) => state.questionnaires.some((q) => q.id === t.id && q.progress === 'RELEASED'));
  const ownTesting = released[0]!;
  const otherTesting = released.find((t) => t.id !== ownTesting.id)!;
  const year = state.waves.find((w) => w.id === ownTesting.waveId)!.year;
  const nextYear = new Date().getFullYear() + 1;
  type Row = DomainState['findings'][number];

  /** A finding of the testing as a release makes it (the club has not answered yet). */
  function finding(testingId: number, questionText: string, more: Partial<Row> = {}): Row {
    const testingRow = state.testings.find((t) => t.id === testingId)!;
    const row: Row = {
      id: 700_000 + state.findings.length,
      clubId: testingRow.clubId,
      year,
      testingId,
      source: 'RELEASE',
      sectionTitle: 'Buchung und Telefon',
      questionId: `q-${state.findings.length}`,
      questionText,
      answer: 'nein',
      comment: 'Niemand rief zurück.',
      percent: 0,
      measure: { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null },
      droppedAt: null,
      closedAt: null,
      result: null,
      resultTestingId: null,
      ...more,
    };
    state.findings.push(row);
    return row;
  }
  /** A finding as stored now (a write replaces the row in the state). */
  const storedFinding = (id: number) => state.findings.find((f) => f.id === id)!;

  const callback = finding(ownTesting.id, 'Wurde der Rückruf eingehalten?');
  const bunkers = finding(ownTesting.id, 'Waren die Bunker geharkt?', { sectionTitle: 'Grüns und Bunker', comment: '', percent: 33.3 });
  const foreign = finding(otherTesting.id, 'Eine Frage eines anderen Clubs');

  beforeEach(() => {
    for (const f of state.findings) {
      f.measure = { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null };
      f.closedAt = null;
    }
  });

  /** The page's form as a browser sends it: multipart, with an empty file for every file field left empty. */
  async function postForm(url: string, fields: Record<string, string>, photos: Record<string, Uint8Array> = {}, from = '127.0.0.40', target = app) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const id of [callback.id, bunkers.id]) {
      const photo = photos[`photo-${id}`];
      form.append(`photo-${id}`, photo ? new File([photo as Uint8Array<ArrayBuffer>], 'IMG_0001.jpg', { type: 'image/jpeg' }) : new File([], '', { type: 'application/octet-stream' }));
    }
    const request = new Request('http://page.invalid/', { method: 'POST', body: form });
    return target.inject({ method: 'POST', url, remoteAddress: from, headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()) });
  }
  /** The tag of the page's field with this id (the attributes in React's order). */
  const tagOf = (html: string, id: string) => new RegExp(`<(?:input|textarea)[^>]* id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
  const jpeg = async () => new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1f5135' } }).jpeg().toBuffer());

  it('lists the findings a release made (threshold 100 %: every scored question short of its points) with their answers', async () => {
    // A released questionnaire of the seed taken back to 'Eingegangen' (the seed has none submitted), released again.
    const submitted = state.questionnaires.find((q) => q.id === released.at(-1)!.id)!;
    Object.assign(submitted, { progress: 'SUBMITTED', releasedAt: null });
    state.settings.measures = { thresholdPercent: 100 };
    let html = '';
    try {
      const answer = await domain.handleAs(managerIdentity, { method: 'POST', path: `/questionnaire/${submitted.id}/release`, token: null });
      expect(answer.status).toBe(200);
      html = (await app.inject({ method: 'GET', url: link('report', submitted.id), remoteAddress: '127.0.0.49' })).body;
    } finally {
      delete state.settings.measures;
    }
    const made = state.findings.filter((f) => f.testingId === submitted.id);
    expect(made.length).toBeGreaterThan(0);
    expect(html).toContain('Diese Fragen haben weniger als 100 % ihrer Punkte erreicht.');
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const f of made) {
      expect(html).toContain(`<h3 id="finding-${f.id}">${escaped(f.questionText)}</h3>`);
      expect(html).toContain(`name="text-${f.id}"`);
    }
  });

  it("shows the test's findings and one form for them; nothing of another club's", async () => {
    const page = await app.inject({ method: 'GET', url: link('report', ownTesting.id), remoteAddress: '127.0.0.41' });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    for (const text of ['<h2 id="measures-heading">Handlungsfelder</h2>', 'Wurde der Rückruf eingehalten?', 'Waren die Bunker geharkt?', 'Antwort im Test', 'Niemand rief zurück.', 'Rückmeldung speichern']) {
      expect({ text, found: html.includes(text) }).toEqual({ text, found: true });
    }
    const forms = html.match(/<form [^>]*>/g) ?? [];
    expect(forms).toHaveLength(1);
    expect(forms[0]).toContain('method="post"');
    expect(forms[0]).toMatch(/enctype="multipart\/form-data"/i);
    for (const name of ['state', 'text', 'who', 'until', 'photo']) expect(html).toContain(`name="${name}-${callback.id}"`);
    expect(html).not.toContain('Eine Frage eines anderen Clubs');
    expect(html).not.toContain(`-${foreign.id}"`);
  });

  it('saves the answers (a date typed TT.MM.JJJJ too); the next GET shows them; the same headers as the other pages', async () => {
    const url = link('report', ownTesting.id);
    const saved = await postForm(url, {
      [`state-${callback.id}`]: 'PLANNED',
      [`text-${callback.id}`]: 'Rückrufliste im Sekretariat',
      [`who-${callback.id}`]: 'Frau Berger',
      [`until-${callback.id}`]: `31.03.${nextYear}`,
      [`state-${bunkers.id}`]: 'NOT_APPLICABLE',
      [`text-${bunkers.id}`]: 'Unser Platz hat keine Bunker.',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'content-security-policy': `default-src 'none'; style-src ${PAGE_STYLE_HASH}; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    });
    expect(saved.body).toContain('<p class="notice" role="status">Vielen Dank, Ihre Rückmeldung ist gespeichert.');
    expect(storedFinding(callback.id).measure).toMatchObject({ state: 'PLANNED', text: 'Rückrufliste im Sekretariat', who: 'Frau Berger', until: `${nextYear}-03-31`, photoId: null });
    expect(storedFinding(bunkers.id).measure).toMatchObject({ state: 'NOT_APPLICABLE', text: 'Unser Platz hat keine Bunker.', until: null });
    expect(storedFinding(foreign.id).measure.state).toBe('OPEN');

    const again = (await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.40' })).body;
    expect(again).not.toContain('role="status"');
    expect(tagOf(again, `state-${callback.id}-PLANNED`)).toContain('checked=""');
    expect(tagOf(again, `state-${callback.id}-DONE`)).not.toContain('checked=""');
    expect(tagOf(again, `state-${bunkers.id}-NOT_APPLICABLE`)).toContain('checked=""');
    expect(again).toContain('>Rückrufliste im Sekretariat</textarea>');
    expect(again).toContain('value="Frau Berger"');
    expect(again).toContain(`value="${nextYear}-03-31"`);
  });

  it('refuses with 400, the German messages beside the fields and everything typed kept; saves nothing', async () => {
    const url = link('report', ownTesting.id);
    const refused = await postForm(url, {
      [`state-${callback.id}`]: 'PLANNED',
      [`text-${callback.id}`]: 'Rückrufe <sofort> & freundlich',
      [`who-${callback.id}`]: '',
      [`until-${callback.id}`]: '31.02.2030',
      [`state-${bunkers.id}`]: 'DONE',
      [`text-${bunkers.id}`]: '',
    }, { [`photo-${bunkers.id}`]: await jpeg() });
    expect(refused.statusCode).toBe(400);
    const html = refused.body;
    expect(html).toContain('Bitte prüfen Sie die markierten Angaben; nichts wurde gespeichert.');
    for (const [field, message] of [
      [`who-${callback.id}`, 'Bitte nennen Sie, wer sich darum kümmert.'],
      [`until-${callback.id}`, 'Bitte ein gültiges Datum angeben (TT.MM.JJJJ).'],
      [`text-${bunkers.id}`, 'Bitte beschreiben Sie die Maßnahme.'],
    ]) {
      expect(html).toContain(`<p class="error" id="${field}-error">${message}</p>`);
      expect(tagOf(html, field!)).toContain(`aria-describedby="${field}-hint ${field}-error"`);
    }
    expect(html).toContain('>Rückrufe &lt;sofort&gt; &amp; freundlich</textarea>');
    expect(tagOf(html, `state-${bunkers.id}-DONE`)).toContain('checked=""');
    expect(tagOf(html, `until-${callback.id}`)).toContain('value="31.02.2030"');
    // The photo came with the refused form: the club is told to choose it again.
    expect(html).toContain(`<p class="error" id="photo-${bunkers.id}-again">Das gewählte Foto wurde nicht gespeichert.`);
    expect(storedFinding(callback.id).measure.state).toBe('OPEN');
    expect(storedFinding(bunkers.id).measure.state).toBe('OPEN');
    expect(state.attachments.some((a) => a.findingId === bunkers.id)).toBe(false);
  });

  it("stores a done measure's photo re-encoded, shown on the page and served only behind the page's own token", async () => {
    const url = link('report', ownTesting.id);
    const saved = await postForm(url, { [`state-${bunkers.id}`]: 'DONE', [`text-${bunkers.id}`]: 'Bunker werden täglich geharkt.' }, { [`photo-${bunkers.id}`]: await jpeg() });
    expect(saved.statusCode).toBe(200);
    const photoId = storedFinding(bunkers.id).measure.photoId!;
    expect(photoId).toEqual(expect.any(Number));
    expect(saved.body).toContain(`<img class="evidence" src="${url}/nachweis/${photoId}" alt="Nachweis zu „Waren die Bunker geharkt?“"`);

    const photo = await app.inject({ method: 'GET', url: `${url}/nachweis/${photoId}`, remoteAddress: '127.0.0.42' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });

    const from = { remoteAddress: '127.0.0.43' };
    for (const other of [
      `${link('report', otherTesting.id)}/nachweis/${photoId}`,
      `${url}/nachweis/${photoId + 1}`,
      `${url}/nachweis/abc`,
      `${url}/foto/${photoId}`,
    ]) {
      const answer = await app.inject({ method: 'GET', url: other, ...from });
      expect({ other, status: answer.statusCode, page: answer.body.includes('Dieser Link ist nicht mehr gültig.') }).toEqual({ other, status: 404, page: true });
    }
    expect((await app.inject({ method: 'GET', url: `${link('feedback', ownTesting.id)}/nachweis/${photoId}`, ...from })).statusCode).toBe(404);
    // Another state: the photo goes with its bytes.
    await postForm(url, { [`state-${bunkers.id}`]: 'NOT_APPLICABLE', [`text-${bunkers.id}`]: 'Doch keine Bunker.' });
    expect(storedFinding(bunkers.id).measure.photoId).toBeNull();
    expect((await app.inject({ method: 'GET', url: `${url}/nachweis/${photoId}`, remoteAddress: '127.0.0.44' })).statusCode).toBe(404);
    expect(logLines.filter((line) => line.includes('/nachweis/') || line.includes('/club/report/')).every((line) => !line.includes(url.split('/').at(-1)!))).toBe(true);
  });

  it('refuses a form that is not the page’s (two photos for one finding) and an invalid link, saving nothing', async () => {
    const url = link('report', ownTesting.id);
    const form = new FormData();
    form.append(`state-${bunkers.id}`, 'DONE');
    form.append(`text-${bunkers.id}`, 'Zwei Fotos');
    const image = await jpeg();
    for (const name of ['a.jpg', 'b.jpg']) form.append(`photo-${bunkers.id}`, new File([image as Uint8Array<ArrayBuffer>], name, { type: 'image/jpeg' }));
    const request = new Request('http://page.invalid/', { method: 'POST', body: form });
    const twice = await app.inject({ method: 'POST', url, remoteAddress: '127.0.0.45', headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()) });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Dieser Link ist nicht mehr gültig.');

    const bad = await postForm(`/club/report/${randomBytes(32).toString('base64url')}`, { [`state-${bunkers.id}`]: 'NOT_APPLICABLE', [`text-${bunkers.id}`]: 'x' }, {}, '127.0.0.45');
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Dieser Link ist nicht mehr gültig.');
    const feedback = await postForm(link('feedback', ownTesting.id).replace('/club/feedback/', '/club/report/'), { [`state-${bunkers.id}`]: 'NOT_APPLICABLE', [`text-${bunkers.id}`]: 'x' }, {}, '127.0.0.45');
    expect(feedback.statusCode).toBe(404);
    expect(storedFinding(bunkers.id).measure.state).toBe('OPEN');
  });

  it('once CMC closed the plan: 409 with the notice and the answers, no form; nothing changes', async () => {
    for (const f of [callback, bunkers]) {
      storedFinding(f.id).closedAt = new Date().toISOString();
      storedFinding(f.id).measure = { state: 'NOT_APPLICABLE', text: 'Vorher gesagt', who: '', until: null, photoId: null, at: null };
    }
    const url = link('report', ownTesting.id);
    const page = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.46' });
    expect(page.body).toContain('Der Verband hat den Plan abgeschlossen');
    expect(page.body).not.toContain('<form');
    const refused = await postForm(url, { [`state-${callback.id}`]: 'DONE', [`text-${callback.id}`]: 'Später' }, {}, '127.0.0.46');
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('Der Verband hat den Plan abgeschlossen; Ihre Rückmeldungen können nicht mehr geändert werden.');
    expect(refused.body).toContain('Vorher gesagt');
    expect(refused.body).not.toContain('<form');
    expect(storedFinding(callback.id).measure).toMatchObject({ state: 'NOT_APPLICABLE', text: 'Vorher gesagt' });
  });

  it('limits the POSTs per address like the pages, and a form too large is its page with the German message', async () => {
    const limited = await appWith({ pagesPerMinute: 3, measuresBodyLimit: 1_048_576 });
    try {
      const url = link('report', ownTesting.id);
      const fields = { [`state-${bunkers.id}`]: 'NOT_APPLICABLE', [`text-${bunkers.id}`]: 'Keine Bunker.' };
      const big = new Uint8Array(1_200_000).fill(7);
      const tooLarge = await postForm(url, fields, { [`photo-${bunkers.id}`]: big }, '127.0.0.47', limited);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.headers['content-security-policy']).toContain("form-action 'self'");
      expect(tooLarge.body).toContain('<p class="alert" role="alert">Die Fotos waren zusammen größer als 1 MB; nichts wurde gespeichert.');
      expect(tooLarge.body).toContain('Rückmeldung speichern');
      expect(storedFinding(bunkers.id).measure.state).toBe('OPEN');
      // A guessed token is refused before its body is read: the invalid link's page, not the 413 of a body too large.
      const guessed = await postForm(`${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`, fields, { [`photo-${bunkers.id}`]: big }, '127.0.0.49', limited);
      expect(guessed.statusCode).toBe(404);
      expect(guessed.body).toContain('Dieser Link ist nicht mehr gültig.');

      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await postForm(url, fields, {}, '127.0.0.47', limited)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await postForm(url, fields, {}, '127.0.0.47', limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain('Von Ihrem Anschluss kamen zu viele ungültige Links.');
      // Another address is not slowed down.
      expect((await postForm(url, fields, {}, '127.0.0.48', limited)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
