import { formatDateTime } from './format-date-time';

test.each([
  ['2023-06-14T09:05:00', '14.06.2023 09:05'],
  [new Date(2023, 0, 2, 17, 30), '02.01.2023 17:30'],
  ['', ''],
  [null, ''],
  ['kein Datum', ''],
])('formatDateTime(%j) → %j', (input, output) => expect(formatDateTime(input)).toBe(output));

test('a timestamp with a zone is shown in local time', () => {
  const text = formatDateTime('2023-06-14T07:05:00Z');
  const local = new Date('2023-06-14T07:05:00Z');
  expect(text).toBe(`14.06.2023 ${String(local.getHours()).padStart(2, '0')}:05`);
});
