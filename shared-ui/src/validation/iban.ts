import { iban as ibanRule, ibanChecksum as ibanChecksumRule, ibanFormat as ibanFormatRule } from '@dtp/api-client/travel-claim';
import { formRule, type Rule } from './rules';

// The IBAN rules are the contract's ('@dtp/api-client/travel-claim', which the server's check of a claim
// uses too). They live apart from rules.ts: ibantools (country formats, 5 KB gzip) is downloaded only by
// screens that take an IBAN ('@dtp/shared-ui/travel-claim').

/** The spec's IBAN format: 'DE34 5678 9012 3456 1234 78', spaces optional. */
export const ibanFormat = (): Rule => formRule(ibanFormatRule());

/** The IBAN's check digits (ISO 13616, mod 97) and country format; run after `ibanFormat`. */
export const ibanChecksum = (): Rule => formRule(ibanChecksumRule());

/** Format first, then checksum: one message at a time. */
export const iban = (): Rule => formRule(ibanRule());
