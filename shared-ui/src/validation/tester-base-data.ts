import * as v from 'valibot';
import { coordinateValue, textValue } from './fields';
import { birthYear, handicap, integer, maxLength, required, year, email } from './rules';
import { COMMENT_MAX_LENGTH, PROFESSION_MAX_LENGTH, SalutationLabels, Salutations, TitleLabels, Titles } from '@dtp/shared-api';
import { labelOptions } from '../form/label-options';

/** Field labels of the tester base data, as shown on the data sheet and in messages. */
export const testerBaseDataLabels = {
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  birthYear: 'Geburtsjahr',
  testerSince: 'Tester seit',
  profession: 'Beruf',
  comment: 'Bemerkung',
  phone: 'Telefon',
  mobile: 'Mobil',
  email: 'Email',
  street: 'Straße',
  streetNo: 'Hausnummer',
  zip: 'PLZ',
  city: 'Ort',
  state: 'Bundesland',
  country: 'Land',
  lat: 'Breitengrad',
  lon: 'Längengrad',
  handicap: 'HCPI',
  playsGolfSince: 'Golf seit',
  numRoundsOwnClub: 'Runden im Heimatclub',
  numRoundsOtherClubs: 'Runden auf anderen Plätzen',
  numTournaments: 'Turniere',
  membershipEnd: 'Mitglied bis',
} as const;

/** Salutation values (spec section 9), labelled by shared-api. */
export const salutationOptions = labelOptions(Salutations, SalutationLabels);

/** Title values (spec section 5); NULL means no title. */
export const titleOptions = labelOptions(Titles, TitleLabels);


const l = testerBaseDataLabels;

/**
 * The tester base data of the data sheet and the tester form (spec section 5). Form values
 * are text. Users who are not manager or admin must also give handicap, birth year and
 * the full address; managers and admins are exempt.
 */
export function testerBaseDataSchema(options: { isManagerOrAdmin: boolean; now?: () => Date }) {
  const strict = !options.isManagerOrAdmin;
  const requiredUnlessExempt = (label: string) => (strict ? [required(label)] : []);
  return v.looseObject({
    salutation: textValue(required(l.salutation)),
    title: textValue(),
    firstName: textValue(required(l.firstName)),
    lastName: textValue(required(l.lastName)),
    birthYear: textValue(...requiredUnlessExempt(l.birthYear), birthYear({ now: options.now })),
    testerSince: textValue(year()),
    profession: textValue(maxLength(l.profession, PROFESSION_MAX_LENGTH)),
    comment: textValue(maxLength(l.comment, COMMENT_MAX_LENGTH)),
    contact: v.looseObject({
      phone: textValue(),
      mobile: textValue(),
      email: textValue(email()),
    }),
    address: v.looseObject({
      street: textValue(...requiredUnlessExempt(l.street)),
      streetNo: textValue(...requiredUnlessExempt(l.streetNo)),
      zip: textValue(...requiredUnlessExempt(l.zip)),
      city: textValue(...requiredUnlessExempt(l.city)),
      state: textValue(...requiredUnlessExempt(l.state)),
      country: textValue(...requiredUnlessExempt(l.country)),
      lat: coordinateValue(l.lat),
      lon: coordinateValue(l.lon),
    }),
    golfData: v.looseObject({
      handicap: textValue(...requiredUnlessExempt(l.handicap), handicap()),
      playsGolfSince: textValue(year()),
      numRoundsOwnClub: textValue(integer()),
      numRoundsOtherClubs: textValue(integer()),
      numTournaments: textValue(integer()),
    }),
    memberships: v.optional(
      v.array(v.looseObject({ end: textValue(year()) })),
      [],
    ),
  });
}

export type TesterBaseDataInput = v.InferInput<ReturnType<typeof testerBaseDataSchema>>;
export type TesterBaseDataValues = v.InferOutput<ReturnType<typeof testerBaseDataSchema>>;
