import type { DataSheetInput, Salutation, Title } from '@dtp/api-client';
import { Salutations, Titles } from '@dtp/api-client';
import { formatGermanDecimal, germanNumberText, parseGermanNumber } from '../format/number';

/** The person fields the data sheet (POST /datasheet) and the tester form (POST /user) share. */
export type PersonFields = Pick<
  DataSheetInput,
  'salutation' | 'title' | 'firstName' | 'lastName' | 'birthYear' | 'testerSince' | 'profession' | 'comment' | 'contact' | 'address' | 'golfData' | 'memberships'
>;

/** The person fields as a form holds them: every typed value is text (German numbers). */
export interface PersonFormValues {
  salutation: string;
  title: string;
  firstName: string;
  lastName: string;
  birthYear: string;
  testerSince: string;
  profession: string;
  comment: string;
  contact: { phone: string; mobile: string; email: string };
  address: { street: string; streetNo: string; zip: string; city: string; state: string; country: string; lat: string; lon: string };
  golfData: { handicap: string; playsGolfSince: string; numRoundsOwnClub: string; numRoundsOtherClubs: string; numTournaments: string };
  memberships: { clubId: number; name: string; end: string }[];
}

const text = (value: number | null): string => (value === null ? '' : String(value));
const whole = (value: string): number | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number.parseInt(trimmed, 10);
};
const isSalutation = (value: string): value is Salutation => (Salutations as readonly string[]).includes(value);
const isTitle = (value: string): value is Title => (Titles as readonly string[]).includes(value);

/** Loaded person fields as form values. */
export function personValuesOf(person: PersonFields): PersonFormValues {
  return {
    salutation: person.salutation ?? '',
    title: person.title,
    firstName: person.firstName,
    lastName: person.lastName,
    birthYear: text(person.birthYear),
    testerSince: text(person.testerSince),
    profession: person.profession,
    comment: person.comment,
    contact: { ...person.contact },
    address: { ...person.address, lat: germanNumberText(person.address.lat), lon: germanNumberText(person.address.lon) },
    golfData: {
      handicap: person.golfData.handicap === null ? '' : formatGermanDecimal(person.golfData.handicap, 1),
      playsGolfSince: text(person.golfData.playsGolfSince),
      numRoundsOwnClub: text(person.golfData.numRoundsOwnClub),
      numRoundsOtherClubs: text(person.golfData.numRoundsOtherClubs),
      numTournaments: text(person.golfData.numTournaments),
    },
    memberships: person.memberships.map((m) => ({ clubId: m.clubId, name: m.name, end: text(m.end) })),
  };
}

/** The person fields of (validated) form values, trimmed and typed. */
export function personInputOf(values: PersonFormValues): PersonFields {
  return {
    salutation: isSalutation(values.salutation) ? values.salutation : null,
    title: isTitle(values.title) ? values.title : 'NULL',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthYear: whole(values.birthYear),
    testerSince: whole(values.testerSince),
    profession: values.profession.trim(),
    comment: values.comment,
    contact: {
      phone: values.contact.phone.trim(),
      mobile: values.contact.mobile.trim(),
      email: values.contact.email.trim(),
    },
    address: {
      street: values.address.street.trim(),
      streetNo: values.address.streetNo.trim(),
      zip: values.address.zip.trim(),
      city: values.address.city.trim(),
      state: values.address.state.trim(),
      country: values.address.country.trim(),
      lat: parseGermanNumber(values.address.lat),
      lon: parseGermanNumber(values.address.lon),
    },
    golfData: {
      handicap: parseGermanNumber(values.golfData.handicap),
      playsGolfSince: whole(values.golfData.playsGolfSince),
      numRoundsOwnClub: whole(values.golfData.numRoundsOwnClub),
      numRoundsOtherClubs: whole(values.golfData.numRoundsOtherClubs),
      numTournaments: whole(values.golfData.numTournaments),
    },
    memberships: values.memberships.map((m) => ({ clubId: m.clubId, name: m.name, end: whole(m.end) })),
  };
}

/** The form fields of the shared tabs: a tab switch validates only the fields of the tab being left. */
export const personTabFields = {
  baseData: ['salutation', 'title', 'firstName', 'lastName', 'birthYear', 'testerSince', 'profession', 'contact', 'address'],
  golf: ['golfData'],
  homeClub: ['memberships'],
} as const;
