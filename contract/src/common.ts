import * as v from 'valibot';
import { optionalField } from './derived';
import { IdSchema, YearSchema } from './wire-format';

/** Address of a tester or a club (spec 3). Text fields are '' when empty. */
export const AddressSchema = v.object({
  street: v.string(),
  streetNo: v.string(),
  zip: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** A club's address: the club's one pair of coordinates is its own lat/lon, not the address's. */
export const ClubAddressSchema = v.omit(AddressSchema, ['lat', 'lon']);
export type ClubAddress = v.InferOutput<typeof ClubAddressSchema>;

/**
 * A person's full name as every answer and screen writes it: first name, then last name ('Max
 * Mustermann'); a missing part is left out ('' while nobody is named).
 */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
}

export const ContactSchema = v.object({
  phone: v.string(),
  mobile: v.string(),
  email: v.string(),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

const optionalCount = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));

export const GolfDataSchema = v.object({
  /** HCPI, at most 18.4; null when missing. */
  handicap: v.nullable(v.number()),
  /** A year. */
  playsGolfSince: v.nullable(YearSchema),
  numRoundsOwnClub: optionalCount,
  numRoundsOtherClubs: optionalCount,
  numTournaments: optionalCount,
});
export type GolfData = v.InferOutput<typeof GolfDataSchema>;

/** A tester's home-club membership; end is a year, null while it lasts. */
export const MembershipSchema = v.object({
  clubId: IdSchema,
  name: v.string(),
  end: v.nullable(YearSchema),
});
export type Membership = v.InferOutput<typeof MembershipSchema>;

/** A club as other entities reference it. */
export const ClubRefSchema = v.object({
  id: IdSchema,
  name: v.string(),
  city: optionalField('club', 'city', v.string(), ''),
});
export type ClubRef = v.InferOutput<typeof ClubRefSchema>;

/** Answer of calls that only confirm (delete, reset). */
export const SuccessAnswerSchema = v.object({ success: v.boolean() });
export type SuccessAnswer = v.InferOutput<typeof SuccessAnswerSchema>;
