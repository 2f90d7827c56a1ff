import { isValidIBAN } from 'ibantools';
import { COMMENT_MAX_LENGTH, MAX_DISTANCE_KM, TEXT_MAX_LENGTH } from './constants';
import { countRules, fieldMessages, fieldPatterns, fieldRules as r, travelClaimFieldLabels, unlessEmpty, type FieldRule, type FieldRuleMap } from './field-rules';
import { normalizeIban } from './iban-format';

export { normalizeIban };

// The IBAN rules and the travel claim's rules: apart from field-rules.ts because ibantools (country
// formats, 5 KB gzip) should reach only the screens that take an IBAN, through the entry point
// '@dtp/api-client/travel-claim'. The domain checks a saved claim with the same rules.

/** The spec's IBAN format: 'DE34 5678 9012 3456 1234 78', spaces optional. */
export const ibanFormat = (): FieldRule => unlessEmpty((t) => fieldPatterns.iban.test(t.trim()), fieldMessages.iban());

/** The IBAN's check digits (ISO 13616, mod 97) and country format (ibantools); run after `ibanFormat`. */
export const ibanChecksum = (): FieldRule => unlessEmpty((t) => isValidIBAN(normalizeIban(t)), fieldMessages.ibanChecksum());

/** Format first, then checksum: one message at a time. */
export const iban = (): FieldRule => {
  const format = ibanFormat();
  const checksum = ibanChecksum();
  return (text) => format(text) ?? checksum(text);
};

const l = travelClaimFieldLabels;

/**
 * The travel claim (shell spec 5 'Travel claim'): IBAN required and valid, bank and greenfee
 * required, km required, a whole number 0–400; restaurant and misc optional amounts (restaurant's
 * 60 EUR is a label only); bank and comment within their lengths. The messages name the IBAN and the restaurant without the label's hint.
 */
export const travelClaimFieldRules = {
  iban: [r.required('IBAN'), iban()],
  bank: [r.required(l.bank), r.maxLength(l.bank, TEXT_MAX_LENGTH.bank)],
  greenfee: [r.required(l.greenfee), r.twoDecimals(l.greenfee)],
  distance: [r.required(l.distance), ...countRules(l.distance), r.maxValue(l.distance, MAX_DISTANCE_KM)],
  restaurant: [r.twoDecimals('Restaurant')],
  misc: [r.twoDecimals(l.misc)],
  comment: [r.maxLength(l.comment, COMMENT_MAX_LENGTH)],
} satisfies FieldRuleMap;
