import { countLine } from './count-line';
import { matchesSearch } from './search';
import { nextSortDirection, sortRows } from './sort';

describe('matchesSearch', () => {
  const person = ['Max', 'Müller', 'max.mueller@example.de'];
  test.each<[string, boolean]>([
    ['', true],
    ['   ', true],
    ['max', true],
    ['MÜLLER', true],
    ['max müller', true],
    ['müller  max', true],
    ['example.de', true],
    ['max meier', false],
    ['erika', false],
  ])('%j → %j', (term, expected) => expect(matchesSearch(person, term)).toBe(expected));

  test('a plain string haystack and missing parts', () => {
    expect(matchesSearch('GC Hamburg', 'hamburg gc')).toBe(true);
    expect(matchesSearch(['Anna', null, undefined], 'anna')).toBe(true);
  });
});

describe('sorting', () => {
  test('the cycle is NONE → ASC → DESC → NONE', () => {
    expect(nextSortDirection('NONE')).toBe('ASC');
    expect(nextSortDirection('ASC')).toBe('DESC');
    expect(nextSortDirection('DESC')).toBe('NONE');
  });

  const rows = [{ n: 'Özdemir' }, { n: 'Abel' }, { n: '' }, { n: 'zeller' }, { n: 'Oberg' }];
  test('German collation, empty last', () => {
    expect(sortRows(rows, (r) => r.n, 'ASC').map((r) => r.n)).toEqual(['Abel', 'Oberg', 'Özdemir', 'zeller', '']);
    expect(sortRows(rows, (r) => r.n, 'DESC').map((r) => r.n)).toEqual(['zeller', 'Özdemir', 'Oberg', 'Abel', '']);
    expect(sortRows(rows, (r) => r.n, 'NONE')).toEqual(rows);
  });

  test('numbers by value', () => {
    const values = [{ v: 10 }, { v: 2 }, { v: null }, { v: 33 }];
    expect(sortRows(values, (r) => r.v, 'ASC').map((r) => r.v)).toEqual([2, 10, 33, null]);
  });
});

test.each<[number, string]>([
  [0, '0 Datensätze angezeigt'],
  [1, '1 Datensatz angezeigt'],
  [2, '2 Datensätze angezeigt'],
  [5000, '5.000 Datensätze angezeigt'],
])('countLine(%d)', (n, text) => expect(countLine(n)).toBe(text));
