import { filterRows } from './filter-rows';

const rows = [
  { id: 1, firstName: 'Anna', lastName: 'Müller', email: 'anna@example.org', salutation: 'MRS', wave: 1 },
  { id: 2, firstName: 'Bernd', lastName: 'Anders', email: 'b.anders@example.org', salutation: 'MR', wave: 2 },
  { id: 3, firstName: 'Clara', lastName: 'Berg', email: 'clara@golf.de', salutation: null, wave: 2 },
];
type Row = (typeof rows)[number];
const spec = {
  exact: { salutation: (r: Row) => r.salutation, wave: (r: Row) => r.wave },
  search: { name: 'q' as const, text: (r: Row) => `${r.firstName} ${r.lastName} ${r.email}` },
};
const ids = (filters: Partial<Record<'salutation' | 'wave' | 'q', string>>) =>
  filterRows(rows, { salutation: '', wave: '', q: '', ...filters }, spec).map((r) => r.id);

test.each([
  [{}, [1, 2, 3]],
  [{ salutation: 'MR' }, [2]],
  [{ salutation: 'MRS' }, [1]],
  [{ wave: '2' }, [2, 3]],
  [{ q: 'ANDERS' }, [2]],
  [{ q: 'an' }, [1, 2]],
  [{ q: 'golf clara' }, [3]],
  [{ q: 'golf anna' }, []],
  [{ q: '  ' }, [1, 2, 3]],
  [{ wave: '2', q: 'example' }, [2]],
])('%j → %j', (filters, expected) => {
  expect(ids(filters)).toEqual(expected);
});
