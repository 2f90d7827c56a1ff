import { formatCurrencyInput, formatEuro, parseGermanCurrency } from './currency';
import { formatDate, germanDateToIso, isoToGermanDate, parseGermanDate } from './date';
import { formatGermanDecimal, parseGermanNumber } from './number';
import { formatPercent, roundPercent } from './percent';
import { formatCalendarWeek, isoWeek } from './week';

const NBSP = '\u00a0';

describe('dates dd.MM.yyyy', () => {
  test.each<[Date | string | number | null | undefined, string]>([
    ['2023-06-07', '07.06.2023'],
    ['2023-06-07T10:15:00', '07.06.2023'],
    [new Date(1993, 2, 1), '01.03.1993'],
    [new Date(2024, 1, 29).getTime(), '29.02.2024'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['kein Datum', ''],
    ['2023-02-30', ''],
    ['2023-06-07T23:30:00', '07.06.2023'],
  ])('formatDate(%j) → %j', (value, expected) => expect(formatDate(value)).toBe(expected));

  test('parses a real calendar date', () => {
    expect(parseGermanDate('01.03.1993')).toEqual(new Date(1993, 2, 1));
    expect(parseGermanDate(' 29.02.2024 ')).toEqual(new Date(2024, 1, 29));
  });
  test.each(['29.02.2023', '32.01.2023', '1.3.1993', '', '2023-03-01'])('refuses %j', (text) => {
    expect(parseGermanDate(text)).toBeNull();
  });

  test('German ↔ ISO', () => {
    expect(germanDateToIso('01.03.1993')).toBe('1993-03-01');
    expect(germanDateToIso('')).toBe('');
    expect(germanDateToIso('31.04.2023')).toBeNull();
    expect(isoToGermanDate('1993-03-01')).toBe('01.03.1993');
    expect(isoToGermanDate(null)).toBe('');
  });
});

describe('ISO calendar weeks', () => {
  test.each<[string, number]>([
    ['2023-06-07', 23],
    ['2021-01-03', 53], // Sunday belongs to the last week of 2020
    ['2021-01-04', 1],
    ['2024-12-30', 1], // Monday already in week 1 of 2025
    ['2020-12-31', 53],
    ['2026-12-28', 53],
    ['2027-01-01', 53],
    ['2027-01-04', 1],
  ])('isoWeek(%s) → %d', (date, week) => expect(isoWeek(date)).toBe(week));

  test.each<[number | string | readonly number[] | Date | null, string]>([
    [23, 'KW 23'],
    ['23', 'KW 23'],
    ['23/24', 'KW 23/24'],
    [[23, 24], 'KW 23/24'],
    [new Date(2023, 5, 7), 'KW 23'],
    [null, ''],
    ['', ''],
  ])('formatCalendarWeek(%j) → %j', (value, expected) => expect(formatCalendarWeek(value)).toBe(expected));

  test('every day of 2020–2030 agrees with the week of its Thursday', () => {
    for (let t = new Date(2020, 0, 1); t.getFullYear() < 2031; t.setDate(t.getDate() + 1)) {
      const week = isoWeek(t);
      expect(week).toBeGreaterThanOrEqual(1);
      expect(week).toBeLessThanOrEqual(53);
      if (t.getDay() === 1) expect(isoWeek(new Date(t.getFullYear(), t.getMonth(), t.getDate() + 6))).toBe(week);
    }
  });

  test('an invalid date throws', () => expect(() => isoWeek('kein Datum')).toThrow(RangeError));
});

describe('euro amounts', () => {
  test.each<[number | null | undefined, string]>([
    [1234.5, `1.234,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [0.4, `0,40${NBSP}€`],
    [1234567.891, `1.234.567,89${NBSP}€`],
    [null, ''],
    [Number.NaN, ''],
  ])('formatEuro(%j) → %j', (value, expected) => expect(formatEuro(value)).toBe(expected));

  test.each<[string | null | undefined, number]>([
    ['', 0],
    ['   ', 0],
    [null, 0],
    ['12', 12],
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['1.234,50', 1234.5],
    ['1.234', 1234],
    ['80,00 €', 80],
    ['1.5', 1.5],
  ])('parseGermanCurrency(%j) → %j', (text, expected) => expect(parseGermanCurrency(text)).toBe(expected));

  test.each(['abc', '12,3,4', '1,2.3'])('parseGermanCurrency(%j) is NaN', (text) => {
    expect(parseGermanCurrency(text)).toBeNaN();
  });

  test('currency input text', () => {
    expect(formatCurrencyInput(12.5)).toBe('12,50');
    expect(formatCurrencyInput(0)).toBe('0,00');
    expect(formatCurrencyInput(null)).toBe('');
  });
});

describe('German numbers', () => {
  test.each<[string, number | null]>([
    ['18,4', 18.4],
    ['-3', -3],
    ['0,000001', 0.000001],
    ['', null],
    ['x', null],
  ])('parseGermanNumber(%j) → %j', (text, expected) => expect(parseGermanNumber(text)).toBe(expected));
  test('formatGermanDecimal', () => {
    expect(formatGermanDecimal(18.4, 1)).toBe('18,4');
    expect(formatGermanDecimal(2)).toBe('2,00');
  });
});

describe('whole-number percentages', () => {
  test.each<[number, string]>([
    [42.6, `43${NBSP}%`],
    [42.4, `42${NBSP}%`],
    [100, `100${NBSP}%`],
    [0, `0${NBSP}%`],
  ])('formatPercent(%d) → %j', (value, expected) => expect(formatPercent(value)).toBe(expected));
  test('roundPercent', () => expect(roundPercent(66.5)).toBe(67));
  test('empty', () => expect(formatPercent(null)).toBe(''));
});
