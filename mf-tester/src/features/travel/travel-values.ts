import { normalizeIban, type TravelClaim, type TravelInput } from '@dtp/api-client';
import { formatCurrencyInput, normalizeCurrency, parseGermanCurrency, twoDecimals } from '@dtp/shared-ui';
import { type TravelClaimInput } from '@dtp/shared-ui/travel-claim';

/** The claim form's values: German text as typed ('45,50', '120'). */
export type TravelFormValues = TravelClaimInput;

export function travelValuesOf(claim: TravelClaim): TravelFormValues {
  return {
    iban: claim.iban,
    bank: claim.bank,
    greenfee: claim.greenfee === null ? '' : formatCurrencyInput(claim.greenfee),
    distance: claim.distance === null ? '' : String(claim.distance),
    restaurant: claim.restaurant === null ? '' : formatCurrencyInput(claim.restaurant),
    misc: claim.misc === null ? '' : formatCurrencyInput(claim.misc),
    comment: claim.comment,
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();
const amount = (value: string | null | undefined) => (text(value) === '' ? null : parseGermanCurrency(text(value)));
/** An amount as the field will hold it once left; what the rule refuses ('1.234') is not counted (NaN). */
const amountRule = twoDecimals('Betrag');
const countable = (value: string | null | undefined) => {
  const normalized = normalizeCurrency(text(value));
  return amountRule(normalized) === undefined ? amount(normalized) : Number.NaN;
};
const km = (value: string | null | undefined) => {
  const n = Number(text(value));
  return text(value) === '' || !Number.isFinite(n) ? null : n;
};

/** The save's body: the claim's id and the version it was read at (a stale one gets 409), the typed values. */
export function travelInputFrom({ id, version }: Pick<TravelClaim, 'id' | 'version'>, values: TravelFormValues): TravelInput {
  return {
    id,
    version,
    iban: normalizeIban(text(values.iban)),
    bank: text(values.bank),
    greenfee: amount(values.greenfee),
    distance: km(values.distance),
    restaurant: amount(values.restaurant),
    misc: amount(values.misc),
    comment: values.comment ?? '',
  };
}

/**
 * The amounts the live sum needs, read as the save reads them: an empty value counts as 0 (travelSum),
 * km that are not a whole number from 0 count as 0; an unreadable amount stays NaN (the sum shows empty).
 */
export function sumInputFrom(values: Partial<TravelFormValues>) {
  const distance = km(values.distance);
  return {
    greenfee: countable(values.greenfee),
    restaurant: countable(values.restaurant),
    misc: countable(values.misc),
    distance: distance !== null && Number.isInteger(distance) && distance >= 0 ? distance : 0,
  };
}
