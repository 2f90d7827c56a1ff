import * as v from 'valibot';
import { textValue } from './fields';
import { formRules } from './rules';
import { personFieldLabels, personFieldRules, SalutationLabels, Salutations, TitleLabels, Titles } from '@dtp/api-client';
import { labelOptions } from '../form/label-options';

/** Field labels of the tester base data, as shown on the data sheet and in messages (the contract's). */
export const testerBaseDataLabels = personFieldLabels;

/** Salutation values (spec section 9), labelled by api-client. */
export const salutationOptions = labelOptions(Salutations, SalutationLabels);

/** Title values (spec section 5); NULL means no title. */
export const titleOptions = labelOptions(Titles, TitleLabels);

/**
 * The tester base data of the data sheet and the tester form (spec section 5), built from the
 * contract's person field rules, which the server checks too (POST /datasheet, POST /user). Form
 * values are text. Users who are not manager or admin must also give handicap, birth year and
 * the full address; managers and admins are exempt.
 */
export function testerBaseDataSchema(options: { isManagerOrAdmin: boolean; now?: () => Date }) {
  const rules = personFieldRules({
    exempt: options.isManagerOrAdmin,
    currentYear: (options.now ?? (() => new Date()))().getFullYear(),
  });
  const field = (path: keyof typeof rules) => textValue(...formRules(rules[path]));
  return v.looseObject({
    salutation: field('salutation'),
    title: textValue(),
    firstName: field('firstName'),
    lastName: field('lastName'),
    birthYear: field('birthYear'),
    testerSince: field('testerSince'),
    profession: field('profession'),
    comment: field('comment'),
    contact: v.looseObject({
      phone: field('contact.phone'),
      mobile: field('contact.mobile'),
      email: field('contact.email'),
    }),
    address: v.looseObject({
      street: field('address.street'),
      streetNo: field('address.streetNo'),
      zip: field('address.zip'),
      city: field('address.city'),
      state: field('address.state'),
      country: field('address.country'),
      lat: field('address.lat'),
      lon: field('address.lon'),
    }),
    golfData: v.looseObject({
      handicap: field('golfData.handicap'),
      playsGolfSince: field('golfData.playsGolfSince'),
      numRoundsOwnClub: field('golfData.numRoundsOwnClub'),
      numRoundsOtherClubs: field('golfData.numRoundsOtherClubs'),
      numTournaments: field('golfData.numTournaments'),
    }),
    memberships: v.optional(
      v.array(v.looseObject({ end: field('memberships.*.end') })),
      [],
    ),
  });
}

export type TesterBaseDataInput = v.InferInput<ReturnType<typeof testerBaseDataSchema>>;
export type TesterBaseDataValues = v.InferOutput<ReturnType<typeof testerBaseDataSchema>>;
