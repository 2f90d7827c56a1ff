import { datasheetApi } from '@dtp/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const lastNames = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const findTable = () => screen.findByRole('table', { name: 'Die Datenblätter der Saison' });

describe("data-sheet list 'Die Datenblätter' (/datasheets)", () => {
  test('#, Nachname, Vorname, Email, Status with the missing-HCPI and missing-availability marks', async () => {
    const sheets = await datasheetApi.list();
    const marked = sheets.find((s) => s.validations.handicapMissing && s.validations.availabilityMissing) ?? sheets.find((s) => s.validations.handicapMissing)!;
    renderBackOffice(`/datasheets?q=${encodeURIComponent(marked.email)}`);
    const table = await findTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Nachname', 'Vorname', 'Email', 'Status']);
    const [row] = bodyRows(table);
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      '1',
      marked.lastName,
      marked.firstName,
      marked.email,
      `${marked.progressLabel}HCPI fehlt${marked.validations.availabilityMissing ? 'Verfügbarkeit fehlt' : ''}`,
    ]);
  });

  test('salutation, status and tester status match exactly; the search needs every word in first name, last name or email', async () => {
    const user = userEvent.setup();
    const sheets = await datasheetApi.list();
    const target = sheets.find((s) => s.salutation === 'MRS')!;
    renderBackOffice(`/datasheets?salutation=MRS&progress=${target.progress}&status=${target.status}`);
    const table = await findTable();
    const exact = sheets.filter((s) => s.salutation === 'MRS' && s.progress === target.progress && s.status === target.status);
    expect(bodyRows(table)).toHaveLength(Math.min(exact.length, 50));
    const term = `${target.firstName.toUpperCase()} ${target.email.split('@')[1]}`;
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), term);
    await user.tab();
    const expected = exact.filter((s) =>
      term
        .toLowerCase()
        .split(' ')
        .every((word) => `${s.firstName} ${s.lastName} ${s.email}`.toLowerCase().includes(word)),
    );
    await waitFor(() => expect(lastNames(table)).toEqual(expected.map((s) => s.lastName)));
  });

  test('a row opens the data sheet with the way back to this filtered list', async () => {
    const user = userEvent.setup();
    const sheets = await datasheetApi.list();
    const target = sheets.find((s) => s.progress === 'SENT') ?? sheets[0]!;
    renderBackOffice(`/datasheets?progress=${target.progress}`);
    await findTable();
    await user.click(screen.getByRole('row', { name: `Datenblatt von ${target.firstName} ${target.lastName} öffnen` }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/datasheet/${target.id}?navigateBack=${encodeURIComponent(`/datasheets?progress=${target.progress}`)}`,
    );
  });

  test('the reset clears every filter; the empty message names the filters', async () => {
    const user = userEvent.setup();
    renderBackOffice('/datasheets?q=niemand-heisst-so');
    expect(await screen.findByText('Keine Datenblätter passen zu den Filtern.')).toBeInTheDocument();
    expect(screen.getByText('0 Datensätze angezeigt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/datasheets$/));
  });

  test('a tester cannot read the list (the data source refuses)', async () => {
    signInAs('tester');
    await expect(datasheetApi.list()).rejects.toMatchObject({ status: 403 });
  });
});
