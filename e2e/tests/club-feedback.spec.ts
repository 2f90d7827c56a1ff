import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MailedPlatform } from '../support/mailed-platform';
import { expectNoHorizontalOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { tabApi, tabToken } from '../support/tab-api';

// The club's feedback on its tester (issue 44), on a phone (375 px): the tester submits the questionnaire, the
// club gets a mail with its personal link, rates the tester on a page without an account, and CMC sees it. Then
// CMC releases the questionnaire and the club gets its result (issue 45): the report as PDF and behind its link.
//
// A platform of its own whose mails reach a sink (support/mailed-platform.ts): the club follows its links exactly as
// mailed, through the platform's address, whose shell passes /club/ to the API server as nginx does (issue 58, item 7).
// No reset fixture: nothing here touches the shared server's data.

test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(180_000);

const PHONE = { width: 375, height: 812 };
const CRITERIA = ['Pünktlichkeit', 'Auftreten', 'Diskretion', 'Einhaltung der Platzregeln'] as const;
const RATINGS = [5, 4, 5, 3] as const;
const REMARKS = 'Sehr höflich, pünktlich am Abschlag und diskret.';

const platform = new MailedPlatform();

test.beforeAll(async () => {
  await platform.start();
});

test.afterAll(async () => {
  await platform.stop();
});

/** A call to this journey's API server with the tab's token. */
const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => tabApi<T>(page, method, path, body, platform.server.url);

interface Questionnaire {
  revision: number;
  definition: { version: number; sections: { title: string; questions: { id: string; text: string; kind: string; required: boolean; options: { value: string; points: number }[] }[] }[] };
  answers: Record<string, unknown>;
}

/** Every required question answered: the option with most points, a number 2, a text 'Alles bestens.'. */
function completed(current: Questionnaire): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...current.answers };
  for (const q of current.definition.sections.flatMap((s) => s.questions)) {
    if (!q.required || answers[q.id]) continue;
    const best = [...q.options].sort((a, b) => b.points - a.points)[0];
    answers[q.id] = best ? { option: best.value } : q.kind === 'number' ? { number: 2 } : { text: 'Alles bestens.' };
  }
  return answers;
}

/** As the mail says it: 'Mittwoch, 14. Juni 2023'; as the page says it: '14.06.2023'. */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const shortDate = (iso: string) => iso.split('-').reverse().join('.');

/** The radio's label, as a club secretary taps it (the radio itself has the aria-label 'Pünktlichkeit: 5'). */
const ratingLabel = (page: Page, criterion: string, rating: number) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name: `${criterion}: ${rating}`, exact: true }) });

