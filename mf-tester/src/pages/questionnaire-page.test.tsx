import { ApiError, ErrorTexts, startNewPage, testsApi, useAppStore } from '@dtp/api-client';
import {
  questionnaireApi,
  questionnaireCalls,
  questionnaireDefinitionsApi,
  QuestionnaireTexts,
  type Answers,
  type Question,
  type Questionnaire,
  type QuestionnaireSaveInput,
} from '@dtp/api-client/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderRoutes, resetAll, sendElsewhere, setDemoConfig, signInAs } from '../../test-support';
import QuestionnairePage from './questionnaire-page';
import TestPage from './test-page';
import TestsPage from './tests-page';

// Issue 43, item 3: the tester fills in the questionnaire inside the platform, page by page; every page
// change and 'Für später speichern' save on the server; 'Fragebogen abgeben' checks the required answers first.

beforeAll(setDemoConfig);
beforeEach(resetAll);

function renderQuestionnaire(testId: number) {
  return renderRoutes(`/tests/test/${testId}/questionnaire`, {
    '/tests': <TestsPage />,
    '/tests/test/:testId': <TestPage />,
    '/tests/test/:testId/questionnaire': <QuestionnairePage />,
  });
}

/** tester2's test with an agreed date in the past (the demo runs on the system clock): the questionnaire is open. */
async function agreedTest() {
  signInAs('tester2');
  const { tests } = await testsApi.list();
  const agreed = tests.find((t) => t.progress === 'TEE_TIME');
  if (!agreed) throw new Error('no TEE_TIME test');
  return questionnaireApi.load(agreed.id);
}

/** An answer for every question the test shows except photos: the first option, a number, a text. */
function fullAnswers(q: Questionnaire): Answers {
  const answers: Answers = {};
  for (const question of q.definition.sections.flatMap((s) => s.questions)) {
    if (question.options.length > 0) answers[question.id] = { option: question.options[0]!.value };
    else if (question.kind === 'number') answers[question.id] = { number: 2 };
    else if (question.kind === 'text') answers[question.id] = { text: 'Alles bestens.' };
  }
  return answers;
}

