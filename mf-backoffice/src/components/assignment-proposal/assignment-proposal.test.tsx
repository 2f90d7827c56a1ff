import { ErrorTexts, euroText, kmText, setTransport, useAppStore } from '@dtp/api-client';
import { proposalTexts, testingsApi, wavesApi, type ApplyProposalInput, type Proposal, type ProposalInput } from '@dtp/api-client/back-office';
import { setupDemo, type DemoHarness } from '@dtp/domain/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../../test-support';

// Seeded: wave 3 of the season 2023 has 13 testings still looking for a tester; waves 1 and 2 have none.
// setupDemo runs the domain with the HiGHS solver, so the proposal here is the server's.

/** A test that has the solver propose (the first one loads HiGHS): more than the 20 s that catch a hang elsewhere. */
const SOLVES = 60_000;

let demo: DemoHarness;
beforeEach(() => {
  setDemoConfig();
  resetAll();
  demo = setupDemo('manager');
});
afterEach(() => setTransport(null));

async function waveNumbered(number: number) {
  const wave = (await wavesApi.list()).find((w) => w.number === number);
  if (!wave) throw new Error(`Welle ${number} fehlt im Seed`);
  return wave;
}

/** The bodies the screen sent to a POST row, in order. */
const sent = <T,>(path: string): T[] => demo.log.filter(({ request }) => request.method === 'POST' && request.path === path).map(({ request }) => request.body as T);

