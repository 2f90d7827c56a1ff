import { setRemoteLoader, useAppStore } from '@dtp/api-client';
import { testingsApi, wavesApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Seeded: 1117 Magdeburg, wave 3, INITIAL, eight available testers (u-0014 left the club in 2020,
// u-0027 tested it in 2022); 1102 Leipzig without street and postcode; 1064 Berlin, DONE;
// 1090 Feldafing with exactly one available tester.
const MAGDEBURG = 1117;
const LEIPZIG = 1102;
const DONE = 1064;
const FELDAFING = 1090;

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

/** The seeded nearest tester of Magdeburg (u-0053) by full name. */
async function nearest() {
  const [tester] = await testingsApi.availableTesters(MAGDEBURG);
  return { id: tester!.id, name: `${tester!.firstName} ${tester!.lastName}` };
}

const availableTable = () => screen.findByRole('table', { name: /^Verfügbare Tester für den Test im/ });
const lastNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.firstChild?.firstChild?.textContent);

describe('testing detail (/testing/:id)', () => {
  test('title, tester, the status values the server allows, and back to navigateBack or /panels', async () => {
    renderBackOffice(`/testing/${MAGDEBURG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Golfclub Magdeburg am Elbauenpark' })).toBeInTheDocument();
    expect(screen.getByTestId('assigned-tester')).toHaveTextContent('Noch kein Tester eingeteilt');
    expect(screen.queryByRole('button', { name: 'Einteilung aufheben' })).not.toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tester wird gesucht']);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/panels');
    expect(screen.getByRole('link', { name: 'Club öffnen' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/clubs\/show\/\d+\?navigateBack=%2Ftesting%2F1117$/),
    );
  });

  test('navigateBack leads back to the list it came from', async () => {
    renderBackOffice(`/testing/${MAGDEBURG}?navigateBack=${encodeURIComponent('/dashboard?wave=3')}`);
    expect(await screen.findByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/dashboard?wave=3');
  });

  test('available testers: columns, nearest first, marked testers last with their reason; Distanz cycles ASC, DESC, none', async () => {
    const user = userEvent.setup();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    const table = await availableTable();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Geschlecht', 'Nachname', 'Vorname', 'Handicap', 'Distanz zum Club', 'Status', 'Wellen', 'Aktionen']);
    expect(lastNames(table)).toEqual(['Zimmermann', 'Schäfer', 'Braun', 'Schulz', 'Schneider', 'Schmitt', 'Richter', 'Richter']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[6]).toHaveTextContent('Hat diesen Club 2022 getestet');
    expect(rows[7]).toHaveTextContent('War bis 2020 Mitglied dieses Clubs');
    expect(rows[0]).toHaveTextContent('110 km');
    expect(rows[0]).toHaveTextContent('6,3');

    const distance = within(table).getByRole('button', { name: 'Distanz zum Club' });
    await user.click(distance);
    expect(distance.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('location')).toHaveTextContent('sort=distance.ASC');
    await user.click(distance);
    expect(distance.closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(lastNames(table)).toEqual(['Schmitt', 'Schneider', 'Schulz', 'Braun', 'Schäfer', 'Zimmermann', 'Richter', 'Richter']);
    await user.click(within(table).getByRole('button', { name: 'Handicap' }));
    expect(lastNames(table).slice(0, 2)).toEqual(['Schulz', 'Zimmermann']);
    expect(lastNames(table).slice(-2)).toEqual(['Richter', 'Richter']);
  });

  test("'einteilen' assigns once even on a double click, raises the success badge, and the tester leaves the list", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await availableTable();
    const assign = screen.getByRole('button', { name: `${tester.name} einteilen` });
    await user.dblClick(assign);
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent(tester.name));
    expect(useAppStore.getState().saveSuccess).toBe(true);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('ASSIGNED');
    await waitFor(() => expect(lastNames(screen.getByRole('table', { name: /^Verfügbare Tester/ }))).not.toContain('Zimmermann'));
    expect((await testingsApi.load(MAGDEBURG)).assignedTesterId).toBe(tester.id);
  });

  test("'Tester öffnen' opens the tester with the way back to this testing, which keeps its own way back", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: tester.id });
    const testing = `/testing/${MAGDEBURG}?navigateBack=${encodeURIComponent('/dashboard?wave=3')}`;
    renderBackOffice(testing);
    await user.click(await screen.findByRole('link', { name: 'Tester öffnen' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/testers/show/${tester.id}?navigateBack=${encodeURIComponent(testing)}`);
    const back = await screen.findByRole('link', { name: 'Zurück' });
    expect(back).toHaveAttribute('href', testing);
    await user.click(back);
    expect(await screen.findByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/dashboard?wave=3');
  });

  test("'öffnen' opens the tester's data sheet with the way back to this testing", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await availableTable();
    await user.click(screen.getByRole('link', { name: `Datenblatt von ${tester.name} öffnen` }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/datasheet/${tester.id}?navigateBack=${encodeURIComponent('/testing/1117')}`);
  });

  test('a Monday warns softly, a wrong date shows the rule message, and the tee time hides without starting times', async () => {
    const user = userEvent.setup();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: 'u-0053' });
    renderBackOffice(`/testing/${MAGDEBURG}`);
    const date = await screen.findByRole('textbox', { name: 'Test-Datum' });
    await user.type(date, '19.06.2023');
    expect(await screen.findByText(/Das Test-Datum ist ein Montag\./)).toBeInTheDocument();
    expect(screen.getByText('Sie können trotzdem speichern.')).toBeInTheDocument();

    await user.clear(date);
    await user.type(date, '31.02.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie das Datum im Format DD.MM.YYYY ein, z.B. 01.03.1993.')).toBeInTheDocument();
    expect(date).toHaveValue('31.02.2023');

    expect(screen.getByRole('textbox', { name: 'Tee-Time' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keine Startzeiten' }));
    expect(screen.queryByRole('textbox', { name: 'Tee-Time' })).not.toBeInTheDocument();
  });

  test('save: date and tee time are stored, the status can move to „Tee-Time vereinbart“, the success badge shows', async () => {
    const user = userEvent.setup();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: 'u-0053' });
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await user.type(await screen.findByRole('textbox', { name: 'Test-Datum' }), '21.06.2023');
    await user.type(screen.getByRole('textbox', { name: 'Tee-Time' }), '10:30');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: /Status/ })).getAllByRole('option').map((o) => o.textContent)).toContain(
        'Tee-Time vereinbart',
      ),
    );
    expect(await testingsApi.load(MAGDEBURG)).toMatchObject({ date: '2023-06-21', teeTime: '10:30' });
  });

  test('clearing the assignment asks first, then the testing looks for a tester again', async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: tester.id });
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await user.click(await screen.findByRole('button', { name: 'Einteilung aufheben' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Möchten Sie die Einteilung von ${tester.name} wirklich aufheben?`);
    await user.click(within(dialog).getByRole('button', { name: 'Einteilung aufheben' }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent('Noch kein Tester eingeteilt'));
    expect((await testingsApi.load(MAGDEBURG)).progress).toBe('INITIAL');
  });

  test("after 'Einteilung aufheben' the tester just unassigned is offered again in the list, without a reload (issue 33)", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await user.click(within(await availableTable()).getByRole('button', { name: `${tester.name} einteilen` }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent(tester.name));
    await waitFor(() => expect(screen.queryByRole('button', { name: `${tester.name} einteilen` })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Einteilung aufheben' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Einteilung aufheben' }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent('Noch kein Tester eingeteilt'));
    const table = await availableTable();
    expect(await within(table).findByRole('button', { name: `${tester.name} einteilen` })).toBeEnabled();
    expect(lastNames(table)).toEqual(['Zimmermann', 'Schäfer', 'Braun', 'Schulz', 'Schneider', 'Schmitt', 'Richter', 'Richter']);
  });

  test("'einteilen' over an assigned tester asks first, naming both; 'Abbrechen' keeps the assignment, confirming replaces it (issue 33)", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: tester.id });
    await testingsApi.save({ ...(await testingsApi.load(MAGDEBURG)), date: '2023-06-21', teeTime: '10:30' });
    const [other] = (await testingsApi.availableTesters(MAGDEBURG)).filter((t) => t.id !== tester.id);
    const otherName = `${other!.firstName} ${other!.lastName}`;
    renderBackOffice(`/testing/${MAGDEBURG}`);
    const table = await availableTable();
    await user.click(within(table).getByRole('button', { name: `${otherName} einteilen` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Eingeteilten Tester ersetzen' });
    expect(dialog).toHaveTextContent(
      `${tester.name} ist für diesen Test eingeteilt. Möchten Sie stattdessen ${otherName} einteilen? Test-Datum und Tee-Time werden dabei gelöscht.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await testingsApi.load(MAGDEBURG)).toMatchObject({ assignedTesterId: tester.id, date: '2023-06-21', teeTime: '10:30' });
    expect(screen.getByTestId('assigned-tester')).toHaveTextContent(tester.name);

    await user.click(within(table).getByRole('button', { name: `${otherName} einteilen` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Eingeteilten Tester ersetzen' });
    await user.click(within(dialog).getByRole('button', { name: 'Tester ersetzen' }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent(otherName));
    expect(await testingsApi.load(MAGDEBURG)).toMatchObject({ assignedTesterId: other!.id, date: null, teeTime: null });
    // The replaced tester is free again and offered in the list.
    expect(await within(await availableTable()).findByRole('button', { name: `${tester.name} einteilen` })).toBeInTheDocument();
  });

  test('an assignment keeps what was typed in the form and the rows of the list in place; untouched fields follow the server (issue 42)', async () => {
    const user = userEvent.setup();
    const [first, second] = await testingsApi.availableTesters(MAGDEBURG);
    await testingsApi.assign({ testingId: MAGDEBURG, userId: first!.id });
    await testingsApi.save({ ...(await testingsApi.load(MAGDEBURG)), date: '2023-06-21', teeTime: '10:30' });
    renderBackOffice(`/testing/${MAGDEBURG}`);
    const table = await availableTable();
    const date = await screen.findByRole('textbox', { name: 'Test-Datum' });
    await user.clear(date);
    await user.type(date, '22.06.2023');
    const name = `${second!.firstName} ${second!.lastName}`;
    await user.click(within(table).getByRole('button', { name: `${name} einteilen` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tester ersetzen' }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent(name));
    await waitFor(() => expect(within(table).queryByRole('button', { name: `${name} einteilen` })).not.toBeInTheDocument());
    // The list loaded again in place (no jump); the unsaved date is still there, the tee time the replacement cleared is gone.
    expect(screen.getByRole('table', { name: /^Verfügbare Tester/ })).toBe(table);
    expect(screen.getByRole('textbox', { name: 'Test-Datum' })).toHaveValue('22.06.2023');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tee-Time' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue('ASSIGNED');
  });

  test("'einteilen' on a testing without a tester assigns at once, without a question", async () => {
    const user = userEvent.setup();
    const tester = await nearest();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    await user.click(within(await availableTable()).getByRole('button', { name: `${tester.name} einteilen` }));
    await waitFor(() => expect(screen.getByTestId('assigned-tester')).toHaveTextContent(tester.name));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('a club without street and postcode: the verbatim warning and no distances', async () => {
    renderBackOffice(`/testing/${LEIPZIG}`);
    expect(
      await screen.findByText(
        'Für den Club wurden Straße und Postleitzahl nicht hinterlegt. Daher kann keine Entfernungsberechnung für die Tester durchgeführt werden.',
      ),
    ).toBeInTheDocument();
    const table = await availableTable();
    expect(within(table).getAllByRole('row').slice(1).every((row) => within(row).getAllByRole('cell')[5]?.textContent === '–')).toBe(true);
  });

  test('the empty messages: „keine“ before an assignment, „keine weiteren“ after one', async () => {
    const user = userEvent.setup();
    // Feldafing (1090) has exactly one available tester.
    const [only, ...others] = await testingsApi.availableTesters(FELDAFING);
    expect(others).toEqual([]);
    renderBackOffice(`/testing/${FELDAFING}`);
    await user.click(await screen.findByRole('button', { name: `${only!.firstName} ${only!.lastName} einteilen` }));
    expect(await screen.findByText('Für diese Welle sind keine weiteren Tester im System verfügbar.')).toBeInTheDocument();
  });

  test('„keine“ for a testing nobody can take (its only tester is busy elsewhere in the wave)', async () => {
    const [only] = await testingsApi.availableTesters(FELDAFING);
    // Another testing of the same wave the tester may take too (one who marked its club there).
    const wave = await wavesApi.load((await testingsApi.load(FELDAFING)).wave.id);
    let other: number | undefined;
    for (const { id } of wave.testings.filter((t) => t.id !== FELDAFING)) {
      if ((await testingsApi.availableTesters(id)).some((x) => x.id === only!.id)) other = id;
      if (other !== undefined) break;
    }
    await testingsApi.assign({ testingId: other!, userId: only!.id });
    renderBackOffice(`/testing/${FELDAFING}`);
    expect(await screen.findByText('Für diese Welle sind keine Tester im System verfügbar.')).toBeInTheDocument();
  });

  test('a done testing: no assignment list, no clearing, and the feedback of CMC and the club from mf-feedback', async () => {
    setRemoteLoader(async () => ({ default: ({ emptyText }: { emptyText: string }) => <p>{emptyText}</p> }) as never);
    renderBackOffice(`/testing/${DONE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tester-Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Feedback CMC' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Feedback Club' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Verfügbare Tester/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einteilung aufheben' })).not.toBeInTheDocument();
  });

  test("'Verlauf': empty at first; after an assignment it names the change, who made it and when, newest first", async () => {
    const user = userEvent.setup();
    renderBackOffice(`/testing/${MAGDEBURG}`);
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    expect(await within(history).findByText('Noch keine Statusänderungen.')).toBeInTheDocument();
    const tester = await nearest();
    await user.click(await screen.findByRole('button', { name: `${tester.name} einteilen` }));
    const row = await within(history).findByRole('row', { name: /Tester wird gesucht → Tester eingeteilt/ });
    expect(within(row).getByText('Martin Manager')).toBeInTheDocument();
    expect(within(row).getByText('Test')).toBeInTheDocument();
    expect(row).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });
});
