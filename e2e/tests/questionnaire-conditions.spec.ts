import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { screenshotWithoutOverflow } from '../support/screenshots';
import { signIn } from '../support/sign-in';
import { tabApi } from '../support/tab-api';
import { TestsListPage } from '../support/tester-tests-travels-pages';

// Questions that follow earlier answers (issue 61), against the real API server: an admin adds a question asked
// only after 'Ja' to the questionnaire of tester2's season (2023 on the seed's clock; 2025 is only the print's active
// year, no test of the seed runs on it) in the editor, previews it at 375 px and saves it as version 2; tester2 answers the condition both ways on a phone and submits; the review shows the answer, and after
// a correction of the condition 'nicht gefragt'.

test.setTimeout(240_000);

const SOURCE = /^Haben Sie eine schriftliche Bestätigung Ihrer Startzeit erhalten\?/;
const ADDED_TEXT = 'Kam die Bestätigung noch am selben Tag?';

const radios = (scope: Pick<Page, 'getByRole'>, name: RegExp | string) => scope.getByRole('radiogroup', { name });
const pageHeading = (page: Page) => page.getByRole('heading', { name: /^Seite \d+ von \d+/ });

interface Loaded {
  revision: number;
  progress: string;
  definition: { version: number; sections: { questions: { id: string; text: string; required: boolean; options: { value: string; points: number }[]; kind: string }[] }[] };
  answers: Record<string, unknown>;
}

/** Every required answer still missing, the best option where there are options. */
function completed(current: Loaded): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...current.answers };
  for (const q of current.definition.sections.flatMap((s) => s.questions)) {
    if (!q.required || answers[q.id]) continue;
    const best = [...q.options].sort((a, b) => b.points - a.points)[0];
    answers[q.id] = best ? { option: best.value } : q.kind === 'number' ? { number: 1 } : { text: 'In Ordnung.' };
  }
  return answers;
}

