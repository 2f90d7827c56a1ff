import { fullName } from './common';

test('a full name is first name then last name; a missing part is left out', () => {
  expect(fullName({ firstName: 'Max', lastName: 'Mustermann' })).toBe('Max Mustermann');
  expect(fullName({ firstName: '', lastName: 'Mustermann' })).toBe('Mustermann');
  expect(fullName({ firstName: null, lastName: null })).toBe('');
});
