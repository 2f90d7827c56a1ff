import { datasheetApi } from '@dtp/api-client';
import { overviewApi, panelsApi, seasonsApi, wavesApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Issue 56: the screens of one season keep their routes and show an earlier (read only) or a planned season by its
// year in the URL ('?saison=2022'), picked in the select 'Saison'. The seed: 2022 (past) and 2023 (current).

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const location = () => screen.getByTestId('location');
const picker = () => screen.findByRole('combobox', { name: 'Saison' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const countLine = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Datensatz' : 'Datensätze'} angezeigt`;
const pastNotice = 'Sie sehen die abgeschlossene Saison 2022. Sie ist nur lesbar.';
const plannedNotice = (year: number) => `Sie sehen die geplante Saison ${year}. Sie wird mit „Saison ${year} starten“ unter „Saisons“ die aktuelle Saison.`;

/** The seed's seasons differ where a test compares them: otherwise the test could pass on the current season's rows. */
function differ<T>(earlier: readonly T[], current: readonly T[], key: (row: T) => unknown) {
  const now = new Set(current.map(key));
  expect(earlier.length).toBeGreaterThan(0);
  expect(earlier.some((row) => !now.has(key(row)))).toBe(true);
}

/** A planned season after the current one, with one wave and two tested clubs (as an admin creates it under 'Saisons'). */
async function planSeason(year: number) {
  signInAs('admin');
  const clubIds = [...new Set((await panelsApi.list()).map((p) => p.clubId))].slice(0, 2);
  await seasonsApi.create({ year: String(year), waves: [{ start: `${year}-05-05`, end: `${year}-05-23` }], clubIds });
  signInAs('manager');
}

describe("the select 'Saison'", () => {
  test('lists every season newest first with its state; the current one is chosen and the URL has no year', async () => {
    await planSeason(2024);
    renderBackOffice('/panels');
    const select = await picker();
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['2024 (In Planung)', '2023 (Aktuelle Saison)', '2022 (Abgeschlossen)']));
    expect(select).toHaveDisplayValue('2023 (Aktuelle Saison)');
    expect(location()).toHaveTextContent(/^\/panels$/);
    expect(screen.queryByText(/^Sie sehen die/)).not.toBeInTheDocument();
  });
});

describe("dashboard 'Die Tests' of an earlier season", () => {
  test("picking 2022 shows 2022's testings, read only: the notice, no cockpit, no feedback resets; the URL carries the year", async () => {
    const user = userEvent.setup();
    const [past, current] = await Promise.all([overviewApi.ofSeason(2022), overviewApi.list()]);
    differ(past, current, (r) => r.testingId);
    // The tests' dates show the season ('KW 18–21' and under it '17.05.2022').
    const datesOf = async (year: number) =>
      bodyRows(await screen.findByRole('table', { name: 'Alle Tests der Saison' })).filter((row) => within(row).getAllByRole('cell')[5]!.textContent!.includes(`.${year}`));
    expect(past.some((r) => r.date?.startsWith('2022-'))).toBe(true);
    renderBackOffice('/dashboard');
    expect(await screen.findByText(countLine(current.length))).toBeInTheDocument();
    expect(await datesOf(2022)).toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Die Saison auf einen Blick' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^CMC-Feedback zum Test im / }).length).toBeGreaterThan(0);

    await user.selectOptions(await picker(), '2022 (Abgeschlossen)');
    expect(location()).toHaveTextContent(/^\/dashboard\?saison=2022$/);
    expect(await screen.findByText(countLine(past.length))).toBeInTheDocument();
    await waitFor(async () => expect((await datesOf(2022)).length).toBeGreaterThan(0));
    expect(await datesOf(2023)).toHaveLength(0);
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Die Saison auf einen Blick' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Feedback zum Test im .* zurücksetzen$/ })).not.toBeInTheDocument();

    // Back to the current season: no year in the URL, the cockpit and the resets again.
    await user.selectOptions(await picker(), '2023 (Aktuelle Saison)');
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    expect(await screen.findByText(countLine(current.length))).toBeInTheDocument();
    expect(screen.queryByText(pastNotice)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^CMC-Feedback zum Test im / }).length).toBeGreaterThan(0);
  });

  test("a reload of '?saison=2022' keeps the season; a row opens the testing and 'Zurück' returns to the same list", async () => {
    const user = userEvent.setup();
    const past = await overviewApi.ofSeason(2022);
    const target = past.find((r) => r.wave === 2)!;
    const list = '/dashboard?saison=2022&wave=2';
    renderBackOffice(list);
    expect(await picker()).toHaveDisplayValue('2022 (Abgeschlossen)');
    expect(await screen.findByText(countLine(past.filter((r) => r.wave === 2).length))).toBeInTheDocument();
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
    await user.click(screen.getAllByRole('row', { name: new RegExp(`^Test im ${target.clubName}`) })[0]!);
    expect(location()).toHaveTextContent(new RegExp(`^/testing/\\d+\\?navigateBack=${encodeURIComponent(list).replace(/[?]/g, '\\?')}$`));
    expect(await screen.findByRole('link', { name: 'Zurück' })).toHaveAttribute('href', list);
  });

  test('a planned season: its testings, its waves in the filter and the notice that it becomes current when started under „Saisons“', async () => {
    const user = userEvent.setup();
    await planSeason(2024);
    const [planned, plannedWaves, currentWaves] = await Promise.all([overviewApi.ofSeason(2024), wavesApi.ofSeason(2024), wavesApi.weeks()]);
    expect(planned).toHaveLength(2);
    const waveOptions = (waves: readonly { number: number; weeks: string }[]) => ['Alle', ...waves.map((w) => `${w.number} (${w.weeks})`)];
    expect(waveOptions(plannedWaves)).not.toEqual(waveOptions(currentWaves));
    const shownWaves = () => within(screen.getByRole('combobox', { name: 'Welle' })).getAllByRole('option').map((o) => o.textContent);
    renderBackOffice('/dashboard');
    await waitFor(() => expect(shownWaves()).toEqual(waveOptions(currentWaves)));
    await user.selectOptions(await picker(), '2024 (In Planung)');
    expect(location()).toHaveTextContent(/^\/dashboard\?saison=2024$/);
    expect(await screen.findByText(countLine(2))).toBeInTheDocument();
    expect(screen.getByText(plannedNotice(2024))).toBeInTheDocument();
    await waitFor(() => expect(shownWaves()).toEqual(waveOptions(plannedWaves)));
    expect(bodyRows(await screen.findByRole('table', { name: 'Alle Tests der Saison' })).map((row) => within(row).getAllByRole('cell')[3]!.textContent).sort()).toEqual(
      planned.map((r) => r.clubName).sort(),
    );
  });
});

