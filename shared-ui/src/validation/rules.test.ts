import { iban } from './iban';
import { validationMessages as m } from './messages';
import {
  birthYear,
  date,
  email,
  exactLength,
  handicap,
  integer,
  isFilled,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  required,
  time,
  twoDecimals,
  unique,
  url,
  year,
  type Rule,
} from './rules';

/** [value, expected message or undefined when valid] */
type Row = [string, string | undefined];

function table(name: string, rule: Rule, rows: Row[]) {
  describe(name, () => {
    test.each(rows)('%j → %j', (value, expected) => {
      expect(rule(value)).toBe(expected);
    });
  });
}

const FIXED_NOW = () => new Date(2025, 5, 15);

table('required', required('Nachname'), [
  ['Müller', undefined],
  [' a ', undefined],
  ['0', undefined],
  ['', 'Bitte geben Sie einen Wert für Nachname ein.'],
  ['   ', 'Bitte geben Sie einen Wert für Nachname ein.'],
  ['\t\n', 'Bitte geben Sie einen Wert für Nachname ein.'],
]);

describe('isFilled (required for any value)', () => {
  test.each<[unknown, boolean]>([
    ['x', true],
    [true, true],
    [0, true],
    [['a'], true],
    ['', false],
    ['  ', false],
    [false, false],
    [null, false],
    [undefined, false],
    [[], false],
  ])('%j → %j', (value, expected) => expect(isFilled(value)).toBe(expected));
});

table('email', email(), [
  ['', undefined],
  ['max.mustermann@golf-club.de', undefined],
  ['a@b.co', undefined],
  ['max@', m.email()],
  ['max@golf', m.email()],
  ['max mustermann@golf.de', m.email()],
  ['@golf.de', m.email()],
]);

table('min (3)', minLength('Passwort', 3), [
  ['', undefined],
  ['abc', undefined],
  ['ab', 'Passwort muss mindestens 3 Zeichen lang sein.'],
]);

table('max (255)', maxLength('Beruf', 255), [
  ['', undefined],
  ['x'.repeat(255), undefined],
  ['x'.repeat(256), 'Beruf darf höchstens 255 Zeichen lang sein.'],
]);

table('max_value (400)', maxValue('Gefahrene km', 400), [
  ['', undefined],
  ['400', undefined],
  ['0', undefined],
  ['399,99', undefined],
  ['400,01', 'Gefahrene km darf höchstens 400 betragen.'],
  ['401', 'Gefahrene km darf höchstens 400 betragen.'],
  ['viel', 'Gefahrene km darf höchstens 400 betragen.'],
]);

table('min value (0.000001)', minValue('Breitengrad', 0.000001), [
  ['', undefined],
  ['0,000001', undefined],
  ['53.5511', undefined],
  ['0', 'Breitengrad muss mindestens 0,000001 betragen.'],
  ['-1', 'Breitengrad muss mindestens 0,000001 betragen.'],
]);

table('numeric', numeric('Längengrad'), [
  ['', undefined],
  ['9.993682', undefined],
  ['9,993682', undefined],
  ['10', undefined],
  ['9.9.9', 'Längengrad is not valid.'],
  ['abc', 'Längengrad is not valid.'],
]);

table('length (5): default message', exactLength('PLZ', 5), [
  ['', undefined],
  ['20095', undefined],
  ['2009', 'PLZ is not valid.'],
  ['200955', 'PLZ is not valid.'],
]);

describe('unique', () => {
  const taken = new Set(['a@b.de']);
  table('unique', unique('Email', (value) => taken.has(value)), [
    ['', undefined],
    ['c@d.de', undefined],
    ['a@b.de', 'Email is bereits vergeben.'],
  ]);
});

table('url', url('Homepage'), [
  ['', undefined],
  ['https://www.golfclub.de', undefined],
  ['http://golfclub.de/seite?x=1', undefined],
  ['www.golfclub.de', 'Bei Homepage muss es sich um eine gültige URL handeln.'],
  ['ftp://golfclub.de', 'Bei Homepage muss es sich um eine gültige URL handeln.'],
  ['https://localhost', 'Bei Homepage muss es sich um eine gültige URL handeln.'],
]);

