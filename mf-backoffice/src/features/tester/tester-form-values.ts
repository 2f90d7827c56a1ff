import { TesterStatuses, type TesterStatus } from '@dtp/api-client';
import type { Tester, TesterInput } from '@dtp/api-client/back-office';
import {
  checkboxValue,
  date,
  email,
  germanDateToIso,
  isoToGermanDate,
  personInputOf,
  personTabFields,
  personValuesOf,
  required,
  tabOfField,
  testerBaseDataLabels,
  testerBaseDataSchema,
  textValue,
  v,
  type PersonFormValues,
} from '@dtp/shared-ui';
import { testerTexts as t } from './tester-texts';

// A type, not an interface: the loose form schema's index signature accepts it.
export type InstructionValues = {
  executedAt: string;
  place: string;
  online: boolean;
};

/** The tester as the form holds it: the shared person fields, the status and the trainings. */
export interface TesterFormValues extends PersonFormValues {
  status: string;
  instructions: InstructionValues[];
}

const base = testerBaseDataSchema({ isManagerOrAdmin: true });

/** The person rules for staff (spec section 5), plus: the email is required, the status set, each training's date a date. */
export const testerSchema = v.looseObject({
  ...base.entries,
  contact: v.looseObject({
    ...base.entries.contact.entries,
    email: textValue(required(testerBaseDataLabels.email), email()),
  }),
  status: textValue(required(t.status)),
  instructions: v.optional(v.array(v.looseObject({ executedAt: textValue(date()), place: textValue(), online: checkboxValue() })), []),
});

export const emptyInstruction = (): InstructionValues => ({ executedAt: '', place: '', online: false });

/** A new tester: everything empty, status APPLICANT (spec 3: the default). */
export function newTesterValues(): TesterFormValues {
  return {
    ...personValuesOf({
      salutation: null,
      title: 'NULL',
      firstName: '',
      lastName: '',
      birthYear: null,
      testerSince: null,
      profession: '',
      comment: '',
      contact: { phone: '', mobile: '', email: '' },
      address: { street: '', streetNo: '', zip: '', city: '', state: '', country: 'Deutschland', lat: null, lon: null },
      golfData: { handicap: null, playsGolfSince: null, numRoundsOwnClub: null, numRoundsOtherClubs: null, numTournaments: null },
      memberships: [],
    }),
    status: 'APPLICANT',
    instructions: [],
  };
}

export function testerValuesOf(tester: Tester): TesterFormValues {
  return {
    ...personValuesOf(tester),
    status: tester.status,
    instructions: tester.instructions.map((i) => ({ executedAt: isoToGermanDate(i.executedAt), place: i.place, online: i.online })),
  };
}

const isStatus = (value: string): value is TesterStatus => (TesterStatuses as readonly string[]).includes(value);
const isBlank = (i: InstructionValues) => i.executedAt.trim() === '' && i.place.trim() === '' && !i.online;

/** The body of POST /user; id null creates. A training row left completely empty is not sent. */
export function testerInputFrom(id: string | null, values: TesterFormValues): TesterInput {
  return {
    id,
    ...personInputOf(values),
    status: isStatus(values.status) ? values.status : 'APPLICANT',
    instructions: values.instructions
      .filter((i) => !isBlank(i))
      .map((i) => ({ executedAt: germanDateToIso(i.executedAt.trim()) || null, place: i.place.trim(), online: i.online })),
  };
}

/** The fields of each tab: a tab switch validates only the fields of the tab being left. */
export const testerTabFields = {
  baseData: ['status', ...personTabFields.baseData],
  golf: personTabFields.golf,
  homeClub: personTabFields.homeClub,
  executedTests: [],
  instructions: ['instructions'],
  comment: ['comment'],
} as const;
export type TesterTab = keyof typeof testerTabFields;

export const testerTabOf = (path: string): TesterTab => tabOfField(testerTabFields, path, 'baseData');
