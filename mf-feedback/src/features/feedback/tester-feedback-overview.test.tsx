import type { Feedback } from '@dtp/api-client';
import { feedbackApi, setTransport, useAuthStore } from '@dtp/api-client';
import { overviewApi, testingsApi } from '@dtp/api-client/back-office';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TesterFeedbackPage from '../../pages/tester-feedback-page';
import { DebugFeedbackSection } from './debug-feedback-section';
import { FeedbackCharts } from './feedback-charts';
import { renderRoutes, renderUi, resetAll, setDemoConfig, signInAs } from '../../../test-support';

/** The demo data's season: the title follows the data, never the browser's clock. */
const year = 2023;
const meters = () => screen.queryAllByRole('meter');
/** The page at its route, `?saison=` and all (the shell's router). */
const renderPage = (path = '/tester-feedback') => renderRoutes(path, { '/tester-feedback': <TesterFeedbackPage /> });
const chart = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  setDemoConfig();
  resetAll();
});
afterEach(() => useAuthStore.getState().signOut());

describe('Tester Feedback Übersicht', () => {
  test('an admin sees the season charts with counts and the debug section with a hide/show toggle', async () => {
    signInAs('admin');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: `Tester Feedback Übersicht ${year}` })).toBeInTheDocument();
    const debug = await screen.findByTestId('feedback-debug');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    const cmc = chart('Feedback CMC');
    expect(within(cmc).getAllByRole('meter').length).toBe(5);
    expect(within(cmc).getByRole('meter', { name: 'Pünktlichkeit' })).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d{1,3}\u00a0%$/));
    expect(within(chart('Feedback Club')).getAllByRole('meter').length).toBe(4);
    const counts = screen.getAllByTestId('feedback-counts').map((c) => c.textContent);
    expect(counts[0]).toMatch(/^5 Kriterien · \d+ Datensätze$/);
    expect(counts[1]).toMatch(/^4 Kriterien · \d+ Datensätze$/);

    expect(within(debug).getByRole('alert')).toHaveTextContent('sensible personenbezogene Daten');
    expect(within(debug).queryByText(/: Feedback CMC$/)).not.toBeInTheDocument();
    fireEvent.click(within(debug).getByRole('button', { name: 'Rohdaten anzeigen' }));
    expect(within(debug).getByRole('button', { name: 'Rohdaten ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(debug).getAllByText(/\(Test \d+\): Feedback (CMC|Club)$/).length).toBeGreaterThan(5);
    // The seed's one malformed feedback: 'Invalid JSON' and then the raw text.
    expect(within(debug).getAllByText('Invalid JSON')).toHaveLength(1);
    expect(within(debug).getByText(/^\{"formParams": \[\{"id": "q1"/)).toBeInTheDocument();
    fireEvent.click(within(debug).getByRole('button', { name: 'Rohdaten ausblenden' }));
    expect(within(debug).queryByText('Invalid JSON')).not.toBeInTheDocument();
  });

  test('a manager sees the season overview but no debug section', async () => {
    signInAs('manager');
    renderPage();
    expect(await screen.findByRole('region', { name: 'Feedback CMC' })).toBeInTheDocument();
    expect(meters().length).toBe(9);
    expect(screen.queryByTestId('feedback-debug')).not.toBeInTheDocument();
    expect(screen.queryByText('Rohdaten anzeigen')).not.toBeInTheDocument();
  });

  test("a tester sees the tab 'Ihr Tester Feedback' with the own averages and never the debug section", async () => {
    signInAs('tester2');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: `Tester Feedback Übersicht ${year}` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ihr Tester Feedback', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Feedback CMC' })).toBeInTheDocument();
    expect(screen.getAllByTestId('feedback-counts').map((c) => c.textContent)).toEqual(['5 Kriterien · 1 Datensatz', '4 Kriterien · 1 Datensatz']);
    expect(screen.queryByTestId('feedback-debug')).not.toBeInTheDocument();
    expect(screen.queryByText(/Rohdaten/)).not.toBeInTheDocument();
  });

  test("a tester without club feedback reads 'Der Club hat noch kein Tester-Feedback abgegeben.'", async () => {
    signInAs('tester');
    renderPage();
    expect(await screen.findByText('Der Club hat noch kein Tester-Feedback abgegeben.')).toBeInTheDocument();
    expect(within(chart('Feedback CMC')).getAllByRole('meter')).toHaveLength(5);
  });

  test("a tester without any feedback reads 'Keine Feedback-Daten vorhanden.'", async () => {
    signInAs('admin');
    const rows = await overviewApi.list();
    const max = rows.filter((r) => r.lastName === 'Mustermann' && r.firstName === 'Max' && r.enableResetCmcFeedback);
    expect(max).toHaveLength(1);
    await testingsApi.resetCmcFeedback(max[0]!.testingId);
    signInAs('tester');
    renderPage();
    expect(await screen.findByText('Keine Feedback-Daten vorhanden.')).toBeInTheDocument();
    expect(meters()).toHaveLength(0);
  });
});

