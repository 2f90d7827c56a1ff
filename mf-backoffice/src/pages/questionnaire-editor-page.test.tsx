import { draftKey, readDraft, startNewPage, useAuthStore } from '@dtp/api-client';
import { questionnaireDefinitionsApi } from '@dtp/api-client/questionnaire';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// The questionnaire editor (issue 61, items 1 and 5): pages and questions added, moved, given a condition; the
// import's checker beside the field as the admin types; a save as the import; a frozen version's notice; managers read.

// The seed: 2025 has version 1 with no questionnaire on it; 2023 has version 1 with the season's questionnaires.
const UNUSED = 2025;
const IN_USE = 2023;

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

async function openEditor(year: number, heading = `Fragebogen ${year} bearbeiten`) {
  renderBackOffice(`/seasons/${year}/questionnaire`);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return screen.findByRole('navigation', { name: 'Seiten des Fragebogens' });
}

const questionList = (page: number) => within(screen.getByRole('list', { name: `Fragen der Seite ${page}` }));
const questionTitles = (page: number) => questionList(page).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
/** The list item of a question by its title's start ('Frage 3: …'). */
const questionItem = (page: number, n: number) => {
  const heading = questionList(page).getByRole('heading', { level: 4, name: new RegExp(`^Frage ${n}:`) });
  return within(heading.closest('li')!);
};

async function addQuestion(user: ReturnType<typeof userEvent.setup>, page: number, text: string) {
  await user.click(screen.getByRole('button', { name: `Frage hinzufügen (Seite ${page})` }));
  const n = questionTitles(page).length;
  const item = questionItem(page, n);
  await user.type(item.getByRole('textbox', { name: /^Fragetext/ }), text);
  return n;
}

