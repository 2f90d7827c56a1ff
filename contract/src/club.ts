import * as v from 'valibot';
import { ClubAddressSchema } from './common';
import { PanelProgresses } from './statuses';
import { IdSchema, UserIdSchema, VersionSchema, YearSchema } from './wire-format';

export const ContactPersonSchema = v.object({
  name: v.string(),
  /** Position, e.g. 'Clubmanager'. */
  type: v.string(),
  email: v.string(),
  phone: v.string(),
});
export type ContactPerson = v.InferOutput<typeof ContactPersonSchema>;

/** A tester whose home club this is. */
export const ClubMemberSchema = v.object({
  userId: UserIdSchema,
  firstName: v.string(),
  lastName: v.string(),
  end: v.nullable(YearSchema),
});
export type ClubMember = v.InferOutput<typeof ClubMemberSchema>;

const clubFields = {
  name: v.string(),
  invoiceName: v.string(),
  leading: v.boolean(),
  candidateClub: v.boolean(),
  homepage: v.string(),
  comment: v.string(),
  /** The club's coordinates (its only pair: the addresses have none); distances are measured from here. */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  manager: v.string(),
  managerEmail: v.string(),
  managerPhone: v.string(),
  president: v.string(),
  presidentEmail: v.string(),
  presidentPhone: v.string(),
  premiumTestContact: v.string(),
  premiumTestContactEmail: v.string(),
  email: v.string(),
  phone: v.string(),
  address: ClubAddressSchema,
  invoiceAddress: ClubAddressSchema,
  resultRecipients: v.array(v.string()),
  contactPersons: v.array(ContactPersonSchema),
  isTestable: v.boolean(),
};

export const ClubSchema = v.object({
  id: IdSchema,
  version: VersionSchema,
  ...clubFields,
  /** Progress of the club's panel in the current season; null when it has none. */
  status: v.nullable(v.picklist(PanelProgresses)),
  statusLabel: v.string(),
  memberships: v.array(ClubMemberSchema),
  panelId: v.nullable(IdSchema),
});
export type Club = v.InferOutput<typeof ClubSchema>;

/** Body of POST /club: id null creates. status, memberships and panelId are server-owned. */
export const ClubInputSchema = v.object({
  id: v.nullable(IdSchema),
  version: VersionSchema,
  ...clubFields,
});
export type ClubInput = v.InferOutput<typeof ClubInputSchema>;

/** A club nobody has filled in yet ('Golfclub anlegen', a new club of the CSV import): not leading, not a candidate, not testable, its addresses in Deutschland. */
export function blankClubFields(name = ''): Omit<ClubInput, 'id' | 'version'> {
  const address = () => ({ street: '', streetNo: '', zip: '', city: '', state: '', country: 'Deutschland' });
  return {
    name,
    invoiceName: '',
    leading: false,
    candidateClub: false,
    homepage: '',
    comment: '',
    lat: null,
    lon: null,
    manager: '',
    managerEmail: '',
    managerPhone: '',
    president: '',
    presidentEmail: '',
    presidentPhone: '',
    premiumTestContact: '',
    premiumTestContactEmail: '',
    email: '',
    phone: '',
    address: address(),
    invoiceAddress: address(),
    resultRecipients: [],
    contactPersons: [],
    isTestable: false,
  };
}

/**
 * What a tester gets from GET /club/list: the tester-safe projection (the home-club picker and the
 * holiday rule's Bundesland need no more). No contact data, no club flags.
 */
export const ClubChoiceSchema = v.object({
  id: IdSchema,
  name: v.string(),
  city: v.string(),
  state: v.string(),
});
export type ClubChoice = v.InferOutput<typeof ClubChoiceSchema>;
export const ClubChoiceListSchema = v.array(ClubChoiceSchema);

/** What managers and admins get from GET /club/list: the projection plus the club's flags. */
export const ClubListItemSchema = v.object({
  ...ClubChoiceSchema.entries,
  leading: v.boolean(),
  candidateClub: v.boolean(),
  isTestable: v.boolean(),
});
export type ClubListItem = v.InferOutput<typeof ClubListItemSchema>;
export const ClubListSchema = v.array(ClubListItemSchema);

