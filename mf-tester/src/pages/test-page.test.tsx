import { testingInputOf } from '@dtp/contract/test-support';
import type { LoadedRemoteModule } from '@dtp/api-client';
import { clubsApi, setRemoteLoader, testsApi, useAppStore } from '@dtp/api-client';
import { testingsApi, testingsCalls } from '@dtp/api-client/back-office';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderTests, resetAll, sendElsewhere, setDemoConfig, signInAs } from '../../test-support';

beforeAll(setDemoConfig);
beforeEach(resetAll);

/** The tester's test in the given progress (u-tester: wave 1 DONE, wave 2 ASSIGNED). */
async function ownTest(progress: 'ASSIGNED' | 'DONE') {
  const { tests } = await testsApi.list();
  const item = tests.find((t) => t.progress === progress);
  if (!item) throw new Error(`no ${progress} test`);
  return item;
}

async function openTest(id: number) {
  renderTests(`/tests/test/${id}`);
  return screen.findByRole('heading', { level: 1 });
}

const dateField = () => screen.getByRole('textbox', { name: /^Test-Datum/ });
const timeField = () => screen.queryByRole('textbox', { name: /^Tee-Time/ });
const saveButton = () => screen.getByRole('button', { name: 'Speichern' });

describe('single test, tee time can be set (ASSIGNED)', () => {
  beforeEach(() => signInAs('tester'));

  test('title with the club, back to /tests, period, tee time form and guidance; no questionnaire yet', async () => {
    const item = await ownTest('ASSIGNED');
    const heading = await openTest(item.id);
    expect(heading).toHaveTextContent(`Ihr Test des ${item.club?.name}`);
    expect(screen.getByRole('link', { name: /Zurück/ })).toHaveAttribute('href', '/tests');
    expect(screen.getByText(/Geplanter Testzeitraum: KW 24–26 \(13\.06\.2023 bis 30\.06\.2023\)/)).toBeInTheDocument();
    expect(dateField()).toHaveValue('');
    expect(timeField()).toHaveValue('');
    const guidance = screen.getByRole('region', { name: 'Hinweise zum Testtag' });
    expect(guidance).toHaveTextContent('zwischen 9 und 12 Uhr');
    expect(guidance).toHaveTextContent('dienstags bis freitags');
    expect(guidance).toHaveTextContent('Aerifizieren');
    expect(guidance).toHaveTextContent('3 Tage');
    expect(guidance).toHaveTextContent('2 Tage');
    expect(guidance).toHaveTextContent('Carts');
    expect(screen.queryByRole('link', { name: /Fragebogen/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Sie haben Ihren Test abgeschlossen, vielen Dank!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Feedback von CMC' })).not.toBeInTheDocument();
  });

  test('date and tee time are required', async () => {
    const user = userEvent.setup();
    await openTest((await ownTest('ASSIGNED')).id);
    await user.click(saveButton());
    expect(await screen.findByText('Bitte geben Sie einen Wert für Test-Datum ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Tee-Time ein.')).toBeInTheDocument();
    await user.type(dateField(), '31.02.2023');
    await user.tab();
    expect(await screen.findByText('Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.')).toBeInTheDocument();
  });

  test('saving date and tee time: the answer shows, a reload shows it, the questionnaire link appears', async () => {
    const user = userEvent.setup();
    const item = await ownTest('ASSIGNED');
    await openTest(item.id);
    await user.type(dateField(), '14.6.2023');
    await user.type(timeField() as HTMLElement, '9:30');
    await user.tab();
    expect(dateField()).toHaveValue('14.06.2023');
    expect(timeField()).toHaveValue('09:30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // a Wednesday inside the period: no warning
    await user.click(saveButton());
    expect(await screen.findByText('Vereinbart: Mittwoch, 14.06.2023, 09:30 Uhr')).toBeInTheDocument();
    expect(useAppStore.getState().saveSuccess).toBe(true);

    const saved = await testsApi.load(item.id);
    expect(saved).toMatchObject({ date: '2023-06-14', teeTime: '09:30', progress: 'TEE_TIME', showTestLink: true });
    const link = screen.getByRole('link', { name: saved.premiumTest ? 'Zum Premium-Fragebogen' : 'Zum Fragebogen' });
    // The questionnaire is filled in inside the platform (issue 43).
    expect(link).toHaveAttribute('href', `/tests/test/${saved.id}/questionnaire`);
    expect(screen.getByRole('region', { name: 'Fragebogen' })).toHaveTextContent('eine Woche vor dem Test');
  });

  test('„Keine Startzeiten“ hides the tee time field and saves without one', async () => {
    const user = userEvent.setup();
    const item = await ownTest('ASSIGNED');
    await openTest(item.id);
    await user.click(screen.getByRole('checkbox', { name: 'Keine Startzeiten' }));
    expect(timeField()).not.toBeInTheDocument();
    await user.type(dateField(), '15.06.2023');
    await user.click(saveButton());
    expect(await screen.findByText('Vereinbart: Donnerstag, 15.06.2023')).toBeInTheDocument();
    expect(await testsApi.load(item.id)).toMatchObject({ noStartingTimes: true, teeTime: null });
  });

  test('soft warnings name their rule and never block saving', async () => {
    const user = userEvent.setup();
    const item = await ownTest('ASSIGNED');
    const club = (await clubsApi.choices()).find((c) => c.id === item.club?.id);
    await openTest(item.id);
    const warning = () => screen.getByRole('alert');

    await user.type(dateField(), '19.06.2023');
    await user.type(timeField() as HTMLElement, '13:00');
    await user.tab();
    expect(warning()).toHaveTextContent('Das Test-Datum ist ein Montag.');
    expect(warning()).toHaveTextContent('Die Tee-Time 13:00 Uhr liegt außerhalb von 9 bis 12 Uhr.');
    expect(warning()).not.toHaveTextContent('außerhalb des geplanten Testzeitraums');

    await user.clear(dateField());
    await user.type(dateField(), '17.06.2023');
    await user.tab();
    expect(warning()).toHaveTextContent('Das Test-Datum ist ein Samstag.');

    await user.clear(dateField());
    await user.type(dateField(), '18.05.2023');
    await user.tab();
    expect(warning()).toHaveTextContent('Das von Ihnen ausgewählte Test-Datum liegt außerhalb des geplanten Testzeitraums');
    expect(warning()).toHaveTextContent(`Das Test-Datum ist ein Feiertag (Christi Himmelfahrt, ${club?.state}).`);

    await user.clear(dateField());
    await user.type(dateField(), '19.05.2023');
    await user.tab();
    expect(warning()).toHaveTextContent(`Das Test-Datum ist der Tag nach einem Feiertag (Christi Himmelfahrt, ${club?.state}).`);
    expect(warning()).not.toHaveTextContent('ist ein Feiertag');

    await user.click(saveButton());
    expect(await screen.findByText('Vereinbart: Freitag, 19.05.2023, 13:00 Uhr')).toBeInTheDocument();
  });

  test('a save of a test the back office changed meanwhile is refused as changed meanwhile and keeps what the tester typed', async () => {
    const user = userEvent.setup();
    const item = await ownTest('ASSIGNED');
    await openTest(item.id);
    await user.type(dateField(), '14.06.2023');
    await user.type(timeField() as HTMLElement, '10:10');
    // Meanwhile the back office records the test as done: the tester's save names an older version (409).
    const testing = await sendElsewhere('manager', testingsCalls.load, item.id);
    await sendElsewhere('manager', testingsCalls.save, { ...testingInputOf(testing), progress: 'DONE', date: '2023-06-14', teeTime: '10:00' });
    useAppStore.getState().reset();
    await user.click(saveButton());
    await waitFor(() => expect(useAppStore.getState().apiError).toBe('Jemand anderes hat diesen Datensatz inzwischen geändert.'));
    expect(useAppStore.getState().reloadOffered).toBe(true);
    expect(dateField()).toHaveValue('14.06.2023');
    expect(timeField()).toHaveValue('10:10');
    expect(saveButton()).toBeEnabled();
  });

  test('leaving with unsaved changes asks first', async () => {
    const user = userEvent.setup();
    await openTest((await ownTest('ASSIGNED')).id);
    await user.type(dateField(), '14.06.2023');
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    expect(await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tests\/test\//);
    expect(dateField()).toHaveValue('14.06.2023');

    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    await user.click(await screen.findByRole('button', { name: 'Seite verlassen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Andere Seite' })).toBeInTheDocument();
  });

  test('without changes the tester leaves without a question', async () => {
    const user = userEvent.setup();
    await openTest((await ownTest('ASSIGNED')).id);
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Andere Seite' })).toBeInTheDocument();
  });
});

describe('single test, done (DONE)', () => {
  beforeEach(() => signInAs('tester'));

  test('the test-done hint, no tee time form, CMC feedback from mf-feedback', async () => {
    const shown: unknown[] = [];
    setRemoteLoader(<P,>(remote: string, module: string) => {
      shown.push([remote, module]);
      const View = (props: { feedbackJson: string | null; emptyText: string }) => (
        <p data-testid="remote-feedback">{JSON.stringify(props)}</p>
      );
      return Promise.resolve({ default: View } as unknown as LoadedRemoteModule<P>);
    });
    const item = await ownTest('DONE');
    const test = await testsApi.load(item.id);
    await openTest(item.id);
    expect(screen.getByText('Sie haben Ihren Test abgeschlossen, vielen Dank!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Test-Datum/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    const feedback = screen.getByRole('region', { name: 'Feedback von CMC' });
    const view = await screen.findByTestId('remote-feedback');
    expect(feedback).toContainElement(view);
    expect(JSON.parse(view.textContent ?? '')).toEqual({
      feedbackJson: test.testerFeedbackCmc,
      emptyText: 'CMC hat noch kein Tester-Feedback abgegeben.',
    });
    expect(shown).toEqual([['mf_feedback', './TestFeedback']]);
  });

  test('the feedback view passes CMC’s JSON; when mf-feedback is down a German notice shows', async () => {
    signInAs('tester2');
    const { tests } = await testsApi.list();
    const done = tests.find((t) => t.progress === 'DONE');
    const test = await testsApi.load(done?.id ?? -1);
    expect(test.testerFeedbackCmc).not.toBeNull();
    renderTests(`/tests/test/${test.id}`);
    expect(await screen.findByText('Das Feedback kann derzeit nicht angezeigt werden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

describe('single test, other states', () => {
  test('only marked (MARKED): „Ihr nächster Test“ with the not-yet-assigned hint', async () => {
    signInAs('tester');
    const item = await ownTest('ASSIGNED');
    await asAccount('manager', async () => {
      const testing = await testingsApi.load(item.id);
      await testingsApi.save({ ...testingInputOf(testing), progress: 'MARKED' });
    });
    const heading = await openTest(item.id);
    expect(heading).toHaveTextContent('Ihr nächster Test');
    expect(screen.getByText(/noch keinem Test zugeteilt\. Wir benachrichtigen Sie per E-Mail/)).toHaveTextContent('Saison 2023');
    expect(screen.queryByRole('textbox', { name: /^Test-Datum/ })).not.toBeInTheDocument();
  });

  test('tee time agreed (TEE_TIME): the form shows the agreed values and the questionnaire link', async () => {
    signInAs('tester2');
    const { tests } = await testsApi.list();
    const agreed = tests.find((t) => t.progress === 'TEE_TIME');
    const test = await testsApi.load(agreed?.id ?? -1);
    await openTest(test.id);
    expect(dateField()).toHaveValue(test.date?.split('-').reverse().join('.'));
    expect(screen.getByRole('link', { name: test.premiumTest ? 'Zum Premium-Fragebogen' : 'Zum Fragebogen' })).toBeInTheDocument();
  });

  test("another tester's test: not available, the client shows the error", async () => {
    signInAs('tester');
    const item = await ownTest('ASSIGNED');
    signInAs('tester2');
    const heading = await openTest(item.id);
    expect(heading).toHaveTextContent('Ihr nächster Test');
    expect(screen.getByText('Dieser Test ist nicht verfügbar.')).toBeInTheDocument();
    expect(useAppStore.getState().apiError).toBe('Zugriff verweigert.');
  });
});

describe("questionnaire.mode 'external' in the runtime configuration (issue 43, item 6)", () => {
  afterAll(() => setDemoConfig());

  test("'Zum Fragebogen' leads to the outside form site again, in a new tab", async () => {
    setDemoConfig({ questionnaire: { mode: 'external', url: 'https://formulare.example.org/fragebogen', premiumUrl: 'https://formulare.example.org/premium' } });
    signInAs('tester2');
    const { tests } = await testsApi.list();
    const test = await testsApi.load(tests.find((t) => t.progress === 'TEE_TIME')?.id ?? -1);
    await openTest(test.id);
    const link = screen.getByRole('link', { name: test.premiumTest ? 'Zum Premium-Fragebogen' : 'Zum Fragebogen' });
    expect(link).toHaveAttribute('href', test.premiumTest ? 'https://formulare.example.org/premium' : 'https://formulare.example.org/fragebogen');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
