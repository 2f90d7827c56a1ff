import { formatIbanGroups, normalizeCurrency, normalizeGermanDate, normalizeTime } from './normalize';

test.each([
  ['1.3.1993', '01.03.1993'],
  [' 01.03.1993 ', '01.03.1993'],
  ['1993-03-01', '1993-03-01'],
])('normalizeGermanDate(%j) → %j', (input, output) => expect(normalizeGermanDate(input)).toBe(output));

test.each([
  ['9:30', '09:30'],
  ['11:15', '11:15'],
  ['930', '930'],
])('normalizeTime(%j) → %j', (input, output) => expect(normalizeTime(input)).toBe(output));

test.each([
  ['12', '12,00'],
  ['12,5', '12,50'],
  ['12,50', '12,50'],
  ['12,', '12,00'],
  ['80 €', '80,00'],
  ['', ''],
  ['12.5', '12.5'],
  ['12,505', '12,505'],
])('normalizeCurrency(%j) → %j', (input, output) => expect(normalizeCurrency(input)).toBe(output));

test.each([
  ['de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
  ['DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
  ['DE89-3704', 'DE89 3704'],
  ['DE8', 'DE8'],
  ['', ''],
])('formatIbanGroups(%j) → %j', (input, output) => expect(formatIbanGroups(input)).toBe(output));
