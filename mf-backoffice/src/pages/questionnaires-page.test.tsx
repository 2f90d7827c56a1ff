import { testsApi } from '@dtp/api-client';
import { emailsApi, questionnaireReviewApi, type QuestionnaireReviewEntry } from '@dtp/api-client/back-office';
import { NOT_APPLICABLE_LABEL, NOT_ASKED_LABEL, questionnaireApi, questionnaireDefinitionsApi, type Answers, type Question, type Questionnaire } from '@dtp/api-client/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterQuestionnaires } from '../features/questionnaires/questionnaires-filter';
import { asAccount, renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Issue 43, item 4: 'Fragebogen freigeben' — the list of submitted questionnaires, and one questionnaire's review
// with its answers, scores and Verlauf: 'Zurück an Tester', 'Antwort korrigieren', 'Freigeben'.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const questionsOf = (q: Questionnaire) => q.definition.sections.flatMap((s) => s.questions);
const findQuestion = (q: Questionnaire, test: (x: Question) => boolean) => {
  const found = questionsOf(q).find(test);
  if (!found) throw new Error('no such question');
  return found;
};

/**
 * tester2 submits the questionnaire of their agreed test (the demo runs on the system clock, the date is past):
 * the first option everywhere, 'nicht beurteilbar' on the first question that allows it, one optional question left out.
 */
async function submittedQuestionnaire({ photo = false } = {}): Promise<{ q: Questionnaire; notApplicable: Question; left: Question }> {
  return asAccount('tester2', async () => {
    const { tests } = await testsApi.list();
    const agreed = tests.find((t) => t.progress === 'TEE_TIME');
    if (!agreed) throw new Error('no TEE_TIME test');
    const q = await questionnaireApi.load(agreed.id);
    if (photo) {
      const question = findQuestion(q, (x) => x.kind === 'photos');
      await questionnaireApi.uploadPhoto(q.testingId, question.id, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1])], { type: 'image/jpeg' }), 'parkplatz.jpg');
    }
    const notApplicable = findQuestion(q, (x) => x.allowNotApplicable && x.options.length > 0);
    const left = findQuestion(q, (x) => !x.required && x.kind === 'text');
    const answers: Answers = {};
    for (const question of questionsOf(q)) {
      if (question.id === left.id) continue;
      if (question.id === notApplicable.id) answers[question.id] = { notApplicable: true };
      else if (question.options.length > 0) answers[question.id] = { option: question.options[0]!.value };
      else if (question.kind === 'number') answers[question.id] = { number: 3 };
      else if (question.kind === 'text') answers[question.id] = { text: 'Alles bestens.' };
    }
    const submitted = await questionnaireApi.submit(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    return { q: submitted, notApplicable, left };
  });
}

const entry = (testingId: number, fields: Partial<QuestionnaireReviewEntry>): QuestionnaireReviewEntry => ({
  testingId,
  year: 2023,
  wave: 1,
  clubId: 1,
  clubName: `Club ${testingId}`,
  testerName: `Tester ${testingId}`,
  premiumTest: false,
  submittedAt: null,
  releasedAt: null,
  scorePercent: null,
  progress: 'RELEASED',
  progressLabel: 'Freigegeben',
  ...fields,
});

describe('filterQuestionnaires', () => {
  const rows = [
    entry(1, { clubName: 'Golfclub Seeblick', premiumTest: true, progress: 'SUBMITTED' }),
    entry(2, { year: 2022, wave: 3, testerName: 'Anna Berg' }),
    entry(3, { wave: 3, progress: 'RETURNED', clubName: 'Golfpark Seeblick' }),
  ];
  test.each([
    [{ premium: 'true' }, [1]],
    [{ premium: 'false' }, [2, 3]],
    [{ season: '2022' }, [2]],
    [{ wave: '3' }, [2, 3]],
    [{ status: 'RETURNED' }, [3]],
    [{ q: 'seeblick' }, [1, 3]],
    [{ q: 'berg anna' }, [2]],
    [{}, [1, 2, 3]],
  ])('%j → %j', (filters, expected) => {
    expect(filterQuestionnaires(rows, { season: '', wave: '', status: '', premium: '', q: '', ...filters }).map((e) => e.testingId)).toEqual(expected);
  });
});

