import {
  euroText,
  germanDate,
  germanDateTime,
  germanDecimal,
  germanLongDate,
  germanNumber,
  germanNumberText,
  germanPercent,
  GERMAN_TIME_ZONE,
  isGermanDate,
  isoDayOfGermanDate,
  kmText,
  roundPercent,
} from './german-formats';

const NBSP = '\u00a0';
const berlin = { timeZone: GERMAN_TIME_ZONE };

describe('date dd.MM.yyyy', () => {
  test.each<[Date | string | number | null | undefined, string]>([
    ['2023-06-07', '07.06.2023'],
    [' 2023-06-07 ', '07.06.2023'],
    ['2024-02-29', '29.02.2024'],
    ['0999-01-02', '02.01.0999'],
    ['2023-06-07T23:30:00', '07.06.2023'], // no zone: as written
    [new Date(1993, 2, 1), '01.03.1993'],
    [new Date(2024, 1, 29, 12).getTime(), '29.02.2024'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['kein Datum', ''],
    ['2023-02-30', ''],
    ['2023-13-01', ''],
    ['07.06.2023', ''],
    [Number.NaN, ''],
    [new Date('x'), ''],
  ])('germanDate(%j) → %j', (value, expected) => expect(germanDate(value)).toBe(expected));

  test('an instant in a time zone: the day there', () => {
    expect(germanDate('2023-06-14T22:30:00Z', berlin)).toBe('15.06.2023');
    expect(germanDate('2023-01-14T22:30:00Z', berlin)).toBe('14.01.2023');
    expect(germanDate('2023-06-14', berlin)).toBe('14.06.2023'); // a day stays the day
  });

  test('an instant without a zone given: local time', () => {
    const local = new Date('2023-06-14T22:30:00Z');
    expect(germanDate('2023-06-14T22:30:00Z')).toBe(`${String(local.getDate()).padStart(2, '0')}.06.2023`);
  });

  test('the German date check, once', () => {
    expect(isoDayOfGermanDate('01.03.1993')).toBe('1993-03-01');
    expect(isoDayOfGermanDate(' 29.02.2024 ')).toBe('2024-02-29');
    for (const text of ['29.02.2023', '31.04.2023', '32.01.2023', '1.3.1993', '', '2023-03-01', null]) {
      expect(isoDayOfGermanDate(text)).toBeNull();
    }
    expect(isGermanDate('01.03.1993')).toBe(true);
    expect(isGermanDate('31.04.2023')).toBe(false);
  });

  test('the long date of the mails', () => {
    expect(germanLongDate('2026-06-03')).toBe('Mittwoch, 3. Juni 2026');
    expect(germanLongDate('2023-12-31')).toBe('Sonntag, 31. Dezember 2023');
    expect(germanLongDate('2023-02-30')).toBe('');
    expect(germanLongDate('')).toBe('');
  });
});

describe('date and time dd.MM.yyyy HH:mm', () => {
  test.each<[Date | string | number | null | undefined, string]>([
    ['2023-06-14T09:05:00', '14.06.2023 09:05'],
    ['2023-06-14 09:05', '14.06.2023 09:05'],
    [new Date(2023, 0, 2, 17, 30), '02.01.2023 17:30'],
    ['2023-06-14', '14.06.2023 00:00'],
    ['', ''],
    [null, ''],
    ['kein Datum', ''],
    ['2023-02-30T10:00:00Z', ''],
  ])('germanDateTime(%j) → %j', (value, expected) => expect(germanDateTime(value)).toBe(expected));

  test('in Berlin: summer and winter time', () => {
    expect(germanDateTime('2023-06-14T18:30:00.000Z', berlin)).toBe('14.06.2023 20:30');
    expect(germanDateTime('2023-01-14T18:30:00.000Z', berlin)).toBe('14.01.2023 19:30');
    expect(germanDateTime(Date.UTC(2023, 0, 14, 23, 5, 9), { ...berlin, seconds: true })).toBe('15.01.2023 00:05:09');
  });
});

describe('decimal with a comma', () => {
  test.each<[number | null | undefined, number, string]>([
    [1234.5, 2, '1234,50'],
    [0, 2, '0,00'],
    [-3.456, 2, '-3,46'],
    [-0.001, 2, '0,00'], // never '-0,00'
    [0.125, 2, '0,13'], // half away from zero
    [-0.125, 2, '-0,13'],
    [18.45, 1, '18,4'], // 18.45 is 18.4499… as a binary number
    [2.5, 0, '3'],
    [7, 1, '7,0'],
    [null, 2, ''],
    [undefined, 2, ''],
    [Number.NaN, 2, ''],
  ])('germanDecimal(%j, %d) → %j', (value, decimals, expected) => expect(germanDecimal(value, decimals)).toBe(expected));

  test.each<[number | null, number | undefined, string]>([
    [5000, undefined, '5.000'],
    [1234567.891, undefined, '1.234.567,891'],
    [2.5, 2, '2,5'],
    [2.255, 2, '2,26'],
    [12, 2, '12'],
    [0, undefined, '0'],
    [-1234.5, 1, '-1.234,5'],
    [-0.01, 1, '0'],
    [1.25, 1, '1,3'], // half away from zero
    [null, undefined, ''],
  ])('germanNumber(%j, %j) → %j', (value, maxDecimals, expected) => expect(germanNumber(value, maxDecimals)).toBe(expected));

  test.each<[number | null | undefined, string]>([
    [50.1092, '50,1092'],
    [-3, '-3'],
    [0, '0'],
    [1e-7, '0,0000001'],
    [1234.5, '1234,5'],
    [null, ''],
    [undefined, ''],
  ])('germanNumberText(%j) → %j', (value, expected) => expect(germanNumberText(value)).toBe(expected));
});

describe('euro', () => {
  test.each<[number | null | undefined, string]>([
    [1234.5, `1.234,50${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [0.4, `0,40${NBSP}€`],
    [0.005, `0,01${NBSP}€`],
    [-12.5, `-12,50${NBSP}€`],
    [1234567.891, `1.234.567,89${NBSP}€`],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('euroText(%j) → %j', (value, expected) => expect(euroText(value)).toBe(expected));
});

describe('percent', () => {
  test.each<[number | null | undefined, number | undefined, string]>([
    [42.6, undefined, `43${NBSP}%`],
    [42.4, undefined, `42${NBSP}%`],
    [66.5, undefined, `67${NBSP}%`],
    [100, undefined, `100${NBSP}%`],
    [0, undefined, `0${NBSP}%`],
    [87.5, 1, `87,5${NBSP}%`],
    [83.25, 1, `83,3${NBSP}%`],
    [100, 1, `100,0${NBSP}%`],
    [0, 1, `0,0${NBSP}%`],
    [-2.5, undefined, `-2${NBSP}%`],
    [null, undefined, ''],
    [Number.NaN, 1, ''],
  ])('germanPercent(%j, %j) → %j', (value, decimals, expected) => expect(germanPercent(value, decimals)).toBe(expected));

  test('one rounding: the shown text is the rounded number', () => {
    expect(roundPercent(66.5)).toBe(67);
    expect(roundPercent(83.25, 1)).toBe(83.3);
    expect(roundPercent(-0.4)).toBe(-0);
  });
});

describe('distance', () => {
  test.each<[number | null | undefined, string]>([
    [23, '23 km'],
    [0, '0 km'],
    [1234, '1.234 km'],
    [12.5, '13 km'],
    [null, ''],
  ])('kmText(%j) → %j', (value, expected) => expect(kmText(value)).toBe(expected));
});
