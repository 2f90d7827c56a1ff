// How an IBAN is written: as stored (normalized) and as shown where staff only need to recognise it
// (masked). Apart from iban-rules.ts, which brings ibantools: every bundle may mask an IBAN.

/** The IBAN as stored: no spaces, upper case. */
export const normalizeIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** The dot that stands for a hidden character of a masked IBAN. */
export const IBAN_MASK_CHAR = '•';

/**
 * The IBAN as kept where it is only to be recognised (a stored mail, an export): the country code and
 * the last four characters, the rest hidden, in groups of four — 'DE34 5678 9012 3456 1234 78' becomes
 * 'DE•• •••• •••• •••• ••34 78'. A text too short to keep four characters hidden shows only the country.
 * Never reveals more than six characters, whatever the input.
 */
export function maskIban(text: string): string {
  const iban = normalizeIban(text);
  if (iban === '') return '';
  const kept = iban.length >= 12 ? 4 : 0;
  const hidden = Math.max(iban.length - 2 - kept, 0);
  const masked = iban.slice(0, 2) + IBAN_MASK_CHAR.repeat(hidden) + iban.slice(iban.length - kept);
  return masked.replace(/(.{4})(?=.)/gu, '$1 ');
}
