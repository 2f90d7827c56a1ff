import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-support';
import { DataTable, type DataTableColumn } from './data-table';
import { positionColumn } from './number-rows';
import { TableActionButton, TableActions } from './table-actions';

interface Tester {
  id: number;
  lastName: string;
  handicap: number | null;
}

const rows: Tester[] = [
  { id: 1, lastName: 'Meier', handicap: 12.3 },
  { id: 2, lastName: 'Abel', handicap: 4 },
  { id: 3, lastName: 'Zander', handicap: null },
  { id: 4, lastName: 'Özdemir', handicap: 18.4 },
];

const columns: DataTableColumn<Tester>[] = [
  { key: 'id', header: '#', cell: (r) => r.id },
  { key: 'lastName', header: 'Nachname', sortValue: (r) => r.lastName },
  { key: 'handicap', header: 'Handicap', sortValue: (r) => r.handicap, cell: (r) => (r.handicap ?? '–').toString() },
];

const lastNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

test('a sortable column cycles NONE → ASC → DESC → NONE with aria-sort', async () => {
  const user = userEvent.setup();
  renderUi(<DataTable caption="Tester" rows={rows} columns={columns} rowKey={(r) => r.id} />);
  const header = screen.getByRole('columnheader', { name: /Nachname/ });
  const button = within(header).getByRole('button', { name: 'Nachname' });
  expect(header).toHaveAttribute('aria-sort', 'none');
  expect(lastNames()).toEqual(['Meier', 'Abel', 'Zander', 'Özdemir']);

  await user.click(button);
  expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(lastNames()).toEqual(['Abel', 'Meier', 'Özdemir', 'Zander']);

  await user.click(button);
  expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(lastNames()).toEqual(['Zander', 'Özdemir', 'Meier', 'Abel']);

  await user.click(button);
  expect(header).toHaveAttribute('aria-sort', 'none');
  expect(lastNames()).toEqual(['Meier', 'Abel', 'Zander', 'Özdemir']);
});

