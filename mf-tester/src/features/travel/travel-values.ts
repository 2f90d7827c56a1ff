import type { TravelClaim, TravelInput } from '@dtp/shared-api';
import { formatCurrencyInput, parseGermanCurrency } from '@dtp/shared-ui';
import { type TravelClaimInput } from '@dtp/shared-ui/travel-claim';

/** The claim form's values: German text as typed ('45,50', '120'). */
export type TravelFormValues = TravelClaimInput;

export const travelFieldNames = ['iban', 'bank', 'greenfee', 'distance', 'restaurant', 'misc', 'comment'] as const;

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
const km = (value: string | null | undefined) => {
  const n = Number(text(value));
  return text(value) === '' || !Number.isFinite(n) ? null : n;
};

export function travelInputFrom(id: number, values: TravelFormValues): TravelInput {
  return {
    id,
    iban: text(values.iban).replace(/\s+/g, '').toUpperCase(),
    bank: text(values.bank),
    greenfee: amount(values.greenfee),
    distance: km(values.distance),
    restaurant: amount(values.restaurant),
    misc: amount(values.misc),
    comment: values.comment ?? '',
  };
}

/** The amounts the live sum needs; an empty or unreadable value counts as 0. */
export function sumInputFrom(values: Partial<TravelFormValues>) {
  const input = travelInputFrom(0, {
    iban: '',
    bank: '',
    comment: '',
    greenfee: values.greenfee,
    distance: values.distance,
    restaurant: values.restaurant,
    misc: values.misc,
  });
  return {
    greenfee: input.greenfee,
    restaurant: input.restaurant,
    misc: input.misc,
    distance: input.distance !== null && Number.isInteger(input.distance) && input.distance >= 0 ? input.distance : 0,
  };
}
