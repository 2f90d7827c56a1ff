import * as v from 'valibot';
import { textValue } from './fields';
import { iban } from './iban';
import { integer, maxValue, minValue, required, twoDecimals } from './rules';
import { MAX_DISTANCE_KM, MAX_RESTAURANT_EUR } from '@dtp/shared-api';


/** Labels of the travel claim form, as shown and used in messages. */
export const travelClaimLabels = {
  iban: 'IBAN (22 Zeichen)',
  bank: 'Bank',
  greenfee: 'Greenfee',
  distance: 'Gefahrene km',
  restaurant: `Restaurant (max. ${MAX_RESTAURANT_EUR} EUR)`,
  misc: 'Sonstiges',
  comment: 'Bemerkung',
} as const;

const l = travelClaimLabels;

/**
 * The travel claim (spec section 5): IBAN required and valid, bank required, greenfee
 * required, km required 0–400 whole number, restaurant and misc optional amounts
 * (restaurant's 60 EUR is a label only). Amounts are German text ('12,50').
 */
export function travelClaimSchema() {
  return v.looseObject({
    iban: textValue(required('IBAN'), iban()),
    bank: textValue(required(l.bank)),
    greenfee: textValue(required(l.greenfee), twoDecimals(l.greenfee)),
    distance: textValue(required(l.distance), integer(), minValue(l.distance, 0), maxValue(l.distance, MAX_DISTANCE_KM)),
    restaurant: textValue(twoDecimals('Restaurant')),
    misc: textValue(twoDecimals(l.misc)),
    comment: textValue(),
  });
}

export type TravelClaimInput = v.InferInput<ReturnType<typeof travelClaimSchema>>;
export type TravelClaimValues = v.InferOutput<ReturnType<typeof travelClaimSchema>>;
