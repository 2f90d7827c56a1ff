import * as v from 'valibot';
import { AddressSchema, ContactSchema, GolfDataSchema, MembershipSchema } from './common';
import { Salutations, Titles } from './statuses';

/**
 * The tester's editable personal fields, the same in the data sheet (POST /datasheet) and the
 * tester form (POST /user). Years are plain numbers here: the server checks them with the spec's
 * German messages. Internal to the contract (not exported from an entry point).
 */
export const personInputFields = {
  salutation: v.nullable(v.picklist(Salutations)),
  title: v.picklist(Titles),
  firstName: v.string(),
  lastName: v.string(),
  birthYear: v.nullable(v.number()),
  testerSince: v.nullable(v.number()),
  profession: v.string(),
  comment: v.string(),
  address: AddressSchema,
  contact: ContactSchema,
  golfData: GolfDataSchema,
  memberships: v.array(MembershipSchema),
};
