import { csvColumns, tableColumns, type ListColumn } from './list-screen';
import { toCsv } from './csv';

interface Row {
  name: string;
  date: string | null;
}

const columns: ListColumn<Row>[] = [
  { key: 'name', header: 'Name', sortValue: (row) => row.name, value: (row) => row.name, cell: (row) => `<${row.name}>` },
  { key: 'date', header: 'Datum', only: 'csv', value: (row) => row.date, kind: 'date' },
  { key: 'actions', header: 'Aktionen', hideHeader: true, only: 'table', cell: () => 'Button' },
  { key: 'plain', header: 'Text', value: (row) => row.name.length },
];
const row: Row = { name: 'Golfclub', date: '2023-06-14' };

test('one column list makes the table (without the export-only columns) and the export (without the row actions)', () => {
  const table = tableColumns(columns);
  expect(table.map((c) => c.key)).toEqual(['name', 'actions', 'plain']);
  expect(table.map((c) => c.cell?.(row, 1))).toEqual(['<Golfclub>', 'Button', '8']);
  expect(table[0]?.sortValue?.(row)).toBe('Golfclub');
  expect(toCsv(csvColumns(columns), [row])).toBe('\uFEFFName;Datum;Text\r\nGolfclub;14.06.2023;8\r\n');
});