test('an admin adds a conditional question; the tester answers it both ways; the review shows the answer or „nicht gefragt“', async ({ page, browser }) => {
  // ── The admin, at a desk: the editor (EDITOR STEPS) ──
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await desk.newPage();
  admin.on('dialog', (dialog) => void dialog.accept());
  await signIn(admin, 'admin', '/seasons/2023/questionnaire');
  await expect(admin.getByRole('heading', { level: 1, name: 'Fragebogen 2023 bearbeiten' })).toBeVisible();
  // The season's released questionnaires keep their version: the editor says so before the first change.
  await expect(admin.getByText(/^\d+ Fragebögen sind auf Version 1 gespeichert; Ihre Änderungen werden Version 2\.$/)).toBeVisible();
  await admin.getByRole('button', { name: 'Frage hinzufügen (Seite 1)' }).click();
  // A question's item is the list item with its heading ('Frage 10: …'); its answers are a list of their own inside.
  const questionItem = (heading: RegExp) => admin.getByRole('list', { name: 'Fragen der Seite 1' }).getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 4, name: heading }) });
  await questionItem(/^Frage \d+: \(ohne Fragetext\)$/).getByRole('textbox', { name: /^Fragetext/ }).fill(ADDED_TEXT);
  const item = questionItem(new RegExp(`^Frage \\d+: ${ADDED_TEXT.replace('?', '\\?')}$`));
  await item.getByRole('combobox', { name: /^Art der Frage/ }).selectOption({ label: 'Ja/Nein' });
  // 'Nur fragen, wenn …' offers the earlier questions by page and number; the confirmation is one of page 1's.
  const condition = item.getByRole('combobox', { name: /^Nur fragen, wenn/ });
  const sourceOption = condition.locator('option', { hasText: 'Haben Sie eine schriftliche Bestätigung Ihrer Startzeit erhalten?' });
  await condition.selectOption((await sourceOption.getAttribute('value'))!);
  // Chakra's checkbox: the input is visually hidden, its label takes the click.
  await item.getByRole('group', { name: /^Antworten, nach denen gefragt wird/ }).getByText('Ja', { exact: true }).click();
  await expect(item.getByText('nur wenn „Haben Sie eine schriftliche Bestätigung Ihrer Startzeit erhalten?“ = „Ja“').first()).toBeVisible();

  // 'Vorschau': the tester's phone, 375 px wide; the question shows only after 'Ja'.
  await admin.getByRole('button', { name: 'Vorschau' }).click();
  const preview = admin.getByRole('region', { name: 'Vorschau des Fragebogens' });
  await expect(preview.getByRole('heading', { name: /^Seite 1 von/ })).toBeVisible();
  const previewed = radios(preview, new RegExp(`^${ADDED_TEXT.replace('?', '\\?')}`));
  await expect(previewed).toHaveCount(0);
  await radios(preview, SOURCE).getByText('Ja', { exact: true }).click();
  await expect(previewed).toBeVisible();
  await preview.screenshot({ path: 'screenshots/questionnaire-editor-preview-375.png' });
  // The phone's frame: the questions are as wide as on a 375 px phone, the score beside it.
  expect((await radios(preview, SOURCE).boundingBox())!.width).toBeLessThanOrEqual(375);

  await admin.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByText(/^Der Fragebogen 2023 hat jetzt die Version 2\./)).toBeVisible();
  await admin.screenshot({ path: 'screenshots/questionnaire-editor-desktop.png', fullPage: true });
  await desk.close();

  // ── The tester, on a phone ──
  await page.setViewportSize({ width: 375, height: 812 });
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, 'tester2', '/tests');
  await new TestsListPage(page).row('Tee-Time vereinbart').click();
  await page.getByRole('link', { name: /^Zum (Premium-)?Fragebogen$/ }).click();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  const testId = Number(/\/tests\/test\/(\d+)\/questionnaire/.exec(page.url())?.[1]);
  const added = radios(page, new RegExp(`^${ADDED_TEXT.replace('?', '\\?')}`));

  // Not asked until the confirmation was received; asked after 'Ja', gone after 'Nein', back with its answer after 'Ja'.
  await expect(added).toHaveCount(0);
  await radios(page, SOURCE).getByText('Ja', { exact: true }).click();
  await expect(added).toBeVisible();
  await added.getByText('Ja', { exact: true }).click();
  await screenshotWithoutOverflow(page, 'questionnaire-condition-shown-375');
  await radios(page, SOURCE).getByText('Nein', { exact: true }).click();
  await expect(added).toHaveCount(0);
  await screenshotWithoutOverflow(page, 'questionnaire-condition-hidden-375');
  await radios(page, SOURCE).getByText('Ja', { exact: true }).click();
  await expect(added.getByRole('radio', { name: 'Ja' })).toBeChecked();

  // Submitted with 'Ja': the rest of the required answers come from another device (the API), then 'abgeben' here.
  await page.getByRole('button', { name: 'Für später speichern' }).click();
  await expect(page.getByText(/Ihre Antworten sind gespeichert/)).toBeVisible();
  const current = await tabApi<Loaded>(page, 'GET', `/questionnaire/${testId}`);
  const addedId = current.definition.sections.flatMap((s) => s.questions).find((q) => q.text === ADDED_TEXT)!.id;
  expect(current.answers[addedId]).toEqual({ option: 'yes' });
  await tabApi(page, 'POST', `/questionnaire/${testId}`, { revision: current.revision, version: current.definition.version, answers: completed(current) });
  await page.reload();
  await expect(pageHeading(page)).toContainText('Seite 1 von');
  for (let n = 1; n < current.definition.sections.length; n++) await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Fragebogen abgeben' }).click();
  await expect(page.getByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).toBeVisible();

  // ── The manager's review: the answer; after correcting the condition to 'Nein', 'nicht gefragt' ──
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await office.newPage();
  await signIn(manager, 'manager', `/questionnaires/${testId}`);
  await expect(manager.getByText('Status: Eingegangen')).toBeVisible();
  const addedRow = () => manager.getByRole('row').filter({ hasText: ADDED_TEXT });
  await expect(addedRow()).toContainText('Ja');
  await expect(addedRow()).toContainText('nur wenn „Haben Sie eine schriftliche Bestätigung Ihrer Startzeit erhalten?“ = „Ja“');
  const sourceRow = manager.getByRole('row').filter({ hasText: SOURCE }).filter({ hasNotText: ADDED_TEXT });
  await sourceRow.getByRole('button', { name: /korrigieren/ }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Korrigierte Antwort/ }).selectOption({ label: 'Nein' });
  await dialog.getByRole('textbox', { name: /^Notiz/ }).fill('Laut Telefonat keine Bestätigung erhalten.');
  await dialog.getByRole('button', { name: 'Korrigieren' }).click();
  await expect(addedRow()).toContainText('nicht gefragt');
  await expect(addedRow().getByRole('button', { name: /korrigieren/ })).toHaveCount(0);
  await manager.screenshot({ path: 'screenshots/questionnaire-condition-review-desktop.png', fullPage: true });
  expect((await tabApi<Loaded>(manager, 'GET', `/questionnaire/${testId}`)).answers[addedId]).toBeUndefined();
  await office.close();
});
