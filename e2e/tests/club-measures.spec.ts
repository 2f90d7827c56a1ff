import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { SinkMail } from '../../scripts/dev/mail-sink-lib.mjs';
import { MailedPlatform } from '../support/mailed-platform';
import { expectNoHorizontalOverflow, screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { tabApi } from '../support/tab-api';

// What the club does about its result (issue 62), on a phone (375 px): tester2's questionnaire is released with two
// questions below the threshold, so the club's report lists two findings („Handlungsfelder“). The club follows the
// mailed link, plans one measure and marks the other done with a photo; the manager sees both on the club's card
// 'Maßnahmen'. Then the next season: the club is tested again, one question scores well now, one does not: the new
// report and its PDF (read back with pdftotext) say 'behoben' and 'wiederkehrend'.
//
// A platform of its own whose mails reach a sink (support/mailed-platform.ts): the club follows its links as mailed.

test.setTimeout(300_000);

const PHONE = { width: 375, height: 812 };
const DESK = { width: 1280, height: 900 };

const platform = new MailedPlatform();

test.beforeAll(async () => {
  await platform.start();
});

test.afterAll(async () => {
  await platform.stop();
});

const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => tabApi<T>(page, method, path, body, platform.server.url);

interface Question {
  id: string;
  text: string;
  kind: string;
  weight: number;
  premiumOnly: boolean;
  showIf?: unknown;
  options: { value: string; points: number }[];
}
interface Questionnaire {
  revision: number;
  definition: { version: number; sections: { title: string; premiumOnly: boolean; questions: Question[] }[] };
  answers: Record<string, unknown>;
}

const scoredQuestions = (q: Questionnaire): Question[] =>
  q.definition.sections.filter((s) => !s.premiumOnly).flatMap((s) => s.questions.filter((x) => x.weight > 0 && x.options.some((o) => o.points > 0) && !x.premiumOnly && !x.showIf));

/** Every question answered: the best option, but the worst for `worst`; a number 2; a text. */
function answered(q: Questionnaire, worst: readonly string[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of q.definition.sections.flatMap((s) => s.questions)) {
    const sorted = [...question.options].sort((a, b) => b.points - a.points);
    if (sorted.length > 0) answers[question.id] = { option: (worst.includes(question.id) ? sorted.at(-1)! : sorted[0]!).value };
    else if (question.kind === 'number') answers[question.id] = { number: 2 };
    else if (question.kind === 'text') answers[question.id] = { text: 'Die Grüns waren ungleichmäßig gemäht.' };
  }
  return answers;
}

function pdfTextOf(mail: SinkMail, name: string): string {
  const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
  expect(pdf, 'the report as PDF').toBeDefined();
  const file = test.info().outputPath(name);
  writeFileSync(file, Buffer.from(pdf!.contentBase64!, 'base64'));
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** An ISO day `days` from today. */
const isoDayIn = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a release makes findings; the club plans one and marks one done with a photo; the manager sees both; the next season’s release says behoben and wiederkehrend', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: PHONE });
  await platform.server.serve(phone);
  const tester = await phone.newPage();
  await signIn(tester, 'tester2', '/tests');
  const desk = await browser.newContext({ viewport: DESK });
  await platform.server.serve(desk);
  const manager = await desk.newPage();
  await signIn(manager, 'manager', '/dashboard');
  const admin = await (async () => {
    const context = await browser.newContext({ viewport: DESK });
    await platform.server.serve(context);
    const page = await context.newPage();
    await signIn(page, 'admin', '/dashboard');
    return page;
  })();

  // 1. tester2 submits the agreed test's questionnaire: two questions at their worst; CMC releases it.
  const { tests } = await api<{ tests: { id: number; progress: string }[] }>(tester, 'GET', '/tests');
  const testingId = tests.find((t) => t.progress === 'TEE_TIME')!.id;
  const first = await api<Questionnaire>(tester, 'GET', `/questionnaire/${testingId}`);
  const [planned, done] = scoredQuestions(first);
  await api(tester, 'POST', `/questionnaire/${testingId}/submit`, { revision: first.revision, version: first.definition.version, answers: answered(first, [planned!.id, done!.id]) });
  const testing = await api<{ clubId: number; club: string; tester: string }>(manager, 'GET', `/testing/${testingId}`);
  await api(manager, 'POST', `/questionnaire/${testingId}/release`, {});

  // 2. The club's result mail: its report lists the two findings, in the PDF too.
  const result = await platform.mailWith('Ihr Testergebnis 2023');
  const firstPdf = pdfTextOf(result, 'report-2023.pdf');
  expect(firstPdf).toContain('Handlungsfelder');
  expect(firstPdf).toContain(planned!.text);
  expect(firstPdf).toContain(done!.text);
  expect(firstPdf).not.toContain(testing.tester);

  // 3. The club on a phone: bad input first (no date, no description), then one planned and one done with a photo.
  const club = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  const report = await club.newPage();
  await report.goto(platform.clubLinkIn(result, 'report'));
  const findings = report.getByRole('region', { name: 'Handlungsfelder', exact: true });
  await expect(findings).toBeVisible();
  const findingOf = (text: string) => findings.getByRole('region', { name: text, exact: true });
  await expect(findingOf(planned!.text)).toBeVisible();
  await expect(findingOf(done!.text)).toBeVisible();
  await findingOf(planned!.text).getByText('Maßnahme geplant', { exact: true }).click();
  await findingOf(planned!.text).getByRole('textbox', { name: /^Beschreibung/ }).fill('Wir schulen das Team am Empfang im März.');
  await findingOf(planned!.text).getByRole('textbox', { name: /^Wer kümmert sich darum/ }).fill('Clubmanagerin');
  await findingOf(done!.text).getByText('Erledigt', { exact: true }).click();
  await report.getByRole('button', { name: 'Rückmeldung speichern' }).click();
  await expect(findingOf(planned!.text).getByText('Bitte geben Sie an, bis wann die Maßnahme umgesetzt ist (TT.MM.JJJJ).', { exact: true })).toBeVisible();
  await expect(findingOf(done!.text).getByText('Bitte beschreiben Sie die Maßnahme.', { exact: true })).toBeVisible();
  // The summary on top names both and links to the fields.
  await expect(report.getByRole('alert').getByRole('link')).toHaveCount(2);
  await expect(findingOf(planned!.text).getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Wir schulen das Team am Empfang im März.');
  await screenshotWithoutOverflow(report, 'club-measures-errors-375');
  await findings.screenshot({ path: 'screenshots/club-measures-form-errors-375.png' });

  const until = isoDayIn(90);
  await findingOf(planned!.text).getByLabel(/^Bis wann/).fill(until);
  await findingOf(done!.text).getByRole('textbox', { name: /^Beschreibung/ }).fill('Neue Beschilderung am ersten Abschlag.');
  await findingOf(done!.text).getByLabel(/^Foto als Nachweis/).setInputFiles({ name: 'schild.jpg', mimeType: 'image/jpeg', buffer: readFileSync(new URL('../fixtures/phone-photo-gps.jpg', import.meta.url)) });
  await report.getByRole('button', { name: 'Rückmeldung speichern' }).click();
  await expect(report.getByRole('status')).toContainText('Vielen Dank, Ihre Rückmeldung ist gespeichert.');
  const evidence = findingOf(done!.text).getByRole('img', { name: `Nachweis zu „${done!.text}“` });
  await expect(evidence).toBeVisible();
  await expect.poll(() => evidence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshotWithoutOverflow(report, 'club-measures-saved-375');
  await findings.screenshot({ path: 'screenshots/club-measures-form-saved-375.png' });
  await expectNoHorizontalOverflow(report, 'club report with measures');

  // 4. The manager sees both on the club's card 'Maßnahmen', with the club as who changed them.
  await manager.goto(`/clubs/show/${testing.clubId}`);
  const card = manager.getByRole('region', { name: 'Maßnahmen' });
  await expect(card).toContainText(planned!.text);
  await expect(card).toContainText('Maßnahme geplant');
  await expect(card).toContainText('Clubmanagerin');
  await expect(card).toContainText('Erledigt');
  await expect(card).toContainText('Neue Beschilderung am ersten Abschlag.');
  await screenshotWithoutOverflow(manager, 'club-measures-card-1280');
  // CMC adds a third finding by hand from the review, and drops it again (a confirm first).
  const third = scoredQuestions(first)[2]!;
  await manager.goto(`/questionnaires/${testingId}`);
  await manager.getByRole('button', { name: `Als Handlungsfeld aufnehmen: „${third.text}“` }).click();
  const dropThird = manager.getByRole('button', { name: `Handlungsfeld entfernen: „${third.text}“` });
  await expect(dropThird).toBeVisible();
  await expect(manager.getByRole('button', { name: `Handlungsfeld entfernen: „${planned!.text}“` })).toBeVisible();
  await screenshotWithoutOverflow(manager, 'club-measures-review-1280');
  await dropThird.click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Handlungsfeld entfernen' }).click();
  await expect(manager.getByRole('button', { name: `Als Handlungsfeld aufnehmen: „${third.text}“` })).toBeVisible();

  // … and in the list across clubs, filtered to the season, with the club's answers.
  await manager.goto('/measures?year=2023');
  await expect(manager.getByRole('heading', { level: 1, name: 'Maßnahmen der Clubs' })).toBeVisible();
  const rowOf = (text: string) => manager.getByRole('row').filter({ hasText: text });
  await expect(rowOf(planned!.text)).toContainText('Clubmanagerin');
  await expect(rowOf(done!.text)).toContainText('Erledigt');
  await screenshotWithoutOverflow(manager, 'club-measures-list-1280');

  // 5. The next season: the club is tested again, tester2 marked it, is assigned, agrees a date and submits; the
  // question planned scores badly again, the one done well.
  const next = 2024;
  await api(admin, 'POST', '/season', { year: String(next), waves: [{ start: `${next}-05-06`, end: `${next}-05-24` }], clubIds: [testing.clubId] });
  await api(admin, 'POST', `/season/${next}/start`, { copyQuestionnaire: true });
  type Sheet = { dataSheet: Record<string, unknown> & { userId: string; playableClubs: { clubId: number; waves: { waveNumber: number; available: boolean }[] }[] } };
  // CMC invites tester2 to the season; tester2 marks the club and sends the sheet; CMC releases it.
  await api(manager, 'POST', '/datasheet/progress', { progress: 'INVITED', userId: (await api<Sheet>(tester, 'GET', '/datasheet')).dataSheet.userId });
  const { dataSheet } = await api<Sheet>(tester, 'GET', '/datasheet');
  const playables = dataSheet.playableClubs.map((p) => ({ ...p, waves: p.waves.map((w) => ({ ...w, available: p.clubId === testing.clubId })) }));
  const { version, salutation, title, firstName, lastName, birthYear, testerSince, profession, comment, address, contact, golfData, memberships } = dataSheet;
  await api(tester, 'POST', '/datasheet/send', { version, salutation, title, firstName, lastName, birthYear, testerSince, profession, comment, address, contact, golfData, memberships, playables });
  await api(manager, 'POST', '/datasheet/progress', { progress: 'RELEASED', userId: dataSheet.userId });
  const season = await api<{ seasons: { year: number; waves: { id: number }[] }[] }>(manager, 'GET', '/season/list');
  const waveId = season.seasons.find((s) => s.year === next)!.waves[0]!.id;
  const nextTesting = (await api<{ id: number; clubId: number }[]>(manager, 'GET', `/testing/wave/${waveId}`)).find((t) => t.clubId === testing.clubId)!;
  await api(manager, 'POST', '/testing/assign', { testingId: nextTesting.id, userId: dataSheet.userId });
  const agreed = await api<{ version: number }>(tester, 'GET', `/test/${nextTesting.id}`);
  await api(tester, 'POST', '/test', { id: nextTesting.id, version: agreed.version, date: `${next}-05-14`, teeTime: '10:30', noStartingTimes: false });
  const second = await api<Questionnaire>(tester, 'GET', `/questionnaire/${nextTesting.id}`);
  await api(tester, 'POST', `/questionnaire/${nextTesting.id}/submit`, { revision: second.revision, version: second.definition.version, answers: answered(second, [planned!.id]) });
  await api(manager, 'POST', `/questionnaire/${nextTesting.id}/release`, {});

  // 6. The new report, as mailed and as PDF: the earlier findings, 'wiederkehrend' and 'behoben'.
  const nextResult = await platform.mailWith(`Ihr Testergebnis ${next}`);
  const nextPdf = pdfTextOf(nextResult, `report-${next}.pdf`);
  expect(nextPdf).toContain('Handlungsfelder aus 2023');
  expect(nextPdf).toContain('behoben');
  expect(nextPdf).toContain('wiederkehrend');
  const nextReport = await club.newPage();
  await nextReport.goto(platform.clubLinkIn(nextResult, 'report'));
  const earlier = nextReport.getByRole('region', { name: 'Handlungsfelder aus 2023' });
  await expect(earlier.getByRole('region', { name: planned!.text, exact: true })).toContainText('wiederkehrend');
  await expect(earlier.getByRole('region', { name: done!.text, exact: true })).toContainText('behoben');
  await screenshotWithoutOverflow(nextReport, 'club-measures-next-season-375');
  await earlier.screenshot({ path: 'screenshots/club-measures-earlier-375.png' });

  // The list and the card say the same to CMC.
  await manager.reload();
  await expect(rowOf(planned!.text).filter({ hasText: '2023' })).toContainText('wiederkehrend');
  await expect(rowOf(done!.text)).toContainText('behoben');
  await manager.goto(`/clubs/show/${testing.clubId}`);
  await expect(manager.getByRole('region', { name: 'Maßnahmen' })).toContainText('wiederkehrend');
  await expect(manager.getByRole('region', { name: 'Maßnahmen' })).toContainText('behoben');
  await club.close();
  await phone.close();
  await desk.close();
});
