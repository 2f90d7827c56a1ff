import { setTransport, useAppStore } from '@dtp/api-client';
import { adminApi, measuresApi, MeasureTexts, type Finding } from '@dtp/api-client/back-office';
import { type DemoHarness, releasedQuestionnaire, setupDemo, testComesIn } from '@dtp/domain/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportedCsv, renderBackOffice, resetAll, setDemoConfig } from '../../test-support';

// Issue 62, the back office: the club's card 'Maßnahmen', the list 'Maßnahmen der Clubs', the cockpit's count, the
// review's 'Als Handlungsfeld aufnehmen' / 'Handlungsfeld entfernen' and the administration's threshold. Each test runs
// on its own platform (setupDemo) whose findings it makes through the calls and whose clubs' answers it sets in the state.

beforeAll(() => setDemoConfig());
beforeEach(() => resetAll());
afterEach(() => {
  setTransport(null);
  setDemoConfig();
  jest.restoreAllMocks();
});

/** A released questionnaire of the seed (the n-th) with the scored questions its test asked, and its club. */
async function released(h: DemoHarness, n = 0) {
  const { testingId, clubId, clubName, questions } = await releasedQuestionnaire(h, n);
  return { testingId, club: { id: clubId, name: clubName }, questions };
}

/** The stored finding, live in the platform's state: where a test plays the club's answer. */
const stored = (h: DemoHarness, finding: Finding) => h.server.state().findings.find((f) => f.id === finding.id)!;

/** The demo's clock shows 01.06.2023: a measure planned until 31.05.2023 is overdue. */
const OVERDUE = { state: 'PLANNED', text: 'Neue Beschilderung am Abschlag 1', who: 'Platzwart Huber', until: '2023-05-31', photoId: null, at: '2023-05-02T10:00:00.000Z' } as const;

describe("the club's card 'Maßnahmen' (/clubs/show/:id)", () => {
  test('the findings of the season with state, overdue, measure, evidence photo, next test and Verlauf; the plan closed and opened again', async () => {
    const user = userEvent.setup();
    jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:nachweis');
    const h = setupDemo('manager');
    const { testingId, club, questions } = await released(h);
    const [q1, q2] = questions as [(typeof questions)[number], (typeof questions)[number]];
    const planned = await measuresApi.add({ testingId, questionId: q1.id });
    const done = await measuresApi.add({ testingId, questionId: q2.id });
    stored(h, planned).measure = { ...OVERDUE };
    const photoId = 880_001;
    h.server.state().attachments.push({ id: photoId, testingId, findingId: done.id, fileName: 'nachweis.jpg', contentType: 'image/jpeg', size: 10, deleted: false });
    stored(h, done).measure = { state: 'DONE', text: 'Schilder erneuert', who: '', until: null, photoId, at: '2023-05-20T10:00:00.000Z' };
    stored(h, done).result = { outcome: 'RESOLVED', year: planned.year + 1, percent: 100 };

    renderBackOffice(`/clubs/show/${club.id}`);
    const card = within(await screen.findByRole('region', { name: 'Maßnahmen' }));
    expect(await card.findByText('Handlungsfeld: weniger als 50 % der Punkte einer Frage')).toBeInTheDocument();
    const season = within(await card.findByRole('region', { name: `Saison ${planned.year}` }));
    const first = within(season.getByRole('article', { name: q1.text }));
    expect(first.getByText(MeasureTexts.overdue)).toBeInTheDocument();
    expect(first.getByText('Maßnahme geplant')).toBeInTheDocument();
    expect(first.getByText('Neue Beschilderung am Abschlag 1')).toBeInTheDocument();
    expect(first.getByText('Platzwart Huber')).toBeInTheDocument();
    expect(first.getByText('31.05.2023')).toBeInTheDocument();
    expect(first.getByText(new RegExp(`${planned.sectionTitle} · .* % der Punkte · von Hand aufgenommen`))).toBeInTheDocument();

    const second = within(season.getByRole('article', { name: q2.text }));
    expect(second.getByText('Erledigt')).toBeInTheDocument();
    expect(second.queryByText(MeasureTexts.overdue)).not.toBeInTheDocument();
    expect(await second.findByRole('img', { name: `Nachweisfoto zu „${q2.text}“` })).toHaveAttribute('src', 'blob:nachweis');
    expect(second.getByText(`behoben (Test ${planned.year + 1})`)).toBeInTheDocument();

    // The Verlauf, folded until asked for.
    const history = first.getByRole('button', { name: 'Verlauf (1)' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    await user.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    expect(first.getByRole('list', { name: `Verlauf von „${q1.text}“` })).toHaveTextContent(/^01\.06\.2023 \d{2}:\d{2} · Martin Manager · von Hand aufgenommen$/);

    // 'Plan abschließen': the club can no longer change its answers, nothing can be dropped; then opened again.
    await user.click(season.getByRole('button', { name: `Plan abschließen (Saison ${planned.year})` }));
    expect(await season.findByRole('button', { name: `Plan wieder öffnen (Saison ${planned.year})` })).toBeInTheDocument();
    expect(season.getByText('Plan abgeschlossen am 01.06.2023')).toBeInTheDocument();
    expect(stored(h, planned).closedAt).not.toBeNull();
    expect(season.queryByRole('button', { name: /^Handlungsfeld entfernen/ })).not.toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Verlauf (2)' })).toBeInTheDocument();
    await user.click(season.getByRole('button', { name: `Plan wieder öffnen (Saison ${planned.year})` }));
    expect(await season.findByRole('button', { name: `Plan abschließen (Saison ${planned.year})` })).toBeInTheDocument();
    expect(stored(h, planned).closedAt).toBeNull();
    expect(season.getAllByRole('button', { name: /^Handlungsfeld entfernen/ })).toHaveLength(2);
  });

  test("'Handlungsfeld entfernen' asks first: kept on 'Behalten', gone when confirmed", async () => {
    const user = userEvent.setup();
    const h = setupDemo('manager');
    const { testingId, club, questions } = await released(h);
    const finding = await measuresApi.add({ testingId, questionId: questions[0]!.id });
    renderBackOffice(`/clubs/show/${club.id}`);
    const card = within(await screen.findByRole('region', { name: 'Maßnahmen' }));
    const drop = await card.findByRole('button', { name: `Handlungsfeld entfernen: „${finding.questionText}“` });

    await user.click(drop);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MeasureTexts.dropConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stored(h, finding).droppedAt).toBeNull();

    await user.click(drop);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: MeasureTexts.drop }));
    expect(await card.findByText(MeasureTexts.none)).toBeInTheDocument();
    expect(stored(h, finding).droppedAt).not.toBeNull();
    expect(useAppStore.getState().saveSuccess).toBe(true);
  });

  test('a club without findings says so', async () => {
    const h = setupDemo('manager');
    const club = h.server.state().clubs[0]!;
    renderBackOffice(`/clubs/show/${club.id}`);
    const card = within(await screen.findByRole('region', { name: 'Maßnahmen' }));
    expect(await card.findByText(MeasureTexts.none)).toBeInTheDocument();
  });
});