const proposalTable = () => screen.findByRole('table', { name: /^Vorgeschlagene Tester für die offenen Tests der Welle 3$/ }, { timeout: 15_000 });
const totalsTable = () => screen.getByRole('table', { name: 'Summen des Vorschlags und zum Vergleich der Einteilung Test für Test' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowOf = (table: HTMLElement, club: string) => {
  const row = bodyRows(table).find((r) => within(r).queryAllByRole('cell')[0]?.textContent?.startsWith(club));
  if (!row) throw new Error(`Keine Zeile für ${club}`);
  return row;
};

/** Opens wave 3 and its proposal; answers the proposal the server made, as the screen received it. */
async function openProposal(): Promise<{ table: HTMLElement; expected: Proposal; user: ReturnType<typeof userEvent.setup> }> {
  const wave = await waveNumbered(3);
  const user = userEvent.setup();
  renderBackOffice(`/waves/show/${wave.id}`);
  await user.click(await screen.findByRole('button', { name: 'Einteilung vorschlagen' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Einteilung vorschlagen: Welle 3' })).toBeInTheDocument();
  const table = await proposalTable();
  const answers = demo.log.filter(({ request }) => request.path === '/wave/proposal');
  expect(answers).toHaveLength(1);
  expect(answers[0]!.request.body).toEqual({ waveId: wave.id, pins: [], drops: [] });
  return { table, expected: answers[0]!.response.data as Proposal, user };
}

describe("'Einteilung vorschlagen' (issue 60)", () => {
  test('the proposal: a row per open testing with tester, status, km and reasons, the totals beside nearest-first; nothing changed', async () => {
    const { table, expected } = await openProposal();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Test / Club', 'Vorgeschlagener Tester', 'Entfernung', 'Gründe', 'Aktionen']);
    expect(bodyRows(table)).toHaveLength(expected.rows.length);
    expect(expected.rows.length).toBe(13);
    for (const row of expected.rows) {
      const cells = within(rowOf(table, row.clubName)).getAllByRole('cell');
      expect(cells[1]).toHaveTextContent(`${row.tester!.firstName} ${row.tester!.lastName}${row.tester!.statusLabel}`);
      expect(cells[2]).toHaveTextContent(row.distanceKm === null ? '–' : kmText(row.distanceKm));
      for (const reason of row.reasons) expect(cells[3]).toHaveTextContent(reason);
      expect(within(cells[4]!).getByRole('button', { name: `Test im ${row.clubName} aus dem Vorschlag entfernen` })).toBeInTheDocument();
    }

    const totals = totalsTable();
    expect(within(totals).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kennzahl', 'Vorschlag', 'Nächster freier Tester, Test für Test']);
    const [filled, km, costs] = bodyRows(totals);
    const { proposal: p, nearestFirst: n } = expected;
    expect(within(filled!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tests besetzt', `${p.filled} von ${p.open}`, `${n.filled} von ${n.open}`]);
    expect(within(km!).getAllByRole('cell')[1]).toHaveTextContent(kmText(p.km));
    expect(within(km!).getAllByRole('cell')[2]).toHaveTextContent(kmText(n.km));
    if (p.unknownDistances > 0) expect(within(km!).getAllByRole('cell')[1]).toHaveTextContent(`${p.unknownDistances} Tester ohne bekannte Entfernung`);
    expect(within(costs!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Geschätzte Fahrtkosten', euroText(p.travelCosts), euroText(n.travelCosts)]);
    // The seed's wave 3: test by test leaves one testing empty that the proposal fills.
    expect(p.filled - n.filled).toBe(1);
    expect(screen.getByText('Der Vorschlag besetzt 1 Test mehr als die Einteilung Test für Test.')).toBeInTheDocument();

    // Nothing changes before 'Übernehmen'.
    const wave = await wavesApi.load(expected.waveId);
    expect(wave.testings.filter((t) => t.progress === 'INITIAL')).toHaveLength(13);
    expect(sent('/wave/proposal/apply')).toEqual([]);
  }, SOLVES);

  test("'Entfernen' and 'Anheften' go with 'Neu vorschlagen'; a dropped row shows and is taken back, a pin is undone", async () => {
    const { table, expected, user } = await openProposal();
    const [first, second] = expected.rows;
    const pinned = `${first!.tester!.firstName} ${first!.tester!.lastName}`;
    await user.click(within(table).getByRole('button', { name: `${pinned} an den Test im ${first!.clubName} anheften` }));
    await user.click(within(table).getByRole('button', { name: `Test im ${second!.clubName} aus dem Vorschlag entfernen` }));
    expect(rowOf(table, second!.clubName)).toHaveTextContent('Entfernt: bleibt ohne Tester');
    expect(rowOf(table, first!.clubName)).toHaveTextContent('Angeheftet');
    expect(screen.getByText(/„Neu vorschlagen“ rechnet mit Ihren Änderungen/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neu vorschlagen' }));
    await waitFor(() => expect(sent<ProposalInput>('/wave/proposal')).toHaveLength(2), { timeout: 15_000 });
    expect(sent<ProposalInput>('/wave/proposal')[1]).toEqual({ waveId: expected.waveId, pins: [{ testingId: first!.testingId, userId: first!.tester!.id }], drops: [second!.testingId] });
    // The answer: the dropped testing stays in the table, left out of the totals; the pin is kept.
    await waitFor(() => expect(within(bodyRows(totalsTable())[0]!).getAllByRole('cell')[1]).toHaveTextContent(/ von 12$/), { timeout: 15_000 });
    expect(screen.queryByText(/„Neu vorschlagen“ rechnet mit Ihren Änderungen/)).not.toBeInTheDocument();
    expect(rowOf(table, second!.clubName)).toHaveTextContent('Entfernt: bleibt ohne Tester');
    expect(rowOf(table, first!.clubName)).toHaveTextContent(`${pinned}`);
    expect(rowOf(table, first!.clubName)).toHaveTextContent('Angeheftet');

    // Taken back and unpinned: the next proposal has neither.
    await user.click(within(table).getByRole('button', { name: `Test im ${second!.clubName} wieder in den Vorschlag aufnehmen` }));
    expect(rowOf(table, second!.clubName)).toHaveTextContent('Wird beim nächsten Vorschlag wieder berücksichtigt.');
    await user.click(within(table).getByRole('button', { name: `${pinned} vom Test im ${first!.clubName} lösen` }));
    await user.click(screen.getByRole('button', { name: 'Neu vorschlagen' }));
    await waitFor(() => expect(sent<ProposalInput>('/wave/proposal')).toHaveLength(3), { timeout: 15_000 });
    expect(sent<ProposalInput>('/wave/proposal')[2]).toEqual({ waveId: expected.waveId, pins: [], drops: [] });
    await waitFor(() => expect(within(bodyRows(totalsTable())[0]!).getAllByRole('cell')[1]).toHaveTextContent(/ von 13$/), { timeout: 15_000 });
  }, SOLVES);

  test("'Übernehmen' as 'Tester einteilen': asked with the count and the status, sends the rows with their versions; the proposal closes and the wave shows the testers", async () => {
    const { table, expected, user } = await openProposal();
    const dropped = expected.rows[0]!;
    await user.click(within(table).getByRole('button', { name: `Test im ${dropped.clubName} aus dem Vorschlag entfernen` }));
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Vorschlag übernehmen' });
    expect(within(dialog).getByRole('radio', { name: 'Tester vormerken' })).toBeChecked();
    expect(dialog).toHaveTextContent('12 Tests erhalten den Status „Tester vorgemerkt“.');
    expect(dialog).toHaveTextContent('Es werden keine Emails versandt.');
    await user.click(within(dialog).getByRole('radio', { name: 'Tester einteilen' }));
    expect(dialog).toHaveTextContent('12 Tests erhalten den Status „Tester eingeteilt“.');
    expect(dialog).toHaveTextContent('Die 12 Tester erhalten die Email zur Einteilung.');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

    expect(await screen.findByText('12 Tests übernommen: Tester eingeteilt.')).toBeInTheDocument();
    const [body] = sent<ApplyProposalInput>('/wave/proposal/apply');
    expect(body).toEqual({
      waveId: expected.waveId,
      progress: 'ASSIGNED',
      assignments: expected.rows.slice(1).map((row) => ({ testingId: row.testingId, version: row.version, userId: row.tester!.id })),
    });
    expect(screen.queryByRole('heading', { name: 'Einteilung vorschlagen: Welle 3' })).not.toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    // The wave's table loads again by itself (the row's `invalidates`).
    const tests = await screen.findByRole('table', { name: 'Die Tests der Welle 3' });
    const second = expected.rows[1]!;
    await waitFor(() => expect(within(tests).getByRole('row', { name: new RegExp(`^Test im ${second.clubName} mit`) })).toHaveTextContent('Tester eingeteilt'));
    expect(within(tests).getByRole('row', { name: `Test im ${dropped.clubName} öffnen` })).toHaveTextContent('Tester wird gesucht');
    // One testing is still open: the button stays.
    expect(screen.getByRole('button', { name: 'Einteilung vorschlagen' })).toBeEnabled();
  }, SOLVES);

  test('a testing changed since the proposal: 409 with the lost-update message, nothing applied, the proposal stays to propose again', async () => {
    const { table, expected, user } = await openProposal();
    const changed = expected.rows[2]!;
    // Meanwhile someone else assigns a tester to one of the testings by hand.
    await act(async () => {
      const [someone] = await testingsApi.availableTesters(changed.testingId);
      await testingsApi.assign({ testingId: changed.testingId, userId: someone!.id });
    });

    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Vorschlag übernehmen' });
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() => expect(useAppStore.getState().apiError).toBe(ErrorTexts.staleVersion));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Test dieser Welle wurde inzwischen geändert. Es wurde nichts übernommen.');
    expect(table).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(13);
    expect(screen.queryByText(/Tests übernommen/)).not.toBeInTheDocument();
    const wave = await wavesApi.load(expected.waveId);
    expect(wave.testings.filter((t) => t.progress === 'INITIAL')).toHaveLength(12);

    // Proposing again leaves the testing taken meanwhile out.
    await user.click(screen.getByRole('button', { name: 'Neu vorschlagen' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(12), { timeout: 15_000 });
    expect(within(table).queryByText(changed.clubName)).not.toBeInTheDocument();
  }, SOLVES);
});

test("the in-browser demo has no solver: the server's German message beside the proposal, nothing else", async () => {
  setTransport(null);
  setDemoConfig();
  signInAs('manager');
  const user = userEvent.setup();
  renderBackOffice(`/waves/show/${(await waveNumbered(3)).id}`);
  await user.click(await screen.findByRole('button', { name: 'Einteilung vorschlagen' }));
  expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(proposalTexts.noSolver);
  expect(useAppStore.getState().errorMessage).toContain(proposalTexts.noSolver);
  expect(screen.queryByRole('button', { name: 'Übernehmen' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Schließen' })).toBeEnabled();
});

describe('where the button shows', () => {
  test('the dashboard filtered to a wave with open testings; not unfiltered, not for a wave without any', async () => {
    const user = userEvent.setup();
    renderBackOffice('/dashboard');
    await screen.findByRole('table', { name: 'Alle Tests der Saison' });
    expect(screen.queryByRole('button', { name: 'Einteilung vorschlagen' })).not.toBeInTheDocument();
    const wave = screen.getByRole('combobox', { name: 'Welle' });
    await user.selectOptions(wave, within(wave).getByRole('option', { name: /^1 / }));
    expect(screen.getByTestId('location')).toHaveTextContent('wave=1');
    expect(screen.queryByRole('button', { name: 'Einteilung vorschlagen' })).not.toBeInTheDocument();
    await user.selectOptions(wave, within(wave).getByRole('option', { name: /^3 / }));
    await user.click(await screen.findByRole('button', { name: 'Einteilung vorschlagen' }));
    expect(await proposalTable()).toBeInTheDocument();
  }, SOLVES);

  test('a wave of the past season 2022 has none, even with a testing still looking for a tester', async () => {
    const past = (await wavesApi.ofSeason(2022)).find((w) => w.number === 3)!;
    const testing = demo.server.state().testings.find((t) => t.waveId === past.id)!;
    Object.assign(testing, { userId: null, progress: 'INITIAL' });
    renderBackOffice(`/waves/show/${past.id}`);
    const tests = await screen.findByRole('table', { name: 'Die Tests der Welle 3' });
    expect(within(tests).getAllByText('Tester wird gesucht').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Welle 3' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Welle entfernen' });
    expect(screen.queryByRole('button', { name: 'Einteilung vorschlagen' })).not.toBeInTheDocument();
  });
});
