import { blankClubFields, clubFieldRules, type Club, type ClubInput } from '@dtp/api-client';
import { checkboxValue, formRules, germanNumberText, parseGermanNumber, tabOfField, textValue, v } from '@dtp/shared-ui';

// Types, not interfaces: the loose form schema's index signature accepts them.
export type ContactPersonValues = { name: string; type: string; email: string; phone: string };
export type ClubAddressValues = { street: string; streetNo: string; zip: string; city: string; state: string; country: string };

/** The club as the form holds it: text everywhere but the flags and lists; coordinates as German numbers. */
export type ClubFormValues = Omit<ClubInput, 'id' | 'lat' | 'lon' | 'address' | 'invoiceAddress' | 'contactPersons'> & {
  lat: string;
  lon: string;
  address: ClubAddressValues;
  invoiceAddress: ClubAddressValues;
  contactPersons: ContactPersonValues[];
};

/** One field with the contract's club rules, which POST /club checks too: the same message before and after saving. */
const field = (path: keyof typeof clubFieldRules) => textValue(...formRules(clubFieldRules[path]));

const addressOf = (prefix: 'address' | 'invoiceAddress') =>
  v.looseObject({
    street: field(`${prefix}.street`),
    streetNo: field(`${prefix}.streetNo`),
    zip: field(`${prefix}.zip`),
    city: field(`${prefix}.city`),
    state: field(`${prefix}.state`),
    country: field(`${prefix}.country`),
  });

/**
 * Spec section 5 'Club': the name is required, every email follows the email rule, the homepage is a URL, the
 * coordinates are numbers, and every text stays within its length (contract `clubFieldRules`).
 */
export const clubSchema = v.looseObject({
  name: field('name'),
  invoiceName: field('invoiceName'),
  homepage: field('homepage'),
  comment: field('comment'),
  email: field('email'),
  phone: field('phone'),
  manager: field('manager'),
  managerEmail: field('email'),
  managerPhone: field('managerPhone'),
  president: field('president'),
  presidentEmail: field('email'),
  presidentPhone: field('presidentPhone'),
  premiumTestContact: field('premiumTestContact'),
  premiumTestContactEmail: field('email'),
  leading: checkboxValue(),
  candidateClub: checkboxValue(),
  isTestable: checkboxValue(),
  lat: field('lat'),
  lon: field('lon'),
  address: addressOf('address'),
  invoiceAddress: addressOf('invoiceAddress'),
  contactPersons: v.optional(
    v.array(
      v.looseObject({
        name: field('contactPersons.*.name'),
        type: field('contactPersons.*.type'),
        email: field('email'),
        phone: field('contactPersons.*.phone'),
      }),
    ),
    [],
  ),
});

export const emptyContactPerson = (): ContactPersonValues => ({ name: '', type: '', email: '', phone: '' });

/** A new club: nothing filled in, not leading, not a candidate, not testable. */
export function newClubValues(): ClubFormValues {
  return { ...blankClubFields(), lat: '', lon: '' };
}

export function clubValuesOf(club: Club): ClubFormValues {
  const { id: _id, status: _status, statusLabel: _label, memberships: _members, panelId: _panel, ...fields } = club;
  return {
    ...fields,
    lat: germanNumberText(club.lat),
    lon: germanNumberText(club.lon),
    address: { ...club.address },
    invoiceAddress: { ...club.invoiceAddress },
    contactPersons: club.contactPersons.map((p) => ({ ...p })),
    resultRecipients: [...club.resultRecipients],
  };
}

const trimmed = (address: ClubAddressValues): ClubAddressValues =>
  Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])) as ClubAddressValues;
const isBlank = (p: ContactPersonValues) => Object.values(p).every((value) => value.trim() === '');

/** The body of POST /club; id null creates. A contact-person row left completely empty is not sent. */
export function clubInputFrom(id: number | null, values: ClubFormValues): ClubInput {
  return {
    ...values,
    id,
    name: values.name.trim(),
    invoiceName: values.invoiceName.trim(),
    phone: values.phone.trim(),
    lat: parseGermanNumber(values.lat),
    lon: parseGermanNumber(values.lon),
    address: trimmed(values.address),
    invoiceAddress: trimmed(values.invoiceAddress),
    contactPersons: values.contactPersons.filter((p) => !isBlank(p)).map((p) => ({ name: p.name.trim(), type: p.type.trim(), email: p.email.trim(), phone: p.phone.trim() })),
  };
}

/** The fields of each tab: a failed save opens the tab of the first bad field. */
export const clubTabFields = {
  baseData: ['name', 'invoiceName', 'leading', 'candidateClub', 'isTestable', 'homepage', 'comment', 'email', 'phone', 'address'],
  contactPersons: ['contactPersons'],
  emails: ['resultRecipients'],
  invoiceAddress: ['invoiceAddress'],
  misc: ['manager', 'managerEmail', 'managerPhone', 'president', 'presidentEmail', 'presidentPhone', 'premiumTestContact', 'premiumTestContactEmail', 'lat', 'lon'],
} as const;
export type ClubTab = keyof typeof clubTabFields;

export const clubTabOf = (path: string): ClubTab => tabOfField(clubTabFields, path, 'baseData');
