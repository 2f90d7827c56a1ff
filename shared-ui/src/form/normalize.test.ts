import { formatIbanGroups, normalizeCurrency, normalizeGermanDate, normalizeTime } from './normalize';

test.each([
  ['1.3.1993', '01.03.1993'],
  [' 01.03.1993 ', '01.03.1993'],
  ['1993-03-01', '1993-03-01'],
  // A phone's numeric keypad has no '.': digits alone.
  ['14062023', '14.06.2023'],
  ['1462023', '14.06.2023'],
  ['140623', '14.06.2023'],
  ['01031993', '01.03.1993'],
  ['1112023', '1112023'], // 1.11.2023 or 11.1.2023: left for the date rule's message
  ['31022023', '31022023'], // no such day
  ['14/06/2023', '14.06.2023'],
])('normalizeGermanDate(%j) → %j', (input, output) => expect(normalizeGermanDate(input)).toBe(output));

test.each([
  ['9:30', '09:30'],
  ['11:15', '11:15'],
  ['930', '09:30'],
  ['0930', '09:30'],
  ['1415', '14:15'],
  ['9.30', '09:30'],
  ['2460', '2460'],
  ['93', '93'],
])('normalizeTime(%j) → %j', (input, output) => expect(normalizeTime(input)).toBe(output));

test.each([
  ['12', '12,00'],
  ['12,5', '12,50'],
  ['12,50', '12,50'],
  ['12,', '12,00'],
  ['80 €', '80,00'],
  ['', ''],
  ['12.5', '12,50'],
  ['12.50', '12,50'],
  ['1.234', '1.234'],
  ['1.234,50', '1.234,50'],
  ['12.', '12.'],
  ['12,505', '12,505'],
])('normalizeCurrency(%j) → %j', (input, output) => expect(normalizeCurrency(input)).toBe(output));

test.each([
  ['de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
  ['DE89 3704 0044 0532 0130 00', 'DE89 3704 0044 0532 0130 00'],
  ['DE89-3704', 'DE89 3704'],
  ['DE8', 'DE8'],
  ['', ''],
])('formatIbanGroups(%j) → %j', (input, output) => expect(formatIbanGroups(input)).toBe(output));
