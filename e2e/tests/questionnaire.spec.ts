import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { tabApi } from '../support/tab-api';
import { TestsListPage } from '../support/tester-tests-travels-pages';

// The questionnaire inside the platform (issue 43), on a phone: 375 px and a CPU four times slower, against
// the real API server. tester2's agreed test lies in the past, so its questionnaire is open.

test.use({ viewport: { width: 375, height: 812 } });
test.setTimeout(180_000);

async function phone(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  page.on('dialog', (dialog) => void dialog.accept());
}

interface Loaded {
  revision: number;
  definition: { version: number; sections: { questions: { id: string; kind: string; required: boolean; options: { value: string; points: number }[] }[] }[] };
  answers: Record<string, unknown>;
  progress: string;
}

const api = <T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => tabApi<T>(page, method, path, body);

// An options question is a radio group (shared-ui's RadioGroup), named by its text.
const question = (page: Page, text: RegExp) => page.getByRole('radiogroup', { name: text });
const pageHeading = (page: Page) => page.getByRole('heading', { name: /^Seite \d+ von \d+/ });

test('a tester fills in two pages, keeps them through a reload and a dead spot, and submits once', async ({ page, context }) => {
  await phone(page, context);
  await signIn(page, 'tester2', '/tests');
  await new TestsListPage(page).row('Tee-Time vereinbart').click();
  await page.getByRole('link', { name: /^Zum (Premium-)?Fragebogen$/ }).click();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  const testId = Number(/\/tests\/test\/(\d+)\/questionnaire/.exec(page.url())?.[1]);

  // Page 1 and page 2, each saved on the server when the page changes or 'Für später speichern' is tapped.
  await question(page, /^Wie freundlich und hilfsbereit/).getByText('sehr gut', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Nach wie vielen Klingelzeichen/ }).fill('3');
  await screenshotWithoutOverflow(page, 'questionnaire-page-1-375');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(pageHeading(page)).toContainText('Seite 2 von');
  await question(page, /^Wie beurteilen Sie Zufahrt und Parkplatz/).getByText('gut', { exact: true }).click();
  await page.getByRole('button', { name: 'Für später speichern' }).click();
  await expect(page.getByText(/Ihre Antworten sind gespeichert/)).toBeVisible();
  await screenshotWithoutOverflow(page, 'questionnaire-saved-375');
  expect((await api<Loaded>(page, 'GET', `/questionnaire/${testId}`)).answers).toMatchObject({
    'booking.friendly': { option: '5' },
    'booking.rings': { number: 3 },
    'arrival.parking': { option: '4' },
  });

  // A reload (or a second device): the answers come from the server.
  await page.reload();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  await expect(question(page, /^Wie freundlich und hilfsbereit/).getByRole('radio', { name: 'sehr gut' })).toBeChecked();

  // A dead spot on the course: the answer stays on the phone and goes to the server when the signal is back.
  await context.setOffline(true);
  await question(page, /^Wie freundlich und hilfsbereit/).getByText('gut', { exact: true }).click();
  await page.getByRole('button', { name: 'Für später speichern' }).click();
  await expect(page.getByText(/Ihre Antworten sind gespeichert/)).toBeHidden();
  await context.setOffline(false);
  await expect.poll(async () => (await api<Loaded>(page, 'GET', `/questionnaire/${testId}`)).answers['booking.friendly']).toEqual({ option: '4' });

  // 'Fragebogen abgeben' with required answers missing: the page and question are named.
  const pages = (await api<Loaded>(page, 'GET', `/questionnaire/${testId}`)).definition.sections.length;
  for (let n = 1; n < pages; n++) await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Fragebogen abgeben' }).click();
  await expect(page.getByText(/^Bitte beantworten Sie auf Seite \d+ \(„.+“\) die Frage „.+“/)).toBeVisible();
  await screenshotWithoutOverflow(page, 'questionnaire-missing-answer-375');

  // Every other required answer given on another device (the API), then submitted here: once.
  const current = await api<Loaded>(page, 'GET', `/questionnaire/${testId}`);
  const answers: Record<string, unknown> = { ...current.answers };
  for (const q of current.definition.sections.flatMap((s) => s.questions)) {
    if (!q.required || answers[q.id]) continue;
    const best = [...q.options].sort((a, b) => b.points - a.points)[0];
    answers[q.id] = best ? { option: best.value } : q.kind === 'number' ? { number: 1 } : { text: 'In Ordnung.' };
  }
  await api(page, 'POST', `/questionnaire/${testId}`, { revision: current.revision, version: current.definition.version, answers });
  await page.reload();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  for (let n = 1; n < pages; n++) await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Fragebogen abgeben' }).click();
  await expect(page).toHaveURL(/\/tests\?testCompleted=/);
  await expect(page.getByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).toBeVisible();
  await screenshotWithoutOverflow(page, 'questionnaire-submitted-375');
  expect((await api<Loaded>(page, 'GET', `/questionnaire/${testId}`)).progress).toBe('SUBMITTED');
  expect((await api<{ progress: string }>(page, 'GET', `/test/${testId}`)).progress).toBe('DONE');
});

