// '@dtp/api-client/travel-claim': the IBAN rules and the travel claim's field rules (ibantools), an
// entry point of their own so only screens that take an IBAN download ibantools (shared-ui's
// '@dtp/shared-ui/travel-claim' builds the claim's form from them; the domain checks a save with them).
export { iban, ibanChecksum, ibanFormat, normalizeIban, travelClaimFieldRules } from '@dtp/contract/iban-rules';
export { API_CLIENT_PACKAGE } from './shared-instance';
