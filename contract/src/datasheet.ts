import * as v from 'valibot';
import { derived, optionalField } from './derived';
import { AddressSchema, ContactSchema, GolfDataSchema, MembershipSchema } from './common';
import { personInputFields } from './person-fields';
import { DataSheetProgresses, Salutations, TesterStatuses, Titles } from './statuses';
import { IdSchema, UserIdSchema, VersionSchema, YearSchema } from './wire-format';

/** One wave cell of a playable club: the tester marks it available. */
export const PlayableWaveSchema = v.object({
  waveNumber: v.number(),
  available: v.boolean(),
});
export type PlayableWave = v.InferOutput<typeof PlayableWaveSchema>;

/** A club the tester may test, with its distance to the tester's address. */
export const PlayableClubSchema = v.object({
  clubId: IdSchema,
  clubName: v.string(),
  /** Whole km; null when a coordinate is missing. Not in the spec: a server without it gets null. */
  distance: optionalField('playable club', 'distance', v.nullable(v.number()), null),
  /** '23 km', or 'Entfernung unbekannt'. */
  distanceMessage: v.string(),
  waves: v.array(PlayableWaveSchema),
});
export type PlayableClub = v.InferOutput<typeof PlayableClubSchema>;

/** Header of an availability wave column: 'Welle 1' plus its weeks ('KW 17–19'). */
export const WaveHeaderSchema = v.object({
  waveNumber: v.number(),
  weeks: v.string(),
});
export type WaveHeader = v.InferOutput<typeof WaveHeaderSchema>;

export const PlayablesAnswerSchema = v.object({
  playables: v.array(PlayableClubSchema),
  waves: v.array(WaveHeaderSchema),
});
export type PlayablesAnswer = v.InferOutput<typeof PlayablesAnswerSchema>;

export const AvailabilityEntrySchema = v.object({ clubId: IdSchema, waveNumber: v.number() });
export type AvailabilityEntry = v.InferOutput<typeof AvailabilityEntrySchema>;

export const ValidationsSchema = v.object({
  handicapMissing: v.boolean(),
  availabilityMissing: v.boolean(),
});
export type Validations = v.InferOutput<typeof ValidationsSchema>;

const DataSheetFieldsSchema = v.object({
  userId: UserIdSchema,
  /** The tester's and the sheet's versions together: any change to either raises it. */
  version: VersionSchema,
  firstName: v.string(),
  lastName: v.string(),
  salutation: v.nullable(v.picklist(Salutations)),
  /** Letter salutation, e.g. 'Sehr geehrter Herr Mustermann'. */
  salutationMessage: v.string(),
  title: v.picklist(Titles),
  year: YearSchema,
  progress: v.picklist(DataSheetProgresses),
  progressLabel: v.string(),
  /** Sonstiges; only users with canSeeComment see and change it. */
  comment: v.string(),
  testerSince: v.nullable(YearSchema),
  profession: v.string(),
  birthYear: v.nullable(YearSchema),
  address: AddressSchema,
  contact: ContactSchema,
  golfData: GolfDataSchema,
  memberships: v.array(MembershipSchema),
  /** The marked (club, wave) pairs. */
  availability: v.array(AvailabilityEntrySchema),
  /** Same as GET /datasheet/playables answers in `playables`. */
  playableClubs: v.array(PlayableClubSchema),
  validations: ValidationsSchema,
  showDataSheet: v.boolean(),
  showDataSheetButtons: v.boolean(),
  initial: v.boolean(),
  submitted: v.boolean(),
  assigned: v.boolean(),
  released: v.boolean(),
  readonly: v.boolean(),
  showSeasonNotYetStarted: v.boolean(),
  showOldAvailabilityTabs: v.boolean(),
  canInviteTester: v.boolean(),
  canReleaseDataSheet: v.boolean(),
  canSendDataSheet: v.boolean(),
  canSeeComment: v.boolean(),
  /** Extensions (not in the spec): the two remaining dropdown actions; derived when a server leaves them out. */
  canResetDataSheet: v.optional(v.boolean()),
  canCloseAssignment: v.optional(v.boolean()),
});
export const DataSheetSchema = v.pipe(
  DataSheetFieldsSchema,
  v.transform((s) => ({
    ...s,
    canResetDataSheet: s.canResetDataSheet ?? derived('data sheet', 'canResetDataSheet', s.progress !== 'INITIAL'),
    canCloseAssignment: s.canCloseAssignment ?? derived('data sheet', 'canCloseAssignment', s.progress === 'RELEASED'),
  })),
);
export type DataSheet = v.InferOutput<typeof DataSheetSchema>;

/** Answer of load, save, send and progress. */
export const DataSheetAnswerSchema = v.object({
  success: v.boolean(),
  dataSheet: DataSheetSchema,
});
export type DataSheetAnswer = v.InferOutput<typeof DataSheetAnswerSchema>;

/** Body of POST /datasheet and /datasheet/send: the editable sheet fields plus playables. */
export const DataSheetInputSchema = v.object({
  /** Only when acting for another user (manager/admin). */
  userId: v.optional(UserIdSchema),
  version: VersionSchema,
  ...personInputFields,
  playables: v.array(PlayableClubSchema),
});
export type DataSheetInput = v.InferOutput<typeof DataSheetInputSchema>;

export const DataSheetProgressInputSchema = v.object({
  progress: v.picklist(DataSheetProgresses),
  userId: v.optional(UserIdSchema),
});
export type DataSheetProgressInput = v.InferOutput<typeof DataSheetProgressInputSchema>;

/** A row of the data sheet list (/datasheets). */
export const DataSheetListEntrySchema = v.object({
  id: UserIdSchema,
  year: YearSchema,
  progress: v.picklist(DataSheetProgresses),
  progressLabel: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  salutation: v.nullable(v.picklist(Salutations)),
  status: v.picklist(TesterStatuses),
  statusLabel: v.string(),
  validations: ValidationsSchema,
});
export type DataSheetListEntry = v.InferOutput<typeof DataSheetListEntrySchema>;
export const DataSheetListSchema = v.array(DataSheetListEntrySchema);

/** The save/send body of a loaded sheet (forms start from it). */
export function dataSheetInputOf(sheet: DataSheet, playables: PlayableClub[] = sheet.playableClubs, userId?: string): DataSheetInput {
  return {
    ...(userId === undefined ? {} : { userId }),
    version: sheet.version,
    salutation: sheet.salutation,
    title: sheet.title,
    firstName: sheet.firstName,
    lastName: sheet.lastName,
    birthYear: sheet.birthYear,
    testerSince: sheet.testerSince,
    profession: sheet.profession,
    comment: sheet.comment,
    address: { ...sheet.address },
    contact: { ...sheet.contact },
    golfData: { ...sheet.golfData },
    memberships: sheet.memberships.map((m) => ({ ...m })),
    playables: playables.map((p) => ({ ...p, waves: p.waves.map((w) => ({ ...w })) })),
  };
}
