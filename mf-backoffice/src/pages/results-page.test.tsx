import { clubsApi, setTransport } from '@dtp/api-client';
import { DEMO_STATE_KEY } from '@dtp/demo';
import { resultsApi, seasonsApi, type SeasonResults } from '@dtp/api-client/back-office';
import { emptyPlatformState, findingRow, setupDemo } from '@dtp/domain/test-support';
import { percentText, QuestionnaireChangeTexts, type IncomparableReason, type QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportedCsv, renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Issue 45, item 2: 'Auswertung' — the season's results in the back office (columns, sort, filters in the URL,
// CSV export, the association's average), and the club page's card with its results over the years.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});
// A test on its own platform (setupDemo: its transport, config 'http') leaves the next one the demo as before.
afterEach(() => {
  setTransport(null);
  setDemoConfig();
});

const findTable = () => screen.findByRole('table', { name: 'Ergebnisse der Saison' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
/** What became of a test's findings (issue 62): the last three columns. */
const FINDING_HEADERS = ['Handlungsfelder', 'Behoben', 'Wiederkehrend'];
/** The CSV's decimal: '87,5' (no percent sign, one decimal). */
const csvPercent = (percent: number | null) => (percent === null ? '' : percent.toFixed(1).replace('.', ','));

/** The seed's 2023 season as the server answers it, and its section titles in column order. */
async function season2023(): Promise<SeasonResults> {
  const season = await resultsApi.season(2023);
  if (season.results.length < 3 || !season.average) throw new Error('the seed has too few released questionnaires in 2023');
  return season;
}

/** Findings of a released test of 2022 put into the demo's stored state (the seed has none): per entry its outcome, and whether CMC dropped it. */
function storeFindings(target: { clubId: number; testingId: number }, outcomes: readonly (readonly ['RESOLVED' | 'RECURRING' | null, boolean])[]): void {
  const stored = JSON.parse(sessionStorage.getItem(DEMO_STATE_KEY) ?? '{}') as { findings: unknown[]; nextId: number };
  for (const [outcome, dropped] of outcomes) {
    stored.findings.push(findingRow({ id: stored.nextId++, clubId: target.clubId, testingId: target.testingId, year: 2022 }, outcome, dropped));
  }
  sessionStorage.setItem(DEMO_STATE_KEY, JSON.stringify(stored));
  setTransport(null);
}

describe("'Auswertung' (/results)", () => {
  test("a platform's first season without results: the current season (not the calendar's year), and the started seasons to pick", async () => {
    setupDemo('manager', { initialState: emptyPlatformState });
    signInAs('admin');
    const year = new Date().getFullYear() + 3;
    await seasonsApi.create({ year: String(year), waves: [{ start: `${year}-05-04`, end: `${year}-05-21` }], clubIds: [] });
    await seasonsApi.create({ year: String(year + 1), waves: [{ start: `${year + 1}-05-03`, end: `${year + 1}-05-20` }], clubIds: [] });
    signInAs('manager');
    renderBackOffice('/results');
    expect(await screen.findByText(`Die Ergebnisse der freigegebenen Fragebögen der Saison ${year}`)).toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: 'Saison' })).getAllByRole('option').map((o) => o.textContent);
    // The planned season is not offered until it has started.
    expect(options).toEqual([`Neueste (${year})`, String(year)]);
  });

  test("the latest season with results, its columns with German percents, and the association's average above", async () => {
    const season = await season2023();
    renderBackOffice('/results');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertung' })).toBeInTheDocument();
    // The calendar year has no released questionnaire in the seed: the latest season that has is shown.
    expect(await screen.findByText('Die Ergebnisse der freigegebenen Fragebögen der Saison 2023')).toBeInTheDocument();
    const table = await findTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Club', 'Welle', 'Premium', 'Gesamt', ...season.sections.map((s) => s.title), ...FINDING_HEADERS]);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(season.results.length);
    const first = season.results[0]!;
    expect(cellTexts(rows[0]!)).toEqual([
      first.clubName,
      String(first.waveNumber),
      first.premiumTest ? 'Premium' : '',
      percentText(first.total),
      ...season.sections.map((s) => percentText(first.sections[s.id] ?? null)),
      // The seed has no findings (issue 62): none, nothing judged.
      '0',
      '–',
      '0',
    ]);
    expect(cellTexts(rows[0]!)[3]).toMatch(/^\d{1,3},\d\u00a0%$/);
    expect(screen.getByRole('combobox', { name: 'Saison' })).toHaveDisplayValue('Neueste (2023)');

    // The average of the season, with how many clubs count.
    const average = within(screen.getByRole('region', { name: 'Durchschnitt des Verbands 2023' }));
    expect(average.getByText(`Aus den freigegebenen Fragebögen von ${season.average!.clubs} Clubs.`)).toBeInTheDocument();
    const averageTable = average.getByRole('table', { name: 'Durchschnitt des Verbands' });
    expect(within(averageTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Saison', 'Gesamt', ...season.sections.map((s) => s.title)]);
    expect(cellTexts(bodyRows(averageTable)[0]!)).toEqual(['2023', percentText(season.average!.total), ...season.sections.map((s) => percentText(season.average!.sections[s.id] ?? null))]);
    // Beside it the previous season's average (issue 61, item 3): the seed's questionnaires of 2022 and 2023 score alike.
    const previous = season.previous!;
    expect(previous.year).toBe(2022);
    const note = (reasons: readonly IncomparableReason[] | undefined) => (reasons && reasons.length > 0 ? ` · ${QuestionnaireChangeTexts.notComparableWithReason(reasons)}` : '');
    expect(cellTexts(bodyRows(averageTable)[1]!)).toEqual([
      '2022',
      percentText(previous.average!.total) + note(previous.totalIncomparable),
      ...season.sections.map((s) => percentText(previous.average!.sections[s.id] ?? null) + note(previous.incomparable[s.id])),
    ]);
  });

  test("says „nicht vergleichbar“ beside the previous season's average of a section whose weights changed between the seasons", async () => {
    const season = await season2023();
    const stored = JSON.parse(sessionStorage.getItem(DEMO_STATE_KEY) ?? '{}') as { questionnaireDefinitions: { year: number; definition: QuestionnaireDefinition }[] };
    const of = (year: number) => stored.questionnaireDefinitions.find((d) => d.year === year)!;
    // 2022's questionnaire: 2023's, but one scoring question of the first result column's page weighed more.
    const section = season.sections[0]!;
    of(2022).definition = { ...(JSON.parse(JSON.stringify(of(2023).definition)) as QuestionnaireDefinition), year: 2022 };
    of(2022).definition.sections.find((s) => s.id === section.id)!.questions.find((q) => q.weight > 0 && q.options.length > 0)!.weight += 1;
    sessionStorage.setItem(DEMO_STATE_KEY, JSON.stringify(stored));
    setTransport(null);
    renderBackOffice('/results');
    const average = within(await screen.findByRole('region', { name: 'Durchschnitt des Verbands 2023' }));
    const averageTable = average.getByRole('table', { name: 'Durchschnitt des Verbands' });
    // The answer read before the change (season2023) shows first; the new one replaces it.
    expect(await average.findByText(/^„nicht vergleichbar“: Der Fragebogen wurde seit 2022 in diesem Bereich geändert/)).toBeInTheDocument();
    const [, lastYear] = bodyRows(averageTable);
    // Season, total, then the sections in order: the first section's figure and the total say why they do not compare.
    expect(cellTexts(lastYear!)[1]).toMatch(/ · nicht vergleichbar \(Gewichte geändert\)$/);
    expect(cellTexts(lastYear!)[2]).toMatch(/^\d{1,3},\d\u00a0% · nicht vergleichbar \(Gewichte geändert\)$/);
    expect(cellTexts(lastYear!).slice(3).some((text) => text.includes('nicht vergleichbar'))).toBe(false);
  });

  test('sorts by the total, kept in the URL; a row opens the questionnaire and comes back', async () => {
    const user = userEvent.setup();
    const season = await season2023();
    renderBackOffice('/results');
    const table = await findTable();
    await user.click(within(table).getByRole('button', { name: 'Gesamt' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/results?sort=total.ASC');
    const ascending = [...season.results].sort((a, b) => (a.total ?? Infinity) - (b.total ?? Infinity)).map((r) => percentText(r.total));
    expect(bodyRows(table).map((row) => cellTexts(row)[3])).toEqual(ascending);
    await user.click(within(table).getByRole('button', { name: 'Gesamt' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/results?sort=total.DESC');
    const top = [...season.results].sort((a, b) => (b.total ?? -1) - (a.total ?? -1))[0]!;
    expect(cellTexts(bodyRows(table)[0]!)[3]).toBe(percentText(top.total));

    await user.click(bodyRows(table)[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(`/questionnaires/${top.testingId}?navigateBack=${encodeURIComponent('/results?sort=total.DESC')}`);
    expect(await screen.findByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/results?sort=total.DESC');
  });

  test('the wave filter lives in the URL, and the export has exactly the rows shown with decimal commas', async () => {
    const user = userEvent.setup();
    // 2022: all three waves are done (2023 has results of its first wave only).
    const season = await resultsApi.season(2022);
    const waves = [...new Set(season.results.map((r) => r.waveNumber))];
    expect(waves.length).toBeGreaterThan(1);
    const wave = waves[waves.length - 1]!;
    const inWave = season.results.filter((r) => r.waveNumber === wave);
    expect(inWave.length).toBeLessThan(season.results.length);
    renderBackOffice('/results?year=2022');
    const table = await findTable();
    // The table shows 50 rows at first ('Weitere anzeigen').
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(season.results.length, 50)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Welle' }), String(wave));
    expect(screen.getByTestId('location')).toHaveTextContent(`/results?year=2022&wave=${wave}`);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(inWave.length));
    expect(bodyRows(table).every((row) => cellTexts(row)[1] === String(wave))).toBe(true);

    const csv = await exportedCsv(() => user.click(screen.getByRole('button', { name: 'CSV exportieren' })));
    expect(csv[0]).toEqual(['Club', 'Welle', 'Premium', 'Gesamt', ...season.sections.map((s) => s.title), ...FINDING_HEADERS]);
    expect(csv.slice(1)).toEqual(
      inWave.map((r) => [
        r.clubName,
        String(r.waveNumber),
        r.premiumTest ? 'Premium' : '',
        csvPercent(r.total),
        ...season.sections.map((s) => csvPercent(r.sections[s.id] ?? null)),
        String(r.findings),
        csvPercent(r.resolvedPercent ?? null),
        String(r.recurring),
      ]),
    );
  });

  test("the season and panel filters: another season's results; a panel is one club's, and a new season clears it", async () => {
    const user = userEvent.setup();
    const season2022 = await resultsApi.season(2022);
    const club = season2022.results[0]!;
    renderBackOffice(`/results?year=2022&panel=${club.panelId}`);
    expect(await screen.findByText('Die Ergebnisse der freigegebenen Fragebögen der Saison 2022')).toBeInTheDocument();
    const table = await findTable();
    const own = season2022.results.filter((r) => r.panelId === club.panelId);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(own.length));
    expect(bodyRows(table).every((row) => cellTexts(row)[0] === club.clubName)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Panel' })).toHaveDisplayValue(club.clubName);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Saison' }), '2023');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/results\?year=2023$/);
    expect(await screen.findByText('Die Ergebnisse der freigegebenen Fragebögen der Saison 2023')).toBeInTheDocument();
    const all2023 = Math.min((await resultsApi.season(2023)).results.length, 50);
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Ergebnisse der Saison' }))).toHaveLength(all2023));
  });

  test("what became of a test's findings (issue 62): how many, the share the next test found fixed, the recurring ones; in the table and the export", async () => {
    const user = userEvent.setup();
    const season = await resultsApi.season(2022);
    const target = season.results[0]!;
    // Four findings of that test (the seed has none): two fixed, one back, one not judged yet; and one dropped.
    storeFindings(target, [['RESOLVED', false], ['RESOLVED', false], ['RECURRING', false], [null, false], ['RECURRING', true]]);

    renderBackOffice('/results?year=2022&sort=findings.DESC');
    const table = await findTable();
    expect(screen.getByText(/^„Handlungsfelder“: die Fragen des Tests unter der Schwelle \(ohne entfernte\)\. „Behoben“: der Anteil davon/)).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(bodyRows(table)[0]!).slice(-3)).toEqual(['4', percentText(66.7), '1']));
    expect(cellTexts(bodyRows(table)[0]!).slice(0, 2)).toEqual([target.clubName, String(target.waveNumber)]);
    expect(cellTexts(bodyRows(table)[1]!).slice(-3)).toEqual(['0', '–', '0']);

    const csv = await exportedCsv(() => user.click(screen.getByRole('button', { name: 'CSV exportieren' })));
    expect(csv[0]!.slice(-3)).toEqual(FINDING_HEADERS);
    expect(csv[1]!.slice(0, 2).concat(csv[1]!.slice(-3))).toEqual([target.clubName, String(target.waveNumber), '4', '66,7', '1']);
  });

  test('below three clubs the average is not shown, and the hint says why; a season without results says so', async () => {
    const season = await resultsApi.season(2022);
    // Only two clubs' questionnaires of 2022 stay released.
    const kept = new Set([...new Set(season.results.map((r) => r.clubId))].slice(0, 2));
    const stored = JSON.parse(sessionStorage.getItem(DEMO_STATE_KEY) ?? '{}') as { questionnaires: { id: number; progress: string }[] };
    const others = new Set(season.results.filter((r) => !kept.has(r.clubId)).map((r) => r.testingId));
    for (const q of stored.questionnaires) if (others.has(q.id)) q.progress = 'SUBMITTED';
    sessionStorage.setItem(DEMO_STATE_KEY, JSON.stringify(stored));
    setTransport(null); // the next call reads the stored state again

    const { unmount } = renderBackOffice('/results?year=2022');
    const table = await findTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(season.results.filter((r) => kept.has(r.clubId)).length));
    expect(screen.getByText('Ein Durchschnitt des Verbands wird erst gezeigt, wenn mindestens 3 Clubs ein freigegebenes Ergebnis haben.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Durchschnitt des Verbands/ })).not.toBeInTheDocument();
    unmount();

    renderBackOffice('/results?year=2021');
    expect(await screen.findByText('In dieser Saison wurde noch kein Fragebogen freigegeben.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeDisabled();
    expect(screen.queryByText(/Durchschnitt des Verbands/)).not.toBeInTheDocument();
  });
});

describe("the club's card 'Auswertung' (/clubs/show/:clubId)", () => {
  test("its results per season, the latest first, beside the association's average, each linked to the season's list on its panel", async () => {
    const user = userEvent.setup();
    const [season2023, season2022] = [await resultsApi.season(2023), await resultsApi.season(2022)];
    const clubId = season2023.results.find((r) => season2022.results.some((x) => x.clubId === r.clubId))?.clubId;
    if (clubId === undefined) throw new Error('the seed has no club with results in 2022 and 2023');
    const club = await resultsApi.ofClub(clubId);
    renderBackOffice(`/clubs/show/${clubId}`);
    const card = within(await screen.findByRole('region', { name: 'Auswertung' }));
    expect((await card.findAllByRole('heading', { level: 3 })).map((h) => h.textContent)).toEqual(['Saison 2023', 'Saison 2022']);

    const [latest] = club.seasons;
    const table = card.getByRole('table', { name: 'Ergebnisse der Saison 2023' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Bereich',
      ...latest!.results.map((r) => `Welle ${r.waveNumber}${r.premiumTest ? ' (Premium)' : ''}`),
      'Durchschnitt des Verbands',
    ]);
    const rows = bodyRows(table);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['Gesamt', ...latest!.sections.map((s) => s.title)]);
    expect(cellTexts(rows[0]!)).toEqual(['Gesamt', ...latest!.results.map((r) => percentText(r.total)), percentText(latest!.average?.total ?? null)]);
    if (latest!.average) {
      expect(card.getAllByText(`Der Durchschnitt ist aus den freigegebenen Fragebögen von ${latest!.average.clubs} anderen Clubs mit demselben Fragebogen berechnet.`)[0]).toBeInTheDocument();
    }

    const first = latest!.results[0]!;
    expect(card.getByRole('link', { name: `Fragebogen und Bericht 2023, Welle ${first.waveNumber}${first.premiumTest ? ' (Premium)' : ''}` })).toHaveAttribute(
      'href',
      `/questionnaires/${first.testingId}?navigateBack=${encodeURIComponent(`/clubs/show/${clubId}`)}`,
    );
    const panelId = first.panelId;
    const link = card.getByRole('link', { name: 'In der Auswertung 2023 zeigen' });
    expect(link).toHaveAttribute('href', `/results?year=2023&panel=${panelId}`);
    await user.click(link);
    const list = await findTable();
    await waitFor(() => expect(bodyRows(list)).toHaveLength(latest!.results.length));
    expect(bodyRows(list).every((row) => cellTexts(row)[0] === club.clubName)).toBe(true);
  });

  test("what became of a season's findings (issue 62): how many, the share found fixed, the recurring ones", async () => {
    const season = await resultsApi.season(2022);
    const target = season.results[0]!;
    storeFindings(target, [['RESOLVED', false], ['RESOLVED', false], ['RECURRING', false], [null, false]]);
    renderBackOffice(`/clubs/show/${target.clubId}`);
    const card = within(await screen.findByRole('region', { name: 'Auswertung' }));
    await card.findByRole('heading', { level: 3, name: 'Saison 2022' });
    // The matcher collapses the percent's no-break space like any white space.
    expect(card.getByText(`Handlungsfelder der Saison: 4 · behoben: ${percentText(66.7).replace('\u00a0', ' ')} · wiederkehrend: 1`)).toBeInTheDocument();
    // A season without findings says nothing of them.
    expect(card.getAllByText(/^Handlungsfelder der Saison/)).toHaveLength(1);
  });

  test('a club without released questionnaires says so', async () => {
    const released = new Set([...(await resultsApi.season(2023)).results, ...(await resultsApi.season(2022)).results].map((r) => r.clubId));
    const club = (await clubsApi.list()).find((c) => !released.has(c.id));
    if (!club) throw new Error('the seed has no club without results');
    renderBackOffice(`/clubs/show/${club.id}`);
    const card = within(await screen.findByRole('region', { name: 'Auswertung' }));
    expect(await card.findByText('Für diesen Club wurde noch kein Fragebogen freigegeben.')).toBeInTheDocument();
    expect(card.queryByRole('table')).not.toBeInTheDocument();
  });
});