describe('the questionnaire editor', () => {
  test('adds a question, moves it up and saves it on the unused version, with a new id that stays', async () => {
    const user = userEvent.setup();
    const before = await questionnaireDefinitionsApi.export(UNUSED);
    const count = before.sections[0]!.questions.length;
    await openEditor(UNUSED);
    expect(screen.queryByText(/Ihre Änderungen werden Version/)).not.toBeInTheDocument();
    const n = await addQuestion(user, 1, 'Cart angeboten?');
    expect(n).toBe(count + 1);
    expect(questionTitles(1).at(-1)).toBe(`Frage ${n}: Cart angeboten?`);

    screen.getByRole('button', { name: `Frage ${n} der Seite 1 nach oben` }).focus();
    await user.keyboard('{Enter}');
    expect(questionTitles(1)[n - 2]).toBe(`Frage ${n - 1}: Cart angeboten?`);
    // By keyboard, as buttons work; the moved question keeps the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: `Frage ${n - 1} der Seite 1 nach oben` })).toHaveFocus());
    expect(questionTitles(1)[n - 1]).toBe(`Frage ${n}: ${before.sections[0]!.questions[n - 2]!.text}`);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(`Der Fragebogen ${UNUSED}, Version 1, wurde ersetzt.`)).toBeInTheDocument();
    const saved = await questionnaireDefinitionsApi.export(UNUSED);
    const added = saved.sections[0]!.questions[n - 2]!;
    expect(added).toMatchObject({ text: 'Cart angeboten?', kind: 'scale', weight: 1 });
    expect(added.id).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
    expect(saved.sections[0]!.questions.map((q) => q.id)).toEqual([...before.sections[0]!.questions.slice(0, n - 2).map((q) => q.id), added.id, before.sections[0]!.questions[n - 2]!.id]);
  });

  test('a condition on an earlier yes/no question; moved above it, the checker refuses it beside the field', async () => {
    const user = userEvent.setup();
    await openEditor(UNUSED);
    const source = await addQuestion(user, 1, 'Cart angeboten?');
    await user.selectOptions(questionItem(1, source).getByRole('combobox', { name: 'Art der Frage' }), 'Ja/Nein');
    const follow = await addQuestion(user, 1, 'Zustand?');
    const item = questionItem(1, follow);
    const condition = item.getByRole('combobox', { name: /^Nur fragen, wenn/ });
    await user.selectOptions(condition, `Seite 1, Frage ${source}: Cart angeboten?`);
    await user.click(item.getByRole('checkbox', { name: 'Ja' }));
    // In the question's line and under the condition's field.
    expect(item.getAllByText('nur wenn „Cart angeboten?“ = „Ja“')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/Der Fragebogen hat noch/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `Frage ${follow} der Seite 1 nach oben` }));
    const moved = questionItem(1, source);
    await waitFor(() =>
      expect(moved.getByRole('combobox', { name: /^Nur fragen, wenn/ })).toHaveAccessibleDescription(expect.stringContaining('die erst später kommt. Eine Frage kann nur von einer früheren Frage abhängen.')),
    );
    expect(screen.getByText('Der Fragebogen hat noch einen Fehler.')).toBeInTheDocument();
  });

  test("a weight that is not a number: the message beside the field, and the save is refused with the way to it", async () => {
    const user = userEvent.setup();
    await openEditor(UNUSED);
    await user.click(screen.getByRole('button', { name: 'Bearbeiten: Frage 1 der Seite 1' }));
    const weight = questionItem(1, 1).getByRole('textbox', { name: 'Gewicht' });
    await user.clear(weight);
    await user.type(weight, 'hoch');
    await waitFor(() => expect(weight).toHaveAccessibleDescription(expect.stringContaining('Bitte geben Sie eine Zahl ein, z. B. 1 oder 1,5.')));
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Der Fragebogen hat noch einen Fehler.')).toBeInTheDocument();

    await user.click(weight.closest('li')!.querySelector('button')!); // close the question
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/^Bitte beheben Sie zuerst die Fehler/)).toBeInTheDocument();
    await waitFor(() => expect(questionItem(1, 1).getByRole('textbox', { name: 'Gewicht' })).toHaveFocus());
    expect((await questionnaireDefinitionsApi.export(UNUSED)).sections[0]!.questions[0]!.weight).not.toBeNaN();
    expect(screen.getByRole('textbox', { name: 'Gewicht' })).toHaveValue('hoch');
  });

  test('a version in use: the notice before the first change, and the save becomes the next version', async () => {
    const user = userEvent.setup();
    const inUse = (await questionnaireDefinitionsApi.list()).definitions.find((d) => d.year === IN_USE)!;
    expect(inUse.questionnaires).toBeGreaterThan(1);
    await openEditor(IN_USE);
    const notice = await screen.findByText(`${inUse.questionnaires} Fragebögen sind auf Version 1 gespeichert; Ihre Änderungen werden Version 2.`);
    expect(notice).toBeInTheDocument();
    const title = within(screen.getByRole('region', { name: /^Seite 1:/ })).getByRole('textbox', { name: /^Titel der Seite/ });
    await user.clear(title);
    await user.type(title, 'Buchung (neu)');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(`Der Fragebogen ${IN_USE} hat jetzt die Version 2. Schon begonnene Fragebögen bleiben auf ihrer Version.`)).toBeInTheDocument();
    const saved = await questionnaireDefinitionsApi.export(IN_USE);
    expect(saved).toMatchObject({ version: 2 });
    expect(saved.sections[0]!.title).toBe('Buchung (neu)');
    await waitFor(() => expect(screen.queryByText(/Ihre Änderungen werden Version/)).not.toBeInTheDocument());
    expect(screen.getByText('Version 2')).toBeInTheDocument();
  });

  test('duplicating a question puts the copy below it; removing asks first, and keeping keeps it', async () => {
    const user = userEvent.setup();
    await openEditor(UNUSED);
    const before = questionTitles(1);
    await user.click(screen.getByRole('button', { name: 'Frage 1 der Seite 1 duplizieren' }));
    expect(questionTitles(1)).toEqual([before[0], before[0]!.replace(/^Frage 1/, 'Frage 2'), ...before.slice(1).map((title, i) => title!.replace(/^Frage \d+/, `Frage ${i + 3}`))]);
    await user.click(screen.getByRole('button', { name: 'Frage 2 der Seite 1 entfernen' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Frage entfernen?' }));
    await user.click(dialog.getByRole('button', { name: 'Behalten' }));
    expect(questionTitles(1)).toHaveLength(before.length + 1);
    await user.click(screen.getByRole('button', { name: 'Frage 2 der Seite 1 entfernen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Frage entfernen?' })).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(questionTitles(1)).toEqual(before));
  });

  test('leaving with unsaved changes asks, and staying keeps them', async () => {
    const user = userEvent.setup();
    await openEditor(UNUSED);
    const title = () => within(screen.getByRole('region', { name: /^Seite 1:/ })).getByRole('textbox', { name: /^Titel der Seite/ });
    await user.type(title(), ' (geändert)');
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect((title() as HTMLInputElement).value).toMatch(/ \(geändert\)$/);
    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    await user.click(await screen.findByRole('button', { name: 'Seite verlassen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
  });

  test('a reload keeps the unsaved changes in the browser and brings them back with a notice', async () => {
    const user = userEvent.setup();
    await openEditor(UNUSED);
    const title = () => within(screen.getByRole('region', { name: /^Seite 1:/ })).getByRole('textbox', { name: /^Titel der Seite/ });
    await user.type(title(), ' (Entwurf)');
    const key = draftKey(useAuthStore.getState().user!.userId, 'questionnaire-editor', UNUSED);
    await waitFor(() => expect(readDraft(key)).not.toBeNull());
    cleanup();
    startNewPage();
    await openEditor(UNUSED);
    expect(await screen.findByText(/^Ihre ungespeicherten Änderungen vom .* sind wiederhergestellt/)).toBeInTheDocument();
    expect((title() as HTMLInputElement).value).toMatch(/ \(Entwurf\)$/);
  });

  test('a manager reads it: every field disabled, nothing to add, move or save, and a note says so', async () => {
    const user = userEvent.setup();
    signInAs('manager');
    renderBackOffice('/seasons');
    await user.click(await screen.findByRole('link', { name: `Fragebogen ${IN_USE} ansehen` }));
    expect(await screen.findByRole('heading', { level: 1, name: `Fragebogen ${IN_USE}` })).toBeInTheDocument();
    expect(await screen.findByText('Sie sehen den Fragebogen nur an. Ändern können ihn Administratoren.')).toBeInTheDocument();
    expect(screen.queryByText(/Ihre Änderungen werden Version/)).not.toBeInTheDocument();
    for (const name of ['Speichern', 'Seite hinzufügen', 'Frage hinzufügen (Seite 1)', 'Frage 1 der Seite 1 nach unten', 'Seite 1 entfernen']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    for (const field of screen.getAllByRole('textbox', { name: /^Titel der Seite/ })) expect(field).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ansehen: Frage 1 der Seite 1' }));
    expect(questionItem(1, 1).getByRole('textbox', { name: /^Fragetext/ })).toBeDisabled();
    expect(questionItem(1, 1).getByRole('combobox', { name: 'Art der Frage' })).toBeDisabled();
  });

  test("the administration's list opens each year's editor", async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    await user.click(await screen.findByRole('link', { name: `Fragebogen ${IN_USE} bearbeiten` }));
    expect(await screen.findByRole('heading', { level: 1, name: `Fragebogen ${IN_USE} bearbeiten` })).toBeInTheDocument();
  });

  test('„Vorschau“ shows the unsaved draft as the tester sees it, and saves nothing', async () => {
    const user = userEvent.setup();
    const before = await questionnaireDefinitionsApi.export(UNUSED);
    await openEditor(UNUSED);
    await addQuestion(user, 1, 'Cart angeboten?');
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    const preview = within(await screen.findByRole('region', { name: 'Vorschau des Fragebogens' }));
    expect(await preview.findByRole('heading', { name: new RegExp(`^Seite 1 von \\d+.*${before.sections[0]!.title}`) })).toBeInTheDocument();
    expect(preview.getByText('Cart angeboten?', { exact: false })).toBeInTheDocument();
    expect(await questionnaireDefinitionsApi.export(UNUSED)).toEqual(before);
  });
});
