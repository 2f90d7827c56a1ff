import * as v from 'valibot';
import { travelClaimFieldLabels } from '@dtp/api-client';
import { travelClaimFieldRules } from '@dtp/api-client/travel-claim';
import { textValue } from './fields';
import { formRules } from './rules';

/** Labels of the travel claim form, as shown (the contract's). */
export const travelClaimLabels = travelClaimFieldLabels;

const field = (name: keyof typeof travelClaimFieldRules) => textValue(...formRules(travelClaimFieldRules[name]));

/**
 * The travel claim (spec section 5), built from the contract's rules, which the server checks too
 * (POST /travel): IBAN required and valid, bank required, greenfee required, km required 0–400
 * whole number, restaurant and misc optional amounts (restaurant's 60 EUR is a label only).
 * Amounts are German text ('12,50').
 */
export function travelClaimSchema() {
  return v.looseObject({
    iban: field('iban'),
    bank: field('bank'),
    greenfee: field('greenfee'),
    distance: field('distance'),
    restaurant: field('restaurant'),
    misc: field('misc'),
    comment: field('comment'),
  });
}

export type TravelClaimInput = v.InferInput<ReturnType<typeof travelClaimSchema>>;
export type TravelClaimValues = v.InferOutput<ReturnType<typeof travelClaimSchema>>;
