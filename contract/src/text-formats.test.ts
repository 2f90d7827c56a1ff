import { EMAIL_MAX_LENGTH, isEmailAddress } from './text-formats';

// The email rule (issue 46, item 3): RFC 5321's practical subset, the same for every form and the server.

describe('isEmailAddress', () => {
  it.each([
    'a@x.de',
    'a+tag@sub.x.de',
    'max.mustermann@example.de',
    "o'brien@golf.ie",
    'info@golfclub-wuermtal.de',
    'a_b-c@x-y.example.com',
    'info@xn--mnchen-3ya.de',
    'tester@club.invalid',
    '  a@x.de  ',
  ])('accepts %j', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['a list', 'a,b@x.de'],
    ['angle brackets', '<a@x.de>'],
    ['a display name', 'Max <a@x.de>'],
    ['no dot in the domain', 'a@x'],
    ['a space', 'a b@x.de'],
    ['an umlaut in the local part (SMTPUTF8)', 'anna.müller@x.de'],
    ['an umlaut domain not in its xn-- form', 'anna@müller.de'],
    ['a leading dot', '.a@x.de'],
    ['a trailing dot', 'a.@x.de'],
    ['two dots', 'a..b@x.de'],
    ['a quoted local part', '"a b"@x.de'],
    ['an address literal', 'a@[192.168.0.1]'],
    ['a label starting with a hyphen', 'a@-x.de'],
    ['a label ending with a hyphen', 'a@x-.de'],
    ['an empty label', 'a@x..de'],
    ['a one-letter top label', 'a@x.d'],
    ['a numeric top label', 'a@x.123'],
    ['two @', 'a@b@x.de'],
    ['no local part', '@x.de'],
    ['a line break with a header behind it', 'a@x.de\nBcc: b@x.de'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@x.de`],
    ['nothing', ''],
  ])('refuses %s: %j', (_why, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it(`takes ${EMAIL_MAX_LENGTH} characters and not one more`, () => {
    const domain = (length: number) => `${'d'.repeat(length - 3)}.de`;
    const longest = `${'a'.repeat(64)}@${['x'.repeat(61), 'y'.repeat(61), domain(EMAIL_MAX_LENGTH - 65 - 124)].join('.')}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isEmailAddress(longest)).toBe(true);
    expect(isEmailAddress(longest.replace('.de', '.dee'))).toBe(false);
  });
});