/** Every required answer of the questionnaire, the best option where there are options. */
function completed(current: Loaded): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...current.answers };
  for (const q of current.definition.sections.flatMap((s) => s.questions)) {
    if (!q.required || answers[q.id]) continue;
    const best = [...q.options].sort((a, b) => b.points - a.points)[0];
    answers[q.id] = best ? { option: best.value } : q.kind === 'number' ? { number: 1 } : { text: 'In Ordnung.' };
  }
  return answers;
}

test('CMC returns a questionnaire with a reason, the tester submits it again, CMC releases it for good', async ({ page, context, browser }) => {
  await phone(page, context);
  await signIn(page, 'tester2', '/tests');
  await new TestsListPage(page).row('Tee-Time vereinbart').click();
  await page.getByRole('link', { name: /^Zum (Premium-)?Fragebogen$/ }).click();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  const testId = Number(/\/tests\/test\/(\d+)\/questionnaire/.exec(page.url())?.[1]);
  const current = await api<Loaded>(page, 'GET', `/questionnaire/${testId}`);
  await api(page, 'POST', `/questionnaire/${testId}/submit`, { revision: current.revision, version: current.definition.version, answers: completed(current) });

  // The manager, at a desk.
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await desk.newPage();
  await signIn(manager, 'manager', '/questionnaires');
  await expect(manager.getByRole('heading', { level: 1, name: 'Fragebögen freigeben' })).toBeVisible();
  await manager.getByRole('row').filter({ hasText: 'Eingegangen' }).first().click();
  await expect(manager.getByText('Status: Eingegangen')).toBeVisible();
  await manager.screenshot({ path: 'screenshots/questionnaire-review-desktop.png', fullPage: true });
  await manager.getByRole('button', { name: 'Zurück an Tester' }).click();
  await manager.getByRole('textbox', { name: /^Grund/ }).fill('Bitte ergänzen Sie Fotos vom Parkplatz.');
  await manager.getByRole('button', { name: 'Zurückgeben' }).click();
  await expect(manager.getByText(/An den Tester zurückgegeben: Bitte ergänzen Sie Fotos vom Parkplatz\./)).toBeVisible();

  // The tester sees why and submits again.
  await page.reload();
  await expect(page.getByText(/Bitte ergänzen Sie Fotos vom Parkplatz\./)).toBeVisible();
  await screenshotWithoutOverflow(page, 'questionnaire-returned-375');
  const pages = current.definition.sections.length;
  for (let n = 1; n < pages; n++) await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Fragebogen abgeben' }).click();
  await expect(page.getByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).toBeVisible();

  // Released: locked for the tester and for CMC.
  await manager.reload();
  await expect(manager.getByText('Status: Eingegangen')).toBeVisible();
  await manager.getByRole('button', { name: 'Freigeben' }).click();
  await manager.getByRole('alertdialog', { name: 'Fragebogen freigeben' }).getByRole('button', { name: 'Freigeben' }).click();
  await expect(manager.getByText(/^Freigegeben: Der Fragebogen kann nicht mehr geändert werden/)).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Zurück an Tester' })).toHaveCount(0);
  expect((await api<Loaded>(page, 'GET', `/questionnaire/${testId}`)).progress).toBe('RELEASED');
  await desk.close();
});

test("the sidebar's print PDF is made by the API server from the active year's definition", async ({ browser }) => {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await desk.newPage();
  await signIn(page, 'tester2', '/tests');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Premium-Fragebogen 2025 (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('Premium-Fragebogen-2025.pdf');
  const file = test.info().outputPath('premium.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Buchung und Telefon');
  expect(text).toContain('Premium: Service und Details');
  await desk.close();
});