describe("'Fragebögen freigeben' (/questionnaires)", () => {
  test('the columns, the submitted questionnaire first, the filters in the URL; a row opens the review and comes back', async () => {
    const user = userEvent.setup();
    const { q } = await submittedQuestionnaire();
    renderBackOffice('/questionnaires');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fragebögen freigeben' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Abgegebene Fragebögen' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Saison',
      'Welle',
      'Club',
      'Tester',
      'Premium',
      'Abgegeben',
      'Ergebnis',
      'Status',
    ]);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent(q.clubName);
    expect(first).toHaveTextContent('Eingegangen');
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Freigegeben');
    expect(screen.getByTestId('location')).toHaveTextContent('status=RELEASED');
    expect(within(table).queryByText('Eingegangen')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Eingegangen');
    await user.click(screen.getByRole('row', { name: new RegExp(`^Fragebogen ${q.clubName}`) }));
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(q.clubName) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/questionnaires?status=SUBMITTED');
  });

  test("the sidebar's 'Premium-Fragebogen freigeben' (premium=true) lists premium tests only", async () => {
    const all = await questionnaireReviewApi.list();
    const premium = all.filter((e) => e.premiumTest);
    expect(premium.length).toBeGreaterThan(0);
    renderBackOffice('/questionnaires?premium=true');
    const table = await screen.findByRole('table', { name: 'Abgegebene Fragebögen' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(Math.min(premium.length, 50) + 1));
    expect(screen.getByRole('combobox', { name: 'Testart' })).toHaveValue('true');
  });
});