test('the club gets a mail after the test came in, rates its tester by link, CMC sees the rating, and the release brings the club its report', async ({ browser, context, page }) => {
  // tester2 and CMC sign in through the shared apps, whose API calls go to this journey's server.
  await platform.server.serve(context);
  await signIn(page, 'tester2', '/tests');
  const desk = await browser.newContext({ viewport: PHONE });
  await platform.server.serve(desk);
  const manager = await desk.newPage();
  await signIn(manager, 'manager', '/dashboard');

  // 1. tester2 submits the questionnaire of the agreed test (its date lies in the past): 'Test eingegangen'.
  const { tests } = await api<{ tests: { id: number; progress: string }[] }>(page, 'GET', '/tests');
  const agreed = tests.filter((t) => t.progress === 'TEE_TIME');
  expect(agreed, 'tester2 has one agreed test').toHaveLength(1);
  const testingId = agreed[0]!.id;
  const current = await api<Questionnaire>(page, 'GET', `/questionnaire/${testingId}`);
  // A photo of the course (issue 45: CMC marks it for the club's report below), as a phone takes it (issue 59): sent
  // through the API as it is, with EXIF (make, GPS position) and stored sideways (200×320, orientation 6).
  const photoQuestion = current.definition.sections.flatMap((s) => s.questions).find((q) => q.kind === 'photos')!;
  const phonePhoto = readFileSync(new URL('../fixtures/phone-photo-gps.jpg', import.meta.url));
  expect(phonePhoto.includes('Exif\0\0') && phonePhoto.includes('Testphone'), 'the fixture carries EXIF').toBe(true);
  const uploaded = await page.request.fetch(`${platform.server.url}/questionnaire/${testingId}/photo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tabToken(page)}` },
    multipart: { questionId: photoQuestion.id, file: { name: 'gruen.jpg', mimeType: 'image/jpeg', buffer: phonePhoto } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  await api(page, 'POST', `/questionnaire/${testingId}/submit`, { revision: current.revision, version: current.definition.version, answers: completed(current) });

  const testing = await api<{ clubId: number; club: string; tester: string; date: string; progress: string }>(manager, 'GET', `/testing/${testingId}`);
  expect(testing.progress).toBe('DONE');
  const club = await api<{ email: string }>(manager, 'GET', `/club/${testing.clubId}`);

  // The club's mail: sent by the mail worker (after its queue delay), which makes the personal link only then.
  const mail = await platform.mailWith('Feedback zu Ihrem Tester');
  expect(mail.to).toEqual([club.email]);
  expect(mail.text).toContain(`am ${longDate(testing.date)} hat ${testing.tester} Ihren Club als Tester besucht.`);
  expect(mail.text).not.toContain('[Ihr persönlicher Link wird beim Versand eingesetzt]');
  // The link starts with the platform's address (APP_URL): opened exactly as mailed, through the shell's address.
  const url = platform.clubLinkIn(mail, 'feedback');

  // 2. The club opens the link on a phone: no account, no session.
  const clubPhone = await browser.newContext({ viewport: PHONE });
  const clubPage = await clubPhone.newPage();
  await clubPage.goto(url);
  await expect(clubPage.getByRole('heading', { level: 1, name: 'Feedback zu Ihrem Tester' })).toBeVisible();
  const facts = clubPage.locator('dl.facts');
  await expect(facts).toContainText(testing.club);
  await expect(facts).toContainText(shortDate(testing.date));
  await expect(facts).toContainText(testing.tester);
  for (const [i, criterion] of CRITERIA.entries()) {
    await expect(clubPage.getByRole('group', { name: criterion, exact: true })).toBeVisible();
    await ratingLabel(clubPage, criterion, RATINGS[i]!).click();
    await expect(clubPage.getByRole('radio', { name: `${criterion}: ${RATINGS[i]}`, exact: true })).toBeChecked();
  }
  await clubPage.getByRole('textbox', { name: 'Anmerkungen' }).fill(REMARKS);
  await clubPage.getByRole('button', { name: 'Feedback absenden' }).click();
  await expect(clubPage.getByRole('status')).toHaveText('Vielen Dank! Ihr Feedback ist gespeichert.');
  await clubPage.screenshot({ path: test.info().outputPath('club-feedback-saved-375.png'), fullPage: true });
  await expectNoHorizontalOverflow(clubPage, 'club feedback page');

  // 3. Opened again (GET only shows): what it gave, to change.
  await clubPage.goto(url);
  await expect(clubPage.getByText('Sie haben Ihr Feedback schon abgegeben. Bis der Link abläuft, können Sie es hier ändern.')).toBeVisible();
  for (const [i, criterion] of CRITERIA.entries()) {
    await expect(clubPage.getByRole('radio', { name: `${criterion}: ${RATINGS[i]}`, exact: true })).toBeChecked();
  }
  await expect(clubPage.getByRole('textbox', { name: 'Anmerkungen' })).toHaveValue(REMARKS);
  await expect(clubPage.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();

  // 4. A changed link (last character altered) opens nothing: a German page, no error.
  const changed = `${url.slice(0, -1)}${url.endsWith('A') ? 'E' : 'A'}`;
  const refused = await clubPage.goto(changed);
  expect(refused?.status()).toBe(404);
  await expect(clubPage.getByText(/^Dieser Link ist nicht mehr gültig\./)).toBeVisible();
  await expect(clubPage.getByRole('button', { name: 'Änderungen speichern' })).toHaveCount(0);
  await clubPhone.close();

  // 5. CMC sees the club's feedback: in the API's testing …
  const seen = await api<{ testerFeedbackClub: string | null }>(manager, 'GET', `/testing/${testingId}`);
  expect(seen.testerFeedbackClub).not.toBeNull();
  expect(JSON.parse(seen.testerFeedbackClub!).formParams).toEqual(
    expect.arrayContaining([
      ...CRITERIA.map((criterion, i) => ({ id: `q${i + 1}`, name: `${i + 1}. ${criterion}`, value: String(RATINGS[i]), type: 'rating' })),
      { id: 'q5', name: '5. Anmerkungen', value: REMARKS, type: 'textarea' },
      { id: 'submittedBy', name: 'Ausgefüllt von', value: 'Club', type: 'text' },
    ]),
  );

  // … and on the testing page's 'Tester-Feedback' section, shown by mf-feedback ('5 von 5').
  await manager.goto(`/testing/${testingId}`);
  const clubColumn = manager.getByRole('heading', { name: 'Feedback Club' }).locator('xpath=..');
  const shown = clubColumn.getByTestId('test-feedback');
  await expect(shown).toBeVisible();
  for (const [i, criterion] of CRITERIA.entries()) {
    await expect(shown.getByRole('definition').nth(i)).toHaveText(`${RATINGS[i]} von 5`);
    await expect(shown.getByRole('term').nth(i)).toHaveText(`${i + 1}. ${criterion}`);
  }
  await expect(shown).toContainText(REMARKS);
  await manager.screenshot({ path: test.info().outputPath('testing-club-feedback-375.png'), fullPage: true });

  // 6. CMC marks the photo for the club on the review, and releases the questionnaire: the club's result, with the
  // report as PDF and a link of its own.
  await manager.goto(`/questionnaires/${testingId}`);
  const share = manager.getByRole('checkbox', { name: 'Für den Club sichtbar (Foto gruen.jpg)' });
  // Chakra's checkbox input is visually hidden: a person taps its label.
  await manager.locator('label', { has: share }).click();
  await expect(share).toBeChecked();
  await expect(manager.getByRole('region', { name: 'Verlauf' })).toContainText('für den Club sichtbar');
  await api(manager, 'POST', `/questionnaire/${testingId}/release`, {});
  const result = await platform.mailWith('Ihr Testergebnis 2023');
  expect(result.to).toEqual([club.email]);
  expect(result.text).not.toContain(testing.tester);
  const pdf = result.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf?.filename).toMatch(/^Testergebnis-2023-[A-Za-z0-9-]+\.pdf$/);
  const pdfFile = test.info().outputPath('report.pdf');
  writeFileSync(pdfFile, Buffer.from(pdf!.contentBase64!, 'base64'));
  const pdfText = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(pdfText).toContain('Ihr Testergebnis 2023');
  expect(pdfText).toContain(testing.club);
  for (const title of current.definition.sections.slice(0, 3).map((s) => s.title)) expect(pdfText).toContain(title);
  expect(pdfText).not.toContain(testing.tester);
  expect(Buffer.from(pdf!.contentBase64!, 'base64').toString('latin1').match(/\/Subtype \/Image/g), 'the marked photo is in the PDF').toHaveLength(1);

  const reportLink = platform.clubLinkIn(result, 'report');
  const reader = await browser.newContext({ viewport: PHONE });
  const report = await reader.newPage();
  await report.goto(reportLink);
  await expect(report.getByRole('heading', { level: 1, name: 'Ihr Testergebnis 2023' })).toBeVisible();
  await expect(report.locator('dl.facts')).toContainText(testing.club);
  await expect(report.getByRole('heading', { name: 'Gesamtergebnis' })).toBeVisible();
  await expect(report.getByText(testing.tester)).toHaveCount(0);
  // The marked photo, loaded from this server under the page's CSP (no image: naturalWidth 0).
  await report.getByText(photoQuestion.text).first().locator('xpath=ancestor::details').locator('summary').click();
  const photo = report.getByRole('img', { name: `Foto 1 zu „${photoQuestion.text}“` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  // The club gets the picture only: upright, without the phone's EXIF (no position, no device).
  const photoBytes = await report.request.get(new URL((await photo.getAttribute('src'))!, report.url()).href);
  expect(photoBytes.headers()['x-content-type-options']).toBe('nosniff');
  const served = await photoBytes.body();
  expect(served.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  expect(served.includes('Exif\0\0'), 'no EXIF segment').toBe(false);
  expect(served.includes('Testphone'), 'no device').toBe(false);
  await report.screenshot({ path: test.info().outputPath('club-report-375.png'), fullPage: true });
  await expectNoHorizontalOverflow(report, 'club report page');
  await reader.close();
  await desk.close();
});