describe("'Maßnahmen der Clubs' (/measures) and the cockpit's count", () => {
  test("filters by state ('überfällig') and season in the URL, exports its columns as CSV, and a row opens the club", async () => {
    const user = userEvent.setup();
    const h = setupDemo('manager');
    const one = await released(h, 0);
    let two = await released(h, 1);
    for (let n = 2; two.club.id === one.club.id; n++) two = await released(h, n);
    const late = await measuresApi.add({ testingId: one.testingId, questionId: one.questions[0]!.id });
    stored(h, late).measure = { ...OVERDUE };
    const open = await measuresApi.add({ testingId: two.testingId, questionId: two.questions[0]!.id });

    renderBackOffice('/measures');
    expect(await screen.findByRole('heading', { level: 1, name: MeasureTexts.list })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Handlungsfelder der Clubs mit ihren Maßnahmen' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), MeasureTexts.overdue);
    expect(screen.getByTestId('location')).toHaveTextContent('/measures?state=OVERDUE');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(one.club.name);
    expect(row).toHaveTextContent(MeasureTexts.overdue);
    expect(row).toHaveTextContent('31.05.2023');

    const csv = await exportedCsv(() => user.click(screen.getByRole('button', { name: /CSV/ })));
    const c = MeasureTexts.columns;
    expect(csv[0]).toEqual([c.year, c.club, c.section, c.question, c.percent, c.state, c.what, c.who, c.until, c.result]);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toEqual([
      String(late.year),
      one.club.name,
      late.sectionTitle,
      late.questionText,
      late.percent === null ? '' : late.percent.toFixed(1).replace('.', ','),
      'Maßnahme geplant (überfällig)',
      OVERDUE.text,
      OVERDUE.who,
      '31.05.2023',
      '',
    ]);

    // 'Offen' shows the other club's; another season has none.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Offen');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(two.club.name));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(open.measure.state).toBe('OPEN');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saison' }), String(late.year));
    expect(screen.getByTestId('location')).toHaveTextContent(`/measures?state=OPEN&year=${late.year}`);

    await user.click(within(table).getAllByRole('row')[1]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/clubs/show/${two.club.id}\\?navigateBack=`)));
  });

  test("the cockpit counts the clubs with an overdue measure and links to the list filtered on 'überfällig'", async () => {
    const h = setupDemo('manager');
    const { testingId, questions } = await released(h);
    const late = await measuresApi.add({ testingId, questionId: questions[0]!.id });
    stored(h, late).measure = { ...OVERDUE };
    renderBackOffice('/dashboard');
    const link = await screen.findByRole('link', { name: 'Clubs mit überfälligen Maßnahmen: 1 Club anzeigen' });
    expect(link).toHaveTextContent('1');
    expect(link).toHaveAttribute('href', '/measures?state=OVERDUE');
  });
});

describe("the review's findings (/questionnaires/:testingId)", () => {
  test("a released questionnaire: 'Als Handlungsfeld aufnehmen' per scored question, then 'Handlungsfeld entfernen' (asked first)", async () => {
    const user = userEvent.setup();
    jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:foto');
    const h = setupDemo('manager');
    const { testingId, questions } = await released(h);
    const question = questions[0]!;
    renderBackOffice(`/questionnaires/${testingId}`);
    const add = await screen.findByRole('button', { name: `${MeasureTexts.add}: „${question.text}“` });
    expect(screen.getAllByRole('button', { name: new RegExp(`^${MeasureTexts.add}`) })).toHaveLength(questions.length);

    await user.click(add);
    const drop = await screen.findByRole('button', { name: `${MeasureTexts.drop}: „${question.text}“` });
    const added = h.server.state().findings.filter((f) => f.testingId === testingId && f.droppedAt === null);
    expect(added.map((f) => [f.questionId, f.source])).toEqual([[question.id, 'MANUAL']]);

    await user.click(drop);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(MeasureTexts.dropConfirm);
    await user.click(within(dialog).getByRole('button', { name: MeasureTexts.drop }));
    expect(await screen.findByRole('button', { name: `${MeasureTexts.add}: „${question.text}“` })).toBeInTheDocument();
    expect(h.server.state().findings.find((f) => f.testingId === testingId)?.droppedAt).not.toBeNull();
  });

  test("a closed plan: no button, the note says where to open it again", async () => {
    jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:foto');
    const h = setupDemo('manager');
    const { testingId, club, questions } = await released(h);
    const finding = await measuresApi.add({ testingId, questionId: questions[0]!.id });
    await measuresApi.closePlan({ clubId: club.id, year: finding.year, closed: true });
    renderBackOffice(`/questionnaires/${testingId}`);
    expect(await screen.findByText(MeasureTexts.closedNoChange)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^(${MeasureTexts.add}|${MeasureTexts.drop})`) })).not.toBeInTheDocument();
  });

  test('a questionnaire not yet released has no such button', async () => {
    jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:foto');
    const h = setupDemo('manager');
    const submitted = await testComesIn(h);
    h.signInAs('manager');
    renderBackOffice(`/questionnaires/${submitted.id}`);
    expect(await screen.findAllByRole('button', { name: /^Antwort auf/ })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: new RegExp(`^${MeasureTexts.add}`) })).not.toBeInTheDocument();
  });
});

describe("the administration's card 'Handlungsfelder' (/admin)", () => {
  test('the threshold: 50 % at first; a bad value keeps what was typed with the German message beside the field; saved', async () => {
    const user = userEvent.setup();
    setupDemo('admin');
    renderBackOffice('/admin');
    const form = within(await screen.findByRole('form', { name: 'Handlungsfelder' }));
    const field = form.getByRole('textbox', { name: /^Schwelle \(% der Punkte einer Frage\)/ });
    expect(field).toHaveValue('50');

    await user.clear(field);
    await user.type(field, '0');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Schwelle (% der Punkte einer Frage) muss mindestens 1 betragen.')).toBeInTheDocument();
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, '2,5');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Bitte geben Sie eine ganze Zahl ein')).toBeInTheDocument();
    expect((await adminApi.load()).measures).toEqual({ thresholdPercent: 50 });

    await user.clear(field);
    await user.type(field, '35');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await adminApi.load()).measures).toEqual({ thresholdPercent: 35 });
    expect(form.queryByText(/Bitte geben Sie eine ganze Zahl ein|muss mindestens/)).not.toBeInTheDocument();
  });
});