describe('the panels of an earlier season', () => {
  test("picking 2022 shows 2022's panels with the notice", async () => {
    const user = userEvent.setup();
    const [past, current] = await Promise.all([panelsApi.ofSeason(2022), panelsApi.list()]);
    differ(past, current, (p) => p.panelId);
    // The same clubs are tested in both seasons: their panels' states tell them apart.
    const shown = (panels: typeof past) => panels.slice(0, 50).map((p) => `${p.clubName}: ${p.progressLabel}`);
    expect(shown(past)).not.toEqual(shown(current));
    renderBackOffice('/panels');
    const table = await screen.findByRole('table', { name: 'Die Panels der Saison' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(current.length, 50)));
    const rows = () => bodyRows(screen.getByRole('table', { name: 'Die Panels der Saison' })).map((row) => `${within(row).getAllByRole('cell')[1]!.textContent}: ${within(row).getAllByRole('cell')[3]!.textContent}`);
    expect(rows()).toEqual(shown(current));
    await user.selectOptions(await picker(), '2022 (Abgeschlossen)');
    expect(location()).toHaveTextContent(/^\/panels\?saison=2022$/);
    await waitFor(() => expect(rows()).toEqual(shown(past)));
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
  });

  test("'?saison=2022' on a fresh load: the panel of 2022 opens by its id, 'Zurück' leads to the same list", async () => {
    const user = userEvent.setup();
    const [target] = await panelsApi.ofSeason(2022);
    renderBackOffice('/panels?saison=2022');
    expect(await picker()).toHaveDisplayValue('2022 (Abgeschlossen)');
    await user.click(await screen.findByRole('row', { name: `Panel ${target!.clubName} öffnen` }));
    expect(location()).toHaveTextContent(`/panels/show/${target!.panelId}?navigateBack=${encodeURIComponent('/panels?saison=2022')}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Panel ${target!.clubName}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/panels?saison=2022');
  });
});

describe("'Die Datenblätter' of an earlier season", () => {
  test("picking 2022 shows 2022's sheets with the notice; a reload of the URL keeps it", async () => {
    const user = userEvent.setup();
    const [past, current] = await Promise.all([datasheetApi.listOfSeason(2022), datasheetApi.list()]);
    expect(past.every((s) => s.year === 2022)).toBe(true);
    expect(past.length).not.toBe(current.length);
    const { unmount } = renderBackOffice('/datasheets');
    expect(await screen.findByText(countLine(current.length))).toBeInTheDocument();
    await user.selectOptions(await picker(), '2022 (Abgeschlossen)');
    expect(location()).toHaveTextContent(/^\/datasheets\?saison=2022$/);
    expect(await screen.findByText(countLine(past.length))).toBeInTheDocument();
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
    unmount();

    renderBackOffice('/datasheets?saison=2022');
    expect(await screen.findByText(countLine(past.length))).toBeInTheDocument();
    expect(await picker()).toHaveDisplayValue('2022 (Abgeschlossen)');
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
  });
});

describe('the waves of an earlier or a planned season', () => {
  const cardHrefs = () => screen.getAllByRole('link', { name: /^Welle \d+ \(KW/ }).map((card) => card.getAttribute('href'));
  const hrefsOf = (waves: readonly { id: number }[]) => waves.map((w) => `/waves/show/${w.id}`);

  test("an admin picks 2022: 2022's waves, read only (neither 'Wellen aktualisieren' nor 'Welle hinzufügen'); a reload keeps it", async () => {
    signInAs('admin');
    const user = userEvent.setup();
    const [past, current] = await Promise.all([wavesApi.ofSeason(2022), wavesApi.list()]);
    differ(past, current, (w) => w.id);
    const { unmount } = renderBackOffice('/waves');
    await waitFor(() => expect(cardHrefs()).toEqual(hrefsOf(current)));
    expect(await screen.findByRole('button', { name: 'Welle hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wellen aktualisieren' })).toBeInTheDocument();

    await user.selectOptions(await picker(), '2022 (Abgeschlossen)');
    expect(location()).toHaveTextContent(/^\/waves\?saison=2022$/);
    await waitFor(() => expect(cardHrefs()).toEqual(hrefsOf(past)));
    expect(screen.getByText(pastNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Welle hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wellen aktualisieren' })).not.toBeInTheDocument();
    unmount();

    renderBackOffice('/waves?saison=2022');
    await waitFor(() => expect(cardHrefs()).toEqual(hrefsOf(past)));
    expect(await picker()).toHaveDisplayValue('2022 (Abgeschlossen)');
    expect(await screen.findByText(pastNotice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Welle hinzufügen' })).not.toBeInTheDocument();
  });

  test("a planned season's waves are prepared here: 'Welle hinzufügen' adds to that season, no 'Wellen aktualisieren'", async () => {
    await planSeason(2024);
    signInAs('admin');
    const user = userEvent.setup();
    const planned = await wavesApi.ofSeason(2024);
    renderBackOffice('/waves?saison=2024');
    await waitFor(() => expect(cardHrefs()).toEqual(hrefsOf(planned)));
    expect(await screen.findByText(plannedNotice(2024))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wellen aktualisieren' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Welle hinzufügen' }));
    expect(await screen.findByRole('dialog', { name: 'Welle hinzufügen (Saison 2024)' })).toBeInTheDocument();
  });
});