describe('the title year is the season of the answer', () => {
  // The staff's page also asks for the seasons ('Saison'): a season 2019 that is the current one.
  const seasons = { currentYear: 2019, seasons: [] };
  const answering = (data: unknown) => setTransport(async ({ path }) => ({ status: 200, data: path === '/season/list' ? seasons : data, statusText: 'OK' }));
  // The page goes first: the demo data source coming back would load what it shows again.
  afterEach(() => {
    cleanup();
    setTransport(null);
  });

  test("a server's season 2019 is the title's year, whatever the browser's clock says", async () => {
    answering(feedback({ year: 2019 }));
    signInAs('manager');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tester Feedback Übersicht 2019' })).toBeInTheDocument();
  });

  test('a server that sends no season gets a title without a year', async () => {
    answering(feedback({}));
    signInAs('manager');
    renderPage();
    expect(await screen.findByText('Keine Feedback-Daten vorhanden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Tester Feedback Übersicht$/);
  });
});

const feedback = (over: Partial<Feedback>): Feedback => ({
  cmcFeedbackCount: 0,
  cmcFeedbackAverages: {},
  clubFeedbackCount: 0,
  clubFeedbackAverages: {},
  debugFeedbacksJson: [],
  ...over,
});

describe('FeedbackCharts', () => {
  test('rounds every percent to a whole number, bar and text alike', () => {
    renderUi(
      <FeedbackCharts
        audience="overview"
        feedback={feedback({ cmcFeedbackCount: 3, cmcFeedbackAverages: { Pünktlichkeit: 42.5, Fotos: 42.49, Kommunikation: 99.6, Null: 0 } })}
      />,
    );
    const value = (name: string) => screen.getByRole('meter', { name });
    expect(value('Pünktlichkeit')).toHaveAttribute('aria-valuenow', '43');
    expect(value('Pünktlichkeit')).toHaveAttribute('aria-valuetext', '43\u00a0%');
    expect(value('Fotos')).toHaveAttribute('aria-valuenow', '42');
    expect(value('Kommunikation')).toHaveAttribute('aria-valuetext', '100\u00a0%');
    expect(value('Null')).toHaveAttribute('aria-valuetext', '0\u00a0%');
    expect(screen.getByText('43 %')).toBeInTheDocument(); // the matcher normalises the no-break space
    expect(screen.getByText('4 Kriterien · 3 Datensätze')).toBeInTheDocument();
  });

  test.each([
    ['overview', 'Keine CMC-Daten verfügbar', feedback({ clubFeedbackCount: 1, clubFeedbackAverages: { Auftreten: 80 } })],
    ['overview', 'Keine Club-Daten verfügbar', feedback({ cmcFeedbackCount: 1, cmcFeedbackAverages: { Fotos: 80 } })],
    ['own', 'CMC hat noch kein Tester-Feedback abgegeben.', feedback({ clubFeedbackCount: 1, clubFeedbackAverages: { Auftreten: 80 } })],
    ['own', 'Der Club hat noch kein Tester-Feedback abgegeben.', feedback({ cmcFeedbackCount: 1, cmcFeedbackAverages: { Fotos: 80 } })],
    ['overview', 'Keine Feedback-Daten vorhanden.', feedback({})],
    ['own', 'Keine Feedback-Daten vorhanden.', feedback({})],
  ] as const)('%s: %s', (audience, message, data) => {
    renderUi(<FeedbackCharts audience={audience} feedback={data} />);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  test("the back office is named as configured (contact.name), in the chart, its empty text and the tester's intro", async () => {
    setDemoConfig({ contact: { name: 'Golf-Team Süd' } });
    const view = renderUi(<FeedbackCharts audience="own" feedback={feedback({ clubFeedbackCount: 1, clubFeedbackAverages: { Auftreten: 80 } })} />);
    expect(chart('Feedback Golf-Team Süd')).toHaveTextContent('Golf-Team Süd hat noch kein Tester-Feedback abgegeben.');
    view.unmount();
    renderUi(<FeedbackCharts audience="overview" feedback={feedback({ clubFeedbackCount: 1, clubFeedbackAverages: { Auftreten: 80 } })} />);
    expect(screen.getByText('Keine Golf-Team Süd-Daten verfügbar')).toBeInTheDocument();
    signInAs('tester2');
    renderPage();
    expect(await screen.findByText(/^Durchschnitt der Bewertungen, die Golf-Team Süd und die Golfclubs/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bCMC\b/);
  });
});

describe('DebugFeedbackSection', () => {
  const entries = [{ title: 'GC – Erika (Test 1): Feedback CMC', json: '{"formParams": []}' }];

  test.each(['tester', 'tester2', 'manager'] as const)('renders nothing for %s, even when handed raw data', (account) => {
    signInAs(account);
    const { container } = renderUi(<DebugFeedbackSection entries={entries} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('renders nothing when nobody is signed in', () => {
    const { container } = renderUi(<DebugFeedbackSection entries={entries} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('an admin opens one collapsible viewer per feedback, at most 400px high, pretty-printed', () => {
    signInAs('admin');
    renderUi(<DebugFeedbackSection entries={[...entries, { title: 'kaputt', json: '{"a":' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rohdaten anzeigen' }));
    const viewer = screen.getByRole('region', { name: entries[0]!.title });
    expect(viewer).toHaveStyle({ maxHeight: '400px' });
    expect(viewer.textContent).toContain('"formParams": []');
    expect(within(screen.getByRole('region', { name: 'kaputt' })).getByText('Invalid JSON')).toBeInTheDocument();
    expect(screen.getByText('{"a":')).toBeInTheDocument();
  });

  test("an admin without raw data reads 'Keine Feedback-Daten vorhanden.'", () => {
    signInAs('admin');
    renderUi(<DebugFeedbackSection entries={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rohdaten anzeigen' }));
    expect(screen.getByText('Keine Feedback-Daten vorhanden.')).toBeInTheDocument();
  });
});

describe('Tester Feedback Übersicht of an earlier season (issue 56)', () => {
  const heading = (year: number) => screen.findByRole('heading', { level: 1, name: `Tester Feedback Übersicht ${year}` });
  const counts = () => screen.getAllByTestId('feedback-counts').map((c) => c.textContent);
  const pastNotice = 'Sie sehen die abgeschlossene Saison 2022. Sie ist nur lesbar.';

  test("a manager picks 2022: its year in the title and the URL, 2022's averages and the read-only notice; a reload keeps it", async () => {
    const user = userEvent.setup();
    signInAs('manager');
    const [past, current] = await Promise.all([feedbackApi.ofSeason(2022), feedbackApi.own()]);
    expect(past.year).toBe(2022);
    expect(past.cmcFeedbackCount).not.toBe(current.cmcFeedbackCount);
    const { unmount } = renderPage();
    await heading(year);
    const select = await screen.findByRole('combobox', { name: 'Saison' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['2023 (Aktuelle Saison)', '2022 (Abgeschlossen)']);
    expect(screen.queryByText(pastNotice)).not.toBeInTheDocument();
    await screen.findByRole('region', { name: 'Feedback CMC' });
    expect(counts()[0]).toMatch(new RegExp(` · ${current.cmcFeedbackCount} Datens`));

    await user.selectOptions(select, '2022 (Abgeschlossen)');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tester-feedback\?saison=2022$/);
    await heading(2022);
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Feedback CMC' });
    expect(counts()[0]).toMatch(new RegExp(` · ${past.cmcFeedbackCount} Datens`));
    unmount();

    renderPage('/tester-feedback?saison=2022');
    await heading(2022);
    expect(await screen.findByRole('combobox', { name: 'Saison' })).toHaveDisplayValue('2022 (Abgeschlossen)');
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
  });

  test('a tester gets no season picker, whatever the URL says', async () => {
    signInAs('tester2');
    renderPage('/tester-feedback?saison=2022');
    await heading(year);
    expect(await screen.findByRole('region', { name: 'Feedback CMC' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Saison' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Sie sehen die/)).not.toBeInTheDocument();
  });
});
