import * as v from 'valibot';
import { AddressSchema, ContactSchema } from './common';
import { Salutations, Titles } from './statuses';
import { IdSchema } from './wire-format';

/** A number the server checks with the field rules (`field-rules.ts`) and their German messages. */
const checkedNumber = v.nullable(v.number());

/**
 * The tester's editable personal fields, the same in the data sheet (POST /datasheet) and the
 * tester form (POST /user). Years, counts and the handicap are plain numbers here: the server checks
 * them with the same field rules and German messages as the form (`personFieldRules`). Internal to
 * the contract (not exported from an entry point).
 */
export const personInputFields = {
  salutation: v.nullable(v.picklist(Salutations)),
  title: v.picklist(Titles),
  firstName: v.string(),
  lastName: v.string(),
  birthYear: checkedNumber,
  testerSince: checkedNumber,
  profession: v.string(),
  comment: v.string(),
  address: AddressSchema,
  contact: ContactSchema,
  golfData: v.object({
    handicap: checkedNumber,
    playsGolfSince: checkedNumber,
    numRoundsOwnClub: checkedNumber,
    numRoundsOtherClubs: checkedNumber,
    numTournaments: checkedNumber,
  }),
  memberships: v.array(v.object({ clubId: IdSchema, name: v.string(), end: checkedNumber })),
};