table('year', year(), [
  ['', undefined],
  ['2023', undefined],
  ['0999', undefined],
  ['999', m.year()],
  ['20234', m.year()],
  ['20a3', m.year()],
]);

describe('birthyear (current year fixed at 2025)', () => {
  table('birthyear', birthYear({ now: FIXED_NOW }), [
    ['', undefined],
    ['1980', undefined],
    ['1950', undefined], // exactly 75 years ago
    ['1949', m.birthYear()], // 76 years ago
    ['80', m.birthYear()],
    ['19800', m.birthYear()],
    ['2025', undefined], // born this year: not refused by the age rule
    ['2026', m.birthYear()], // a year in the future is no birth year
  ]);
  test('the message is verbatim from the spec', () => {
    expect(birthYear({ now: FIXED_NOW })('1900')).toBe(
      'Bitte geben Sie ihr Geburtsjahr mit vier Zahlen ein. Die Altersobergrenze liegt bei 75 Jahren',
    );
  });
  test('uses the real current year by default', () => {
    const current = new Date().getFullYear();
    expect(birthYear()(String(current - 75))).toBeUndefined();
    expect(birthYear()(String(current - 76))).toBe(m.birthYear());
  });
});

table('date', date(), [
  ['', undefined],
  ['01.03.1993', undefined],
  ['29.02.2024', undefined], // leap year
  ['31.12.2023', undefined],
  ['29.02.2023', m.date()], // not a leap year
  ['31.04.2023', m.date()],
  ['00.01.2023', m.date()],
  ['1.3.1993', m.date()],
  ['1993-03-01', m.date()],
  ['01.13.1993', m.date()],
]);

table('time', time(), [
  ['', undefined],
  ['11:15', undefined],
  ['09:00', undefined],
  ['00:00', undefined],
  ['23:59', undefined],
  ['24:00', m.time()],
  ['9:00', m.time()],
  ['11:60', m.time()],
  ['1115', m.time()],
]);
test('time message keeps the spec text hh:ss verbatim', () => {
  expect(time()('x')).toBe('Bitte geben Sie die Uhrzeit im Format hh:ss ein, z.B. 11:15.');
});

table('handicap', handicap(), [
  ['', undefined],
  ['18,4', undefined],
  ['0', undefined],
  ['5', undefined],
  ['12,3', undefined],
  ['18', undefined],
  ['18,5', m.handicap()],
  ['19', m.handicap()],
  ['12.3', m.handicap()], // dot instead of comma
  ['12,34', m.handicap()],
  ['123', m.handicap()],
  ['-1', m.handicap()],
]);

table('twoDecimals', twoDecimals('Greenfee'), [
  ['', undefined],
  ['80', undefined],
  ['80,5', undefined],
  ['80,50', undefined],
  ['80,505', 'Bitte geben Sie Greenfee als Komma-Zahl ein'],
  ['80.50', 'Bitte geben Sie Greenfee als Komma-Zahl ein'],
  ['-5', 'Bitte geben Sie Greenfee als Komma-Zahl ein'],
]);

table('iban', iban(), [
  ['', undefined],
  ['DE89 3704 0044 0532 0130 00', undefined],
  ['DE89370400440532013000', undefined],
  ['DE89 37040044 0532 013000', undefined], // some spaces left out
  ['DE88 3704 0044 0532 0130 00', m.ibanChecksum()], // wrong check digits
  ['DE89 3704 0044 0532 0130 01', m.ibanChecksum()],
  ['de89 3704 0044 0532 0130 00', m.iban()], // lowercase
  ['DE89 3704 0044 0532 0130 0', m.iban()], // too short
  ['DE89-3704-0044-0532-0130-00', m.iban()],
  ['AT61 1904 3002 3457 3201', m.iban()], // 20 characters: not the specified format
]);
test('iban messages', () => {
  expect(iban()('x')).toBe(
    'Bitte geben Sie die IBAN in folgendem Format ein: DE34 5678 9012 3456 1234 78 (Leerzeichen dürfen ausgelassen werden)',
  );
  expect(m.ibanChecksum()).not.toBe(m.iban());
});

table('integer', integer(), [
  ['', undefined],
  ['0', undefined],
  ['42', undefined],
  ['-3', undefined],
  ['4,2', m.integer()],
  ['4.2', m.integer()],
  ['vier', m.integer()],
]);
