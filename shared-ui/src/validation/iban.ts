import { isValidIBAN } from 'ibantools';
import { validationMessages as m } from './messages';
import { unlessEmpty } from './rules';
import type { Rule } from './rules';

// The IBAN rules live apart from rules.ts: ibantools (country formats, 5 KB gzip) is
// downloaded only by screens that take an IBAN ('@dtp/shared-ui/travel-claim').

/** Two uppercase letters, 2 digits, 4 groups of 4 digits and 2 digits; spaces between groups optional. */
const IBAN = /^[A-Z]{2}\d{2}( ?\d{4}){4} ?\d{2}$/;

/** The spec's IBAN format: 'DE34 5678 9012 3456 1234 78', spaces optional. */
export const ibanFormat = (): Rule => unlessEmpty((v) => IBAN.test(v.trim()), m.iban());

/** The IBAN's check digits (ISO 13616, mod 97) and country format; run after `ibanFormat`. */
export const ibanChecksum = (): Rule =>
  unlessEmpty((v) => isValidIBAN(v.replace(/\s/g, '')), m.ibanChecksum());

/** Format first, then checksum: one message at a time. */
export const iban = (): Rule => {
  const format = ibanFormat();
  const checksum = ibanChecksum();
  return (value) => format(value) ?? checksum(value);
};