test('sorting another column starts at ASC and resets the first; a column without sortValue is not sortable', async () => {
  const user = userEvent.setup();
  renderUi(<DataTable caption="Tester" rows={rows} columns={columns} rowKey={(r) => r.id} />);
  await user.click(screen.getByRole('button', { name: 'Nachname' }));
  await user.click(screen.getByRole('button', { name: 'Handicap' }));
  expect(screen.getByRole('columnheader', { name: /Handicap/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(screen.getByRole('columnheader', { name: /Nachname/ })).toHaveAttribute('aria-sort', 'none');
  expect(lastNames()).toEqual(['Abel', 'Meier', 'Özdemir', 'Zander']); // empty handicap last
  expect(screen.getByRole('columnheader', { name: '#' })).not.toHaveAttribute('aria-sort');
});

test('rows open by click, Enter and Space', async () => {
  const user = userEvent.setup();
  const open = jest.fn();
  renderUi(<DataTable caption="Tester" rows={rows} columns={columns} rowKey={(r) => r.id} onRowClick={open} rowLabel={(r) => `${r.lastName} öffnen`} />);
  await user.click(screen.getByRole('row', { name: 'Meier öffnen' }));
  expect(open).toHaveBeenLastCalledWith(rows[0]);

  expect(screen.getByRole('row', { name: 'Meier öffnen' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('row', { name: 'Abel öffnen' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(open).toHaveBeenLastCalledWith(rows[1]);
  await user.tab();
  await user.keyboard(' ');
  expect(open).toHaveBeenLastCalledWith(rows[2]);
  expect(open).toHaveBeenCalledTimes(3);
});

test('count line and empty message', () => {
  const { rerender } = renderUi(<DataTable caption="Tester" rows={rows.slice(0, 1)} columns={columns} rowKey={(r) => r.id} />);
  expect(screen.getByText('1 Datensatz angezeigt')).toBeInTheDocument();
  rerender(<DataTable caption="Tester" rows={[]} columns={columns} rowKey={(r) => r.id} emptyMessage="Keine Tester gefunden." />);
  expect(screen.getByText('Keine Tester gefunden.')).toBeInTheDocument();
  expect(screen.getByText('0 Datensätze angezeigt')).toBeInTheDocument();
});

test('5,000 rows render in pages and sort (timings: scripts/bench/bench.mjs)', async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 5000 }, (_, i) => ({ id: i, lastName: `Name ${(i * 7919) % 5000}`, handicap: i % 37 }));
  renderUi(<DataTable caption="Tester" rows={many} columns={columns} rowKey={(r) => r.id} pageSize={100} />);
  expect(screen.getByText('5.000 Datensätze angezeigt')).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(101);
  await user.click(screen.getByRole('button', { name: 'Nachname' }));
  expect(lastNames()[0]).toBe('Name 0');
  await user.click(screen.getByRole('button', { name: /Weitere 100 anzeigen/ }));
  expect(screen.getAllByRole('row')).toHaveLength(201);
});

test('on a phone every cell carries its column label (rows stack into label/value lines)', () => {
  renderUi(
    <DataTable
      rows={rows.slice(0, 1)}
      columns={[...columns, { key: 'open', header: 'Aktionen', hideHeader: true, cell: () => 'öffnen' }]}
      rowKey={(r) => r.id}
      caption="Tester"
    />,
  );
  const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
  expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['#', 'Nachname', 'Handicap', '']);
});

test('pinned rows stay last under every sort', async () => {
  const user = userEvent.setup();
  renderUi(<DataTable caption="Tester" rows={rows} columns={columns} rowKey={(r) => r.id} pinLast={(r) => r.id === 2} />);
  expect(lastNames()).toEqual(['Meier', 'Zander', 'Özdemir', 'Abel']);
  const button = screen.getByRole('button', { name: 'Nachname' });
  await user.click(button);
  expect(lastNames()).toEqual(['Meier', 'Özdemir', 'Zander', 'Abel']);
  await user.click(button);
  expect(lastNames()).toEqual(['Zander', 'Özdemir', 'Meier', 'Abel']);
});

test('row actions keep their clicks and keys: the row does not open, a disabled action does nothing', async () => {
  const user = userEvent.setup();
  const onRowClick = jest.fn();
  const onEdit = jest.fn();
  const withActions: DataTableColumn<Tester>[] = [
    ...columns,
    {
      key: 'actions',
      header: 'Aktionen',
      hideHeader: true,
      cell: (r) => (
        <TableActions>
          <TableActionButton palette="brand" onClick={() => onEdit(r.id)}>
            Bearbeiten
          </TableActionButton>
          <TableActionButton palette="red" disabled onClick={() => onEdit(-r.id)}>
            Löschen
          </TableActionButton>
        </TableActions>
      ),
    },
  ];
  renderUi(<DataTable caption="Tester" rows={rows.slice(0, 1)} columns={withActions} rowKey={(r) => r.id} onRowClick={onRowClick} />);
  await user.click(screen.getByRole('button', { name: 'Bearbeiten' }));
  screen.getByRole('button', { name: 'Bearbeiten' }).focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  expect(onEdit.mock.calls).toEqual([[1], [1]]);
  expect(screen.getByRole('button', { name: 'Löschen' })).toBeDisabled();
  expect(onRowClick).not.toHaveBeenCalled();
});

test("positionColumn numbers the rows as shown: 1, 2, 3 … after every sort and with pinned rows last (issue 33)", async () => {
  const user = userEvent.setup();
  const numbered: DataTableColumn<Tester>[] = [positionColumn<Tester>(), ...columns.slice(1)];
  renderUi(<DataTable caption="Tester" rows={rows} columns={numbered} rowKey={(r) => r.id} pinLast={(r) => r.id === 2} />);
  const shown = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent));
  expect(shown()).toEqual([['1', 'Meier'], ['2', 'Zander'], ['3', 'Özdemir'], ['4', 'Abel']]);
  await user.click(screen.getByRole('button', { name: 'Nachname' }));
  expect(shown()).toEqual([['1', 'Meier'], ['2', 'Özdemir'], ['3', 'Zander'], ['4', 'Abel']]);
  await user.click(screen.getByRole('button', { name: 'Nachname' }));
  expect(shown()).toEqual([['1', 'Zander'], ['2', 'Özdemir'], ['3', 'Meier'], ['4', 'Abel']]);
});
