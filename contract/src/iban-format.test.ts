import { maskIban, normalizeIban } from './iban-format';

describe('maskIban', () => {
  it('keeps the country and the last four characters, in groups of four (the spec example)', () => {
    expect(maskIban('DE34 5678 9012 3456 1234 78')).toBe('DE•• •••• •••• •••• ••34 78');
    expect(maskIban('de89370400440532013000')).toBe('DE•• •••• •••• •••• ••30 00');
  });

  it('hides the check digits and the account of other countries too', () => {
    const masked = maskIban('AT61 1904 3002 3457 3201');
    expect(masked).toBe('AT•• •••• •••• •••• 3201');
    expect(masked).not.toContain('61');
    expect(masked).not.toContain('1904');
  });

  it('shows only the country of a text too short to hide enough, and nothing of an empty one', () => {
    expect(maskIban('DE12 3456')).toBe('DE•• ••••');
    expect(maskIban('  ')).toBe('');
  });

  it('never shows more than six characters of the IBAN', () => {
    for (const iban of ['DE89370400440532013000', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S', 'XY1']) {
      expect(maskIban(iban).replace(/[•\s]/gu, '').length).toBeLessThanOrEqual(6);
    }
  });
});

test('normalizeIban drops spaces and upper-cases', () => {
  expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
});