describe('the review of one questionnaire (/questionnaires/:testingId)', () => {
  test('a question the answers hid reads „nicht gefragt“ with its condition, and offers no correction (issue 61)', async () => {
    // The season's questionnaire gets a condition before tester2 opens theirs: asked only after the source's last answer.
    const { dependent, source } = await asAccount('admin', async () => {
      const year = (await questionnaireDefinitionsApi.list()).seasonYear;
      const definition = await questionnaireDefinitionsApi.export(year);
      const normal = definition.sections.filter((s) => !s.premiumOnly).flatMap((s) => s.questions.filter((x) => !x.premiumOnly));
      const source = normal.find((x) => x.kind === 'yesNo')!;
      const dependent = normal.slice(normal.indexOf(source) + 1).find((x) => x.options.length > 0 && x.kind !== 'photos')!;
      dependent.showIf = { questionId: source.id, answers: [source.options.at(-1)!.value] };
      await questionnaireDefinitionsApi.import(year, definition);
      return { dependent, source };
    });
    const { q } = await submittedQuestionnaire();
    expect(q.answers[dependent.id]).toBeUndefined();
    renderBackOffice(`/questionnaires/${q.testingId}`);
    const row = (await screen.findAllByRole('row')).find((r) => within(r).queryAllByRole('cell')[0]?.textContent?.startsWith(dependent.text))!;
    expect(row).toHaveTextContent(NOT_ASKED_LABEL);
    expect(row).toHaveTextContent(`nur wenn „${source.text}“ = „${source.options.at(-1)!.label}“`);
    expect(within(row).queryByRole('button', { name: /korrigieren/ })).toBeNull();
  });

  test('every answer (an option, „nicht beurteilbar“, „nicht beantwortet“), the scores, the Verlauf', async () => {
    const { q, notApplicable, left } = await submittedQuestionnaire();
    renderBackOffice(`/questionnaires/${q.testingId}`);
    expect(await screen.findByRole('heading', { level: 1, name: `${q.premiumTest ? 'Premium-Fragebogen' : 'Fragebogen'} – ${q.clubName}` })).toBeInTheDocument();
    expect(screen.getByText(/Status: Eingegangen/)).toBeInTheDocument();
    const firstSection = q.definition.sections[0]!;
    const answers = screen.getByRole('table', { name: `Antworten: ${firstSection.title}` });
    const firstQuestion = firstSection.questions[0]!;
    const firstRow = within(answers).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent(firstQuestion.text);
    expect(firstRow).toHaveTextContent(firstQuestion.id === notApplicable.id ? NOT_APPLICABLE_LABEL : firstQuestion.options[0]!.label);
    const rowOf = (question: Question) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[0]?.textContent === question.text)!;
    expect(rowOf(notApplicable)).toHaveTextContent(NOT_APPLICABLE_LABEL);
    expect(rowOf(left)).toHaveTextContent('nicht beantwortet');
    const scores = screen.getByRole('table', { name: 'Ergebnis je Bereich und gesamt' });
    expect(within(scores).getAllByRole('row').at(-1)).toHaveTextContent('Gesamt');
    expect(await screen.findByRole('region', { name: 'Verlauf' })).toHaveTextContent('In Bearbeitung → Eingegangen');
  });

  test("'Zurück an Tester' asks for the reason; then the questionnaire is returned and the actions are gone", async () => {
    const user = userEvent.setup();
    const { q } = await submittedQuestionnaire();
    renderBackOffice(`/questionnaires/${q.testingId}`);
    await user.click(await screen.findByRole('button', { name: 'Zurück an Tester' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fragebogen an den Tester zurückgeben' });
    await user.click(within(dialog).getByRole('button', { name: 'Zurückgeben' }));
    expect(await within(dialog).findByText('Bitte geben Sie an, warum der Fragebogen zurückgegeben wird.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Grund/ }), 'Bitte beschreiben Sie die Grüns genauer.');
    await user.click(within(dialog).getByRole('button', { name: 'Zurückgeben' }));
    expect(await screen.findByText(/An den Tester zurückgegeben: Bitte beschreiben Sie die Grüns genauer\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Freigeben' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /korrigieren/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Eingegangen → Zurückgegeben')).toBeInTheDocument();
  });

  test("'Antwort korrigieren' with a note: the new answer shows, the Verlauf records it", async () => {
    const user = userEvent.setup();
    const { q } = await submittedQuestionnaire();
    const scale = findQuestion(q, (x) => x.kind === 'scale' && x.options.length > 1 && q.answers[x.id]?.option === x.options[0]!.value);
    const other = scale.options[1]!;
    renderBackOffice(`/questionnaires/${q.testingId}`);
    await user.click(await screen.findByRole('button', { name: `Antwort auf „${scale.text}“ korrigieren` }));
    const dialog = await screen.findByRole('dialog', { name: 'Antwort korrigieren' });
    expect(dialog).toHaveTextContent(`Bisherige Antwort: ${scale.options[0]!.label}`);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Korrigierte Antwort/ }), other.label);
    await user.click(within(dialog).getByRole('button', { name: 'Korrigieren' }));
    expect(await within(dialog).findByText('Bitte geben Sie eine Notiz zur Korrektur an.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Notiz/ }), 'Laut Telefonat.');
    await user.click(within(dialog).getByRole('button', { name: 'Korrigieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const verlauf = screen.getByRole('region', { name: 'Verlauf' });
    expect(await within(verlauf).findByText(`„${scale.text}“: ${scale.options[0]!.label} → ${other.label} (Notiz: Laut Telefonat.)`)).toBeInTheDocument();
    expect(within(verlauf).getByText('Antwort korrigiert')).toBeInTheDocument();
  });

  test("'Freigeben' after asking: locked for good", async () => {
    const user = userEvent.setup();
    const { q } = await submittedQuestionnaire();
    renderBackOffice(`/questionnaires/${q.testingId}`);
    await user.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fragebogen freigeben' });
    await user.click(within(confirm).getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText(/Freigegeben: Der Fragebogen kann nicht mehr geändert werden/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück an Tester' })).not.toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).progress).toBe('RELEASED');
    // The PDFs are the API server's: the questionnaire's and the club's report (the e2e downloads them).
    expect(screen.getByRole('button', { name: 'Als PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bericht des Clubs (PDF)' })).toBeInTheDocument();

    // Released: the club's report can be sent again (its earlier links stop working), after asking.
    await user.click(await screen.findByRole('button', { name: 'Bericht erneut senden' }));
    const resend = await screen.findByRole('alertdialog', { name: 'Bericht erneut an den Club senden' });
    expect(resend).toHaveTextContent('Die Links, die er bisher bekommen hat, funktionieren danach nicht mehr.');
    const before = (await emailsApi.list()).filter((m) => m.subject === 'Ihr Testergebnis 2023').length;
    await user.click(within(resend).getByRole('button', { name: 'Bericht erneut senden' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await emailsApi.list()).filter((m) => m.subject === 'Ihr Testergebnis 2023')).toHaveLength(before + 1));
  });

  test("'Für den Club sichtbar' marks a photo for the club's report, and the Verlauf says so", async () => {
    const user = userEvent.setup();
    const { q } = await submittedQuestionnaire({ photo: true });
    renderBackOffice(`/questionnaires/${q.testingId}`);
    const box = await screen.findByRole('checkbox', { name: 'Für den Club sichtbar (Foto parkplatz.jpg)' });
    expect(box).not.toBeChecked();
    expect(screen.getByText(/Fotos, die für den Club sichtbar sind, zeigt sein Bericht/)).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect((await questionnaireApi.load(q.testingId)).photos.map((p) => p.shareable)).toEqual([true]);
    const verlauf = screen.getByRole('region', { name: 'Verlauf' });
    expect(await within(verlauf).findByText(/Foto 1 → für den Club sichtbar/)).toBeInTheDocument();
  });
});
