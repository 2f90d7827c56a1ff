import type { DataSheet, DataSheetInput, PlayableClub, Salutation, Title } from '@dtp/shared-api';
import { Salutations, Titles, dataSheetInputOf } from '@dtp/shared-api';
import { formatGermanDecimal, parseGermanNumber } from '@dtp/shared-ui';

/** The data sheet as the form holds it: every typed value is text (German numbers), marks are booleans. */
export interface DatasheetFormValues {
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
  playables: PlayableClub[];
}

const text = (value: number | null): string => (value === null ? '' : String(value));
const decimal = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));
const whole = (value: string): number | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number.parseInt(trimmed, 10);
};

/** A loaded sheet as form values. */
export function formValuesOf(sheet: DataSheet): DatasheetFormValues {
  const input = dataSheetInputOf(sheet);
  return {
    salutation: input.salutation ?? '',
    title: input.title,
    firstName: input.firstName,
    lastName: input.lastName,
    birthYear: text(input.birthYear),
    testerSince: text(input.testerSince),
    profession: input.profession,
    comment: input.comment,
    contact: { ...input.contact },
    address: { ...input.address, lat: decimal(input.address.lat), lon: decimal(input.address.lon) },
    golfData: {
      handicap: input.golfData.handicap === null ? '' : formatGermanDecimal(input.golfData.handicap, 1),
      playsGolfSince: text(input.golfData.playsGolfSince),
      numRoundsOwnClub: text(input.golfData.numRoundsOwnClub),
      numRoundsOtherClubs: text(input.golfData.numRoundsOtherClubs),
      numTournaments: text(input.golfData.numTournaments),
    },
    memberships: input.memberships.map((m) => ({ clubId: m.clubId, name: m.name, end: text(m.end) })),
    playables: input.playables,
  };
}

const isSalutation = (value: string): value is Salutation => (Salutations as readonly string[]).includes(value);
const isTitle = (value: string): value is Title => (Titles as readonly string[]).includes(value);

/** The save/send body of (validated) form values; `userId` only when acting for another user. */
export function inputOf(values: DatasheetFormValues, userId?: string): DataSheetInput {
  return {
    ...(userId === undefined ? {} : { userId }),
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
    playables: values.playables.map((p) => ({ ...p, waves: p.waves.map((w) => ({ ...w })) })),
  };
}

/** True when at least one (club, wave) is marked available. */
export function hasAvailability(playables: readonly PlayableClub[]): boolean {
  return playables.some((p) => p.waves.some((w) => w.available));
}

/** The form fields of each tab: a tab switch validates only the fields of the tab being left. */
export const tabFields = {
  baseData: [
    'salutation',
    'title',
    'firstName',
    'lastName',
    'birthYear',
    'testerSince',
    'profession',
    'contact',
    'address',
  ],
  golf: ['golfData'],
  homeClub: ['memberships'],
  availability: ['playables'],
  comment: ['comment'],
  feedback: [],
} as const;
export type DatasheetTab = keyof typeof tabFields;

/** The tab that shows a form field path ('golfData.handicap' → golf). */
export function tabOfField(path: string): DatasheetTab {
  const root = path.split('.')[0] ?? '';
  const entry = (Object.entries(tabFields) as [DatasheetTab, readonly string[]][]).find(([, fields]) => fields.includes(root));
  return entry ? entry[0] : 'baseData';
}
