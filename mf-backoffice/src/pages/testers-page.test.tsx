import { usersApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const findTable = () => screen.findByRole('table', { name: 'Alle Tester' });
const count = (n: number) => new Intl.NumberFormat('de-DE').format(n);

describe('tester list (/testers)', () => {
  test("#, Nachname, Vorname, Email, Status; the count subheading; 'Neu' leads to /testers/new", async () => {
    const user = userEvent.setup();
    const testers = await usersApi.list();
    const target = testers.find((x) => x.status === 'TESTER_1') ?? testers[0]!;
    renderBackOffice(`/testers?status=${target.status}`);
    const table = await findTable();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Nachname', 'Vorname', 'Email', 'Status']);
    const shown = testers.filter((x) => x.status === target.status);
    expect(screen.getByText(`${count(shown.length)} von ${count(testers.length)} Testern`)).toBeInTheDocument();
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[4]).toHaveTextContent(target.statusLabel);
    await user.click(screen.getByRole('link', { name: 'Neu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/testers\/new$/);
  });

  test('salutation and status exact, the search over first name + last name + email; a row opens the tester', async () => {
    const user = userEvent.setup();
    const testers = await usersApi.list();
    const target = testers.find((x) => x.salutation === 'MR')!;
    renderBackOffice('/testers?salutation=MR');
    const table = await findTable();
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), `${target.lastName} ${target.email}{Enter}`);
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    const list = screen.getByTestId('location').textContent!;
    expect(list).toMatch(/^\/testers\?salutation=MR&q=/);
    await user.click(screen.getByRole('row', { name: `Tester ${target.firstName} ${target.lastName} öffnen` }));
    // The tester carries the way back to this list with its filters: 'Zurück' returns to exactly it.
    expect(screen.getByTestId('location')).toHaveTextContent(`/testers/show/${target.id}?navigateBack=${encodeURIComponent(list)}`);
    const back = await screen.findByRole('link', { name: 'Zurück' });
    expect(back).toHaveAttribute('href', list);
    await user.click(back);
    expect(screen.getByTestId('location')).toHaveTextContent(list);
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))).toHaveLength(1));
  });

  test('without filters the count reads "N Tester"; the data source refuses the list to a tester', async () => {
    const testers = await usersApi.list();
    renderBackOffice('/testers?status=INACTIVE&salutation=MRS&q=zzzz');
    expect(await screen.findByText('Keine Tester passen zu den Filtern.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText(`${count(testers.length)} Tester`)).toBeInTheDocument();
    signInAs('tester');
    await expect(usersApi.list()).rejects.toMatchObject({ status: 403 });
  });
  test("'#' numbers the rows as shown: after sorting it still runs 1, 2, 3 …, and the export has the table's order (issue 33)", async () => {
    const user = userEvent.setup();
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:testers');
    try {
      renderBackOffice('/testers');
      const table = await findTable();
      await user.click(within(table).getByRole('button', { name: 'Nachname' }));
      await user.click(within(table).getByRole('button', { name: 'Nachname' }));
      expect(within(table).getByRole('columnheader', { name: /Nachname/ })).toHaveAttribute('aria-sort', 'descending');
      const rows = bodyRows(table);
      const positions = rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent);
      expect(positions).toEqual(rows.map((_, index) => String(index + 1)));
      const lastNames = rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent ?? '');
      expect(lastNames[0]!.localeCompare(lastNames.at(-1)!, 'de')).toBeGreaterThan(0);

      await user.click(screen.getByRole('button', { name: 'CSV exportieren' }));
      const csv = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(createObjectURL.mock.calls[0]![0] as Blob);
      });
      const lines = csv.replace('\uFEFF', '').trim().split('\r\n').slice(1, rows.length + 1);
      expect(lines.map((line) => line.split(';').slice(0, 2))).toEqual(lastNames.map((name, index) => [String(index + 1), name]));
    } finally {
      createObjectURL.mockRestore();
    }
  });
});