const pageTitle = () => screen.getByRole('heading', { level: 2 });
const question = (text: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${text.replace(/[?()]/g, '\\$&')}`) });

describe('the questionnaire of a test (open)', () => {
  test('heading, page indicator, intro, radio groups with „nicht beurteilbar“, number with unit, text, required marked', async () => {
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      `${q.premiumTest ? 'Premium-Fragebogen' : 'Fragebogen'} – ${q.clubName}`,
    );
    const first = q.definition.sections[0]!;
    expect(pageTitle()).toHaveTextContent(`Seite 1 von ${q.definition.sections.length}: ${first.title}`);
    expect(screen.getByText(first.intro)).toBeInTheDocument();
    const greeting = question('Wie meldete sich der Club am Telefon?');
    expect(greeting).toHaveAccessibleName(/Pflichtfrage/);
    expect(within(greeting).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Mit Clubname, eigenem Namen und Gruß',
      'Nur mit dem Clubnamen',
      'Ohne Clubnamen',
      'nicht beurteilbar',
    ]);
    expect(within(greeting).getByText('Bei einer Online-Buchung „nicht beurteilbar“.')).toBeInTheDocument();
    expect(within(question('Wie freundlich und hilfsbereit')).queryByRole('radio', { name: 'nicht beurteilbar' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nach wie vielen Klingelzeichen/ })).toBeInTheDocument();
    expect(screen.getByText('Klingelzeichen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Möchten Sie zu diesem Bereich/ })).toHaveAttribute('maxlength', '4000');
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Für später speichern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', `/tests/test/${q.testingId}`);
  });

  test('„Weiter“ saves the page on the server with its revision and shows the next page; „Zurück“ keeps the answers', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await user.click(within(question('Wie meldete sich der Club am Telefon?')).getByRole('radio', { name: 'nicht beurteilbar' }));
    await user.type(screen.getByRole('textbox', { name: /^Nach wie vielen Klingelzeichen/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent(`Seite 2 von ${q.definition.sections.length}: Anreise und Parken`));
    expect(pageTitle()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Foto aufnehmen oder auswählen' })).toBeInTheDocument();
    const saved = await questionnaireApi.load(q.testingId);
    expect(saved).toMatchObject({ revision: 1, answers: { 'booking.greeting': { notApplicable: true }, 'booking.rings': { number: 3 } } });

    // A second save names the new revision (no 409).
    await user.click(within(question('Wie beurteilen Sie Zufahrt und Parkplatz')).getByRole('radio', { name: 'gut' }));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent('Seite 1'));
    expect(within(question('Wie meldete sich der Club am Telefon?')).getByRole('radio', { name: 'nicht beurteilbar' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Nach wie vielen Klingelzeichen/ })).toHaveValue('3');
    expect(await questionnaireApi.load(q.testingId)).toMatchObject({ revision: 2, answers: { 'arrival.parking': { option: '4' } } });
  });

  test('„Für später speichern“ saves; opened again, the answers are there', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    const view = renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await user.click(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr gut' }));
    await user.type(screen.getByRole('textbox', { name: /^Möchten Sie zu diesem Bereich/ }), 'Sehr nett.');
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    expect(await screen.findByText(/Ihre Antworten sind gespeichert/)).toBeInTheDocument();
    expect(await questionnaireApi.load(q.testingId)).toMatchObject({
      revision: 1,
      answers: { 'booking.friendly': { option: '5' }, 'booking.comment': { text: 'Sehr nett.' } },
    });
    view.unmount();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    expect(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr gut' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Möchten Sie zu diesem Bereich/ })).toHaveValue('Sehr nett.');
  });

  test('answers not yet saved stay on the device: a reload brings them back, and they reach the server with the next save', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    const view = renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await user.click(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'gut' }));
    view.unmount();
    startNewPage(); // a reload
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByText(/Ihre noch nicht gespeicherten Antworten vom .+ sind wiederhergestellt/)).toBeInTheDocument();
    expect(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'gut' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    expect(await screen.findByText(/Ihre Antworten sind gespeichert/)).toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).answers['booking.friendly']).toEqual({ option: '4' });
  });

  test('without a connection the answers stay; when the connection is back they are sent', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    const offline = jest.spyOn(questionnaireApi, 'save').mockRejectedValueOnce(new ApiError(0, ErrorTexts.network, null));
    await user.click(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr gut' }));
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    await waitFor(() => expect(offline).toHaveBeenCalledTimes(1));
    expect(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr gut' })).toBeChecked();
    expect((await questionnaireApi.load(q.testingId)).revision).toBe(0);
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect((await questionnaireApi.load(q.testingId)).answers['booking.friendly']).toEqual({ option: '5' }));
    offline.mockRestore();
  });

  test("'online' before the connection carries: the answers are sent on one of the next tries", async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    const noNetwork = () => Promise.reject(new ApiError(0, ErrorTexts.network, null));
    const save = jest.spyOn(questionnaireApi, 'save').mockImplementationOnce(noNetwork).mockImplementationOnce(noNetwork);
    await user.click(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr gut' }));
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    window.dispatchEvent(new Event('online')); // too early: this try meets no network either
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(async () => expect((await questionnaireApi.load(q.testingId)).answers['booking.friendly']).toEqual({ option: '5' }), { timeout: 8_000 });
    expect(save).toHaveBeenCalledTimes(3);
    save.mockRestore();
  }, 20_000);

  test('a photo is uploaded when chosen, shown, kept when saved for later, and can be removed', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent('Anreise und Parken'));
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'parkplatz.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/^Fotos zu: /), jpeg);
    expect(await screen.findByText('1 von höchstens 3 Fotos')).toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).photos.map((p) => p.fileName)).toEqual(['parkplatz.jpg']);
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    expect(await screen.findByText(/Ihre Antworten sind gespeichert/)).toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).photos).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Foto parkplatz.jpg entfernen' }));
    expect(await screen.findByText('0 von höchstens 3 Fotos')).toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).photos).toEqual([]);
  });

  test('a refused save (saved on another device meanwhile) shows the message and keeps the input', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await sendElsewhere('tester2', questionnaireCalls.save, q.testingId, { revision: 0, version: q.definition.version, answers: {} });
    await user.click(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'gut' }));
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    expect(await screen.findByText(new RegExp(QuestionnaireTexts.staleRevision.slice(0, 40)))).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().apiError).toBeTruthy());
    expect(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'gut' })).toBeChecked();
    expect(screen.queryByText(/Ihre Antworten sind gespeichert/)).not.toBeInTheDocument();
  });

  test('„Fragebogen abgeben“ with a gap: the message names page and question, that page shows, the question has the focus', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    const answers = fullAnswers(q);
    delete answers['reception.friendly'];
    await questionnaireApi.save(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    const count = q.definition.sections.length;
    for (let page = 1; page < count; page++) await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(pageTitle()).toHaveTextContent(`Seite ${count} von ${count}`);
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fragebogen abgeben' }));
    const reception = q.definition.sections.findIndex((s) => s.id === 'reception');
    expect(
      await screen.findByText(
        `Bitte beantworten Sie auf Seite ${reception + 1} („Sekretariat und Empfang“) die Frage „Wie freundlich und zuvorkommend war das Personal im Sekretariat?“.`,
      ),
    ).toBeInTheDocument();
    expect(pageTitle()).toHaveTextContent(`Seite ${reception + 1} von ${count}: Sekretariat und Empfang`);
    await waitFor(() => expect(within(question('Wie freundlich und zuvorkommend')).getAllByRole('radio')[0]).toHaveFocus());
    expect((await questionnaireApi.load(q.testingId)).progress).toBe('OPEN');
  });

  test('„Fragebogen abgeben“ with every required answer: submitted, to /tests with the thank-you', async () => {
    const user = userEvent.setup();
    const q = await agreedTest();
    await questionnaireApi.save(q.testingId, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    for (let page = 1; page < q.definition.sections.length; page++) await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Fragebogen abgeben' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tests?testCompleted=true'));
    expect(await screen.findByText('Ihr Fragebogen wurde erfolgreich abgegeben. Vielen Dank!')).toBeInTheDocument();
    expect(await questionnaireApi.load(q.testingId)).toMatchObject({ progress: 'SUBMITTED', editable: false });
  });
});

describe('the questionnaire, not editable or not open', () => {
  test('submitted: read-only with its answers and the state', async () => {
    const q = await agreedTest();
    const saved = await questionnaireApi.save(q.testingId, { revision: q.revision, version: q.definition.version, answers: fullAnswers(q) });
    await questionnaireApi.submit(q.testingId, { revision: saved.revision, version: q.definition.version, answers: fullAnswers(q) });
    renderQuestionnaire(q.testingId);
    expect(await screen.findByText('Status: Eingegangen')).toBeInTheDocument();
    const friendly = within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'sehr schlecht' });
    expect(friendly).toBeChecked();
    expect(friendly).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Für später speichern' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });

  test('staff read it without changing it', async () => {
    const q = await agreedTest();
    signInAs('manager');
    renderQuestionnaire(q.testingId);
    expect(await screen.findByText('Status: In Bearbeitung')).toBeInTheDocument();
    expect(within(question('Wie freundlich und hilfsbereit')).getByRole('radio', { name: 'gut' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Fragebogen abgeben' })).not.toBeInTheDocument();
  });

  test('no date yet (403): the badge has the error, the screen a short notice and the way back to the test', async () => {
    signInAs('tester');
    const { tests } = await testsApi.list();
    const assigned = tests.find((t) => t.progress === 'ASSIGNED');
    renderQuestionnaire(assigned?.id ?? -1);
    expect(await screen.findByText('Der Fragebogen ist noch nicht verfügbar.')).toBeInTheDocument();
    expect(screen.getByText(QuestionnaireTexts.noDate)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Test' })).toHaveAttribute('href', `/tests/test/${assigned?.id}`);
    expect(useAppStore.getState().apiError).toBeTruthy();
  });

  test('the test page leads to the questionnaire inside the platform', async () => {
    const q = await agreedTest();
    renderRoutes(`/tests/test/${q.testingId}`, { '/tests/test/:testId': <TestPage /> });
    const link = await screen.findByRole('link', { name: q.premiumTest ? 'Zum Premium-Fragebogen' : 'Zum Fragebogen' });
    expect(link).toHaveAttribute('href', `/tests/test/${q.testingId}/questionnaire`);
  });
});

// Issue 61, item 4: questions that follow earlier answers. The admin adds to the season's questionnaire (a new
// version, as the editor would save it) a required text question after „Haben Sie eine schriftliche Bestätigung
// Ihrer Startzeit erhalten?“, asked only after „Ja“, and a second page whose only (required) question is asked
// only after „Ja“ too. tester2's open questionnaire has no save yet, so it is answered on that version.
const CONDITION = { questionId: 'booking.confirmation', answers: ['yes'] };
const CHANNEL = 'Auf welchem Weg kam die Bestätigung?';
const conditional = (id: string, text: string): Question => ({
  id,
  kind: 'text',
  text,
  help: '',
  required: true,
  allowNotApplicable: false,
  weight: 0,
  premiumOnly: false,
  options: [],
  showIf: CONDITION,
});

async function conditionalTest(): Promise<Questionnaire> {
  const q = await agreedTest();
  await asAccount('admin', async () => {
    const definition = await questionnaireDefinitionsApi.export(q.definition.year);
    const booking = definition.sections.find((s) => s.id === 'booking')!;
    const after = booking.questions.findIndex((question) => question.id === 'booking.confirmation');
    if (after < 0) throw new Error('no booking.confirmation');
    booking.questions.splice(after + 1, 0, conditional('booking.confirmation-channel', CHANNEL));
    definition.sections.splice(1, 0, {
      id: 'confirmation',
      title: 'Bestätigung',
      intro: '',
      premiumOnly: false,
      questions: [conditional('confirmation.content', 'Was stand in der Bestätigung?')],
    });
    await questionnaireDefinitionsApi.import(q.definition.year, definition);
  });
  const opened = await questionnaireApi.load(q.testingId);
  expect(opened.definition.sections[1]?.id).toBe('confirmation');
  return opened;
}

const channelField = () => screen.queryByRole('textbox', { name: new RegExp(`^${CHANNEL}`) });
const confirmation = () => question('Haben Sie eine schriftliche Bestätigung');

describe('questions that follow earlier answers (issue 61)', () => {
  test('shown after „Ja“, hidden after „Nein“; the typed answer stays (also in a save) and is back after „Ja“', async () => {
    const user = userEvent.setup();
    const q = await conditionalTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    expect(channelField()).not.toBeInTheDocument();

    await user.click(within(confirmation()).getByRole('radio', { name: 'Ja' }));
    expect(channelField()).toBeInTheDocument();
    await user.type(channelField()!, 'Per E-Mail am Vortag');

    await user.click(within(confirmation()).getByRole('radio', { name: 'Nein' }));
    expect(channelField()).not.toBeInTheDocument();
    // Kept while the tester may still change their mind: in a save for later too.
    await user.click(screen.getByRole('button', { name: 'Für später speichern' }));
    expect(await screen.findByText(/Ihre Antworten sind gespeichert/)).toBeInTheDocument();
    expect((await questionnaireApi.load(q.testingId)).answers).toMatchObject({
      'booking.confirmation': { option: 'no' },
      'booking.confirmation-channel': { text: 'Per E-Mail am Vortag' },
    });

    await user.click(within(confirmation()).getByRole('radio', { name: 'Ja' }));
    expect(channelField()).toHaveValue('Per E-Mail am Vortag');
  });

  test('a page whose questions are all hidden says so; after „Ja“ its question is asked', async () => {
    const user = userEvent.setup();
    const q = await conditionalTest();
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    await user.click(within(confirmation()).getByRole('radio', { name: 'Nein' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent(`Seite 2 von ${q.definition.sections.length}: Bestätigung`));
    expect(screen.getByText('Auf dieser Seite sind nach Ihren bisherigen Antworten keine Fragen zu beantworten.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Was stand in der Bestätigung/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent('Seite 1'));
    await user.click(within(confirmation()).getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent('Seite 2'));
    expect(screen.getByRole('textbox', { name: /^Was stand in der Bestätigung/ })).toBeInTheDocument();
    expect(screen.queryByText(/keine Fragen zu beantworten/)).not.toBeInTheDocument();
  });

  test('the submit sends no answer of a hidden question, and a hidden required question does not block it', async () => {
    const user = userEvent.setup();
    const q = await conditionalTest();
    // Everything answered, then „Nein“: the channel's text stays typed, the second page's required question is unanswered.
    const answers: Answers = { ...fullAnswers(q), 'booking.confirmation': { option: 'no' } };
    delete answers['confirmation.content'];
    expect(answers['booking.confirmation-channel']).toEqual({ text: 'Alles bestens.' });
    await questionnaireApi.save(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    const submit = jest.spyOn(questionnaireApi, 'submit');
    renderQuestionnaire(q.testingId);
    await screen.findByRole('heading', { level: 2 });
    for (let page = 1; page < q.definition.sections.length; page++) await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Fragebogen abgeben' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tests?testCompleted=true'));

    expect(submit).toHaveBeenCalledTimes(1);
    const sent = (submit.mock.calls[0]![1] as QuestionnaireSaveInput).answers;
    expect(sent).not.toHaveProperty(['booking.confirmation-channel']);
    expect(sent).not.toHaveProperty(['confirmation.content']);
    expect(sent['booking.confirmation']).toEqual({ option: 'no' });
    const stored = await questionnaireApi.load(q.testingId);
    expect(stored.progress).toBe('SUBMITTED');
    expect(stored.answers).not.toHaveProperty(['booking.confirmation-channel']);
    submit.mockRestore();
  });

  test('read-only (submitted): only the questions asked are shown', async () => {
    const user = userEvent.setup();
    const q = await conditionalTest();
    const answers: Answers = { ...fullAnswers(q), 'booking.confirmation': { option: 'no' } };
    delete answers['confirmation.content'];
    const saved = await questionnaireApi.save(q.testingId, { revision: q.revision, version: q.definition.version, answers });
    await questionnaireApi.submit(q.testingId, { revision: saved.revision, version: q.definition.version, answers });
    renderQuestionnaire(q.testingId);
    expect(await screen.findByText('Status: Eingegangen')).toBeInTheDocument();
    expect(within(confirmation()).getByRole('radio', { name: 'Nein' })).toBeChecked();
    expect(channelField()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(pageTitle()).toHaveTextContent('Seite 2'));
    expect(screen.getByText(/keine Fragen zu beantworten/)).toBeInTheDocument();
  });
});
