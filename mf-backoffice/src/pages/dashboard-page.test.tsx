import { setRemoteLoader } from '@dtp/api-client';
import { overviewApi, testingsApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const table = () => screen.findByRole('table', { name: 'Alle Tests der Saison' });
const bodyRows = async () => within(await table()).getAllByRole('row').slice(1);
const countLine = (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Datensatz' : 'Datensätze'} angezeigt`;

describe('dashboard „Die Tests“ (/dashboard)', () => {
  test('the columns, every testing of the season and the count line', async () => {
    const all = await overviewApi.list();
    renderBackOffice('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Tests' })).toBeInTheDocument();
    const headers = within(await table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Nachname', 'Vorname', 'Club', 'Welle', 'KW', 'Status', 'Aktionen']);
    expect(screen.getByText(countLine(all.length))).toBeInTheDocument();
  });

  test('wave, status and search filter the rows, live in the URL, and reset clears them', async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const target = all.find((r) => r.wave === 2 && r.progress === 'ASSIGNED' && r.lastName) ?? all[0]!;
    renderBackOffice('/dashboard');
    await table();
    const waveSelect = await screen.findByRole('combobox', { name: 'Welle' });
    // The waves arrive in their own call; its answer renders as a transition.
    await waitFor(() => expect(within(waveSelect).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(waveSelect, '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'ASSIGNED');
    const inWave = all.filter((r) => r.wave === 2 && r.progress === 'ASSIGNED');
    expect(screen.getByText(countLine(inWave.length))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?wave=2&status=ASSIGNED');

    // Typing alone does not filter; leaving the field does.
    const search = screen.getByRole('searchbox', { name: 'Suche' });
    await user.type(search, `${target.lastName!.toUpperCase()} ${target.clubName.split(' ').at(-1)}`);
    expect(screen.getByText(countLine(inWave.length))).toBeInTheDocument();
    await user.tab();
    const rows = await bodyRows();
    const expected = inWave.filter((r) => r.lastName === target.lastName && r.clubName === target.clubName);
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]).toHaveTextContent(target.clubName);
    expect(screen.getByTestId('location')).toHaveTextContent(/q=/);

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(screen.getByText(countLine(all.length))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(search).toHaveValue('');
  });

  test('the filters come from the URL, and a row opens the testing with the way back to exactly this list', async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const [first] = all.filter((r) => r.wave === 3);
    renderBackOffice('/dashboard?wave=3');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Welle' })).toHaveValue('3'));
    const [row] = await bodyRows();
    expect(row).toHaveTextContent(first!.clubName);
    await user.click(row!);
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/testing/${first!.testingId}?navigateBack=${encodeURIComponent('/dashboard?wave=3')}`,
    );
  });

  test('the expense claim: disabled without a claim; with one it opens the claim and comes back here', async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const withClaim = all.find((r) => !r.disableShowTravel)!;
    const without = all.find((r) => r.disableShowTravel)!;
    renderBackOffice("/dashboard");
    const row = await screen.findByRole('row', { name: rowName(withClaim) });
    expect(within(screen.getByRole('row', { name: rowName(without) })).getByRole('button', { name: 'Spesen' })).toBeDisabled();
    await user.click(within(row).getByRole('link', { name: `Spesenabrechnung zum Test im ${withClaim.clubName} öffnen` }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/travels/travel/${withClaim.testingId}?navigateBack=${encodeURIComponent('/dashboard')}`,
    );
  });

  test('resetting the CMC feedback asks first with the exact text, then the list is loaded again', async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const target = all.find((r) => r.enableResetCmcFeedback)!;
    renderBackOffice(onlyRowOf(target));
    const row = await screen.findByRole('row', { name: rowName(target) });
    const reset = within(row).getByRole('button', { name: `CMC-Feedback zum Test im ${target.clubName} zurücksetzen` });
    await user.click(reset);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Möchten Sie das CMC-Feedback wirklich zurücksetzen? Das Feedback muss danach erneut abgegeben werden.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(reset).toBeEnabled();
    await user.click(reset);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: rowName(target) })).getByRole('button', {
          name: `CMC-Feedback zum Test im ${target.clubName} zurücksetzen`,
        }),
      ).toBeDisabled(),
    );
    expect((await overviewApi.list()).find((r) => r.testingId === target.testingId)?.enableResetCmcFeedback).toBe(false);
  });

  test('the club feedback reset has its own confirmation text', async () => {
    const user = userEvent.setup();
    const target = (await overviewApi.list()).find((r) => r.enableResetClubFeedback)!;
    renderBackOffice(onlyRowOf(target));
    const row = await screen.findByRole('row', { name: rowName(target) });
    await user.click(within(row).getByRole('button', { name: `Club-Feedback zum Test im ${target.clubName} zurücksetzen` }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Möchten Sie das Club-Feedback wirklich zurücksetzen? Bitte tun Sie das nur in Absprache mit dem Golfclub: Der Club muss das Feedback danach erneut abgeben.',
    );
  });

  test('Nachname, Club, Welle, KW and Status sort; the sort lives in the URL like the filters and comes back from it', async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const wave = all.filter((r) => r.wave === 2);
    renderBackOffice('/dashboard?wave=2');
    const table = await screen.findByRole('table', { name: 'Alle Tests der Saison' });
    const headers = (name: string) => within(table).queryByRole('button', { name });
    expect(['Nachname', 'Club', 'Welle', 'KW', 'Status'].every((name) => headers(name) !== null)).toBe(true);
    expect(headers('Vorname')).toBeNull();

    await user.click(headers('Club')!);
    await user.click(headers('Club')!);
    expect(within(table).getByRole('columnheader', { name: /Club/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?wave=2&sort=club.DESC');
    const clubs = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(clubs).toEqual(wave.map((r) => r.clubName).sort((a, b) => b.localeCompare(a, 'de')).slice(0, 50));

    await user.click(headers('Status')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?wave=2&sort=status.ASC');
    const order = ['INITIAL', 'MARKED', 'ASSIGNED', 'TEE_TIME', 'DONE', 'TRAVEL_SUBMITTED', 'TRAVEL_CHECKED'];
    const labels = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[6]!.textContent);
    const expected = [...wave].sort((a, b) => order.indexOf(a.progress) - order.indexOf(b.progress)).map((r) => r.progressLabel);
    expect(labels).toEqual(expected.slice(0, 50));
  });

  test('a sort in the URL is applied when the list opens (a shared or reloaded link)', async () => {
    const all = await overviewApi.list();
    renderBackOffice('/dashboard?wave=1&sort=lastName.ASC');
    const table = await screen.findByRole('table', { name: 'Alle Tests der Saison' });
    expect(within(table).getByRole('columnheader', { name: /Nachname/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    const withName = all.filter((r) => r.wave === 1 && r.lastName).map((r) => r.lastName!);
    expect(names.slice(0, withName.length)).toEqual([...withName].sort((a, b) => a.localeCompare(b, 'de')).slice(0, 50));
  });

  test("'Tester-Bewertung' opens CMC's feedback form on the testing page, in the platform, with the first rating focused (issue 44)", async () => {
    const user = userEvent.setup();
    const remotes = jest.fn(async () => ({ default: ({ emptyText }: { emptyText: string }) => <p>{emptyText}</p> }));
    setRemoteLoader(remotes as never);
    let target = (await overviewApi.list()).find((r) => r.enableShowTesterFeedback && r.lastName);
    if (!target) {
      const given = (await overviewApi.list()).find((r) => r.progress === 'DONE' && r.enableResetCmcFeedback)!;
      await testingsApi.resetCmcFeedback(given.testingId);
      target = (await overviewApi.list()).find((r) => r.testingId === given.testingId)!;
    }
    const dashboard = onlyRowOf(target);
    renderBackOffice(dashboard);
    const [row] = await bodyRows();
    const link = within(row!).getByRole('link', { name: `Tester-Bewertung: ${target.firstName} ${target.lastName}, ${target.clubName}` });
    expect(link).toHaveAttribute('href', `/testing/${target.testingId}?navigateBack=${encodeURIComponent(dashboard)}#cmc-feedback`);
    expect(link).not.toHaveAttribute('target');
    // The dashboard loads nothing of mf-feedback for it.
    expect(remotes).not.toHaveBeenCalled();

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/testing/${target.testingId}?navigateBack=`);
    const first = await screen.findByRole('radiogroup', { name: 'Pünktlichkeit' });
    await waitFor(() => expect(within(first).getAllByRole('radio')[0]).toHaveFocus());
  });

  test("'Tester-Bewertung' stays disabled before the test is in and once the feedback is given, its tooltip saying why", async () => {
    const user = userEvent.setup();
    const all = await overviewApi.list();
    const cases = [
      all.find((r) => r.progress === 'ASSIGNED' && r.lastName)!,
      all.find((r) => r.progress === 'DONE' && !r.enableShowTesterFeedback && r.lastName)!,
    ];
    for (const target of cases) {
      const { unmount } = renderBackOffice(onlyRowOf(target));
      const [row] = await bodyRows();
      const tooltip = target.testerFeedbackTooltip ?? 'Tester-Bewertung';
      const action = within(row!).getByRole('button', { name: `Tester-Bewertung: ${target.firstName} ${target.lastName}, ${target.clubName} (nicht verfügbar: ${tooltip})` });
      expect(action).toHaveAttribute('aria-disabled', 'true');
      expect(within(row!).queryByRole('link', { name: /^Tester-Bewertung/ })).not.toBeInTheDocument();
      await user.hover(action);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tooltip);
      // A click opens neither the form nor the row's testing.
      await user.click(action);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard/);
      unmount();
    }
    expect(cases.map((c) => c.testerFeedbackTooltip)).toEqual([
      'Die Tester-Bewertung ist erst nach Eingang des Tests möglich.',
      'Die Tester-Bewertung wurde bereits abgegeben.',
    ]);
  });
});

/** The dashboard filtered down to one testing (small DOM, fast queries). */
function onlyRowOf(row: { wave: number; clubName: string }) {
  return `/dashboard?wave=${row.wave}&q=${encodeURIComponent(row.clubName)}`;
}

function rowName(row: { clubName: string; firstName: string | null; lastName: string | null }) {
  const tester = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return `Test im ${row.clubName}${tester ? ` mit ${tester}` : ''} öffnen`;
}

describe('the season at a glance above the list (issue 45, item 3)', () => {
  const cockpitTable = (year: number) => screen.findByRole('table', { name: `Tests der Saison ${year} je Welle` });
  const tests = (n: number) => `${n} ${n === 1 ? 'Test' : 'Tests'} anzeigen`;

  test("shows the server's counts per wave under short headers named in full", async () => {
    const cockpit = await overviewApi.season();
    renderBackOffice('/dashboard');
    expect(await screen.findByRole('heading', { level: 2, name: 'Die Saison auf einen Blick' })).toBeInTheDocument();
    const table = await cockpitTable(cockpit.year);
    const headers: [short: string, full: string][] = [
      ['Ohne Tester', 'Warten auf einen Tester'],
      ['Eingeteilt', 'Tester eingeteilt, noch kein Termin'],
      ['Termin', 'Tee-Time vereinbart'],
      ['Überfällig', 'Fragebogen überfällig'],
      ['Eingegangen', 'Fragebogen eingegangen, Freigabe offen'],
      ['Freigegeben', 'Fragebogen freigegeben'],
      ['Spesen offen', 'Spesenabrechnung offen'],
      ['Club-Feedback', 'Feedback des Clubs fehlt'],
    ];
    expect(within(table).getAllByRole('columnheader')).toHaveLength(1 + headers.length);
    for (const [short, full] of headers) {
      const header = within(table).getByRole('columnheader', { name: full });
      expect(within(header).getByText(short)).toBeInTheDocument();
      expect(within(header).getByTitle(full)).toBeInTheDocument();
    }
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(cockpit.waves.length);
    const [first] = cockpit.waves;
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(`Welle ${first!.wave} (${first!.weeks})`);
    expect(within(row).getByRole('link', { name: `Spesenabrechnung offen, Welle ${first!.wave}: ${tests(first!.counts.claimOpen)}` })).toHaveTextContent(
      String(first!.counts.claimOpen),
    );
    expect(within(row).getByRole('link', { name: `Fragebogen freigegeben, Welle ${first!.wave}: ${tests(first!.counts.released)}` })).toHaveTextContent(
      String(first!.counts.released),
    );
  });

  test('a number opens exactly its tests: the status filter, the review list, or the count as the list’s own filter', async () => {
    const user = userEvent.setup();
    const cockpit = await overviewApi.season();
    const [first, , third] = cockpit.waves;
    renderBackOffice('/dashboard');
    const table = await cockpitTable(cockpit.year);
    const link = (full: string, wave: number, n: number) => within(table).getByRole('link', { name: `${full}, Welle ${wave}: ${tests(n)}` });
    expect(link('Warten auf einen Tester', third!.wave, third!.counts.waiting)).toHaveAttribute('href', `/dashboard?wave=${third!.wave}&status=INITIAL`);
    expect(link('Tee-Time vereinbart', third!.wave, third!.counts.dateAgreed)).toHaveAttribute('href', `/dashboard?wave=${third!.wave}&status=TEE_TIME`);
    expect(link('Fragebogen eingegangen, Freigabe offen', first!.wave, first!.counts.submitted)).toHaveAttribute(
      'href',
      `/questionnaires?season=${cockpit.year}&wave=${first!.wave}&status=SUBMITTED`,
    );
    expect(link('Tester eingeteilt, noch kein Termin', third!.wave, third!.counts.assigned)).toHaveAttribute('href', `/dashboard?wave=${third!.wave}&focus=assigned`);

    // The claims open in wave 1: the list shows exactly that many, with the filter set in the bar.
    expect(first!.counts.claimOpen).toBeGreaterThan(0);
    await user.click(link('Spesenabrechnung offen', first!.wave, first!.counts.claimOpen));
    expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard?wave=${first!.wave}&focus=claimOpen`);
    expect(await screen.findByText(countLine(first!.counts.claimOpen))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Auswahl' })).toHaveValue('claimOpen');
    const shown = (await bodyRows()).map((r) => r.getAttribute('aria-label'));
    const expected = (await overviewApi.list()).filter((r) => r.wave === first!.wave && r.cockpit.includes('claimOpen'));
    expect(shown.sort()).toEqual(expected.map(rowName).sort());
  });
});

describe("'Tester-Bewertung' with the outside form site (testerFeedbackForm.mode 'external')", () => {
  afterEach(() => setDemoConfig());

  test("is mf-feedback's link to the outside form, as the seed system had it", async () => {
    setDemoConfig({ testerFeedbackForm: { mode: 'external' } });
    const loader = jest.fn((_remote: string, _module: string, _retry: boolean) =>
      Promise.resolve({
        default: ({ testingId, disabled }: { testingId: number; disabled?: boolean }) => (
          <a href={`https://formulare.example.org/form/2709?testingId=${testingId}`} aria-disabled={disabled}>
            Tester-Bewertung
          </a>
        ),
      }),
    );
    setRemoteLoader(loader as never);
    const [first] = await overviewApi.list();
    renderBackOffice('/dashboard');
    const links = await screen.findAllByRole('link', { name: 'Tester-Bewertung' });
    expect(links.map((l) => l.getAttribute('href'))).toContain(`https://formulare.example.org/form/2709?testingId=${first!.testingId}`);
    expect(loader).toHaveBeenCalledWith('mf_feedback', './FeedbackFormLink', false);
  });
});
