import { toCsv, type CsvColumn } from './csv';

interface Row {
  last: string;
  club: string;
  date: string | null;
  amount: number | null;
  km: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Nachname', value: (r) => r.last },
  { header: 'Club', value: (r) => r.club },
  { header: 'Datum', value: (r) => r.date, kind: 'date' },
  { header: 'Betrag', value: (r) => r.amount, kind: 'decimal' },
  { header: 'km', value: (r) => r.km, kind: 'integer' },
];
const row = (over: Partial<Row>): Row => ({ last: 'Müller', club: 'GC Köln', date: '2023-06-14', amount: 12.5, km: 48, ...over });

test('UTF-8 BOM, ; separators, CRLF line ends, dd.MM.yyyy dates and decimal commas', () => {
  const csv = toCsv(columns, [row({}), row({ last: 'Öztürk', date: null, amount: null })]);
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')).toEqual([
    'Nachname;Club;Datum;Betrag;km',
    'Müller;GC Köln;14.06.2023;12,50;48',
    'Öztürk;GC Köln;;;48',
    '',
  ]);
});

test('the rows exactly as given, in their order', () => {
  const csv = toCsv(columns, [row({ last: 'Zander' }), row({ last: 'Adam' })]);
  expect(csv.split('\r\n').slice(1, 3).map((line) => line.split(';')[0])).toEqual(['Zander', 'Adam']);
});

test.each([
  ['Golfclub "Am See"', '"Golfclub ""Am See"""'],
  ['Golf; Club', '"Golf; Club"'],
  ['Zeile 1\nZeile 2', '"Zeile 1\nZeile 2"'],
])('quotes %j', (club, cell) => {
  expect(toCsv(columns, [row({ club })]).split('\r\n')[1]?.split(';').length).toBeGreaterThan(0);
  expect(toCsv(columns, [row({ club })])).toContain(`;${cell};`);
});

test.each(['=HYPERLINK("http://evil.example")', '+49 89 1', '-2+3', '@SUM(A1)', '\tcmd'])(
  'a cell starting with a formula character is neutralised: %j',
  (club) => {
    const cell = toCsv(columns, [row({ club })]).split('\r\n')[1]?.split(';')[1] ?? '';
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  },
);

test('a Date object is a date too, and an empty list is the header line alone', () => {
  expect(toCsv(columns, [row({ date: new Date(2023, 5, 14) as unknown as string })])).toContain(';14.06.2023;');
  expect(toCsv(columns, [])).toBe('\uFEFFNachname;Club;Datum;Betrag;km\r\n');
});
