import * as v from 'valibot';
import { derived, optionalField } from './derived';
import { Salutations, TestingProgresses, testingReached } from './statuses';
import { IdSchema, IsoDateSchema, TimeSchema, UserIdSchema, VersionSchema, YearSchema } from './wire-format';

export const TestingWaveSchema = v.object({
  id: IdSchema,
  number: v.number(),
  year: YearSchema,
  weeks: v.string(),
  start: IsoDateSchema,
  end: IsoDateSchema,
});
export type TestingWave = v.InferOutput<typeof TestingWaveSchema>;

/** A club test in a wave (GET /testing/{id}). */
export const TestingSchema = v.pipe(
  v.object({
    id: IdSchema,
    version: VersionSchema,
    /** Club name. */
    club: v.string(),
    clubId: IdSchema,
    panelId: IdSchema,
    /** Full name of the assigned tester, null when none. */
    tester: v.nullable(v.string()),
    assignedTesterId: v.nullable(UserIdSchema),
    /** The assigned tester's record id, kept after the record was erased (assignedTesterId is null then). */
    userId: v.nullable(UserIdSchema),
    testerFirstName: v.nullable(v.string()),
    testerLastName: v.nullable(v.string()),
    progress: v.picklist(TestingProgresses),
    progressLabel: v.string(),
    /** Progress values the status select may offer now (the server accepts exactly these). */
    allowedProgress: v.array(v.picklist(TestingProgresses)),
    wave: TestingWaveSchema,
    noStartingTimes: v.boolean(),
    date: v.nullable(IsoDateSchema),
    teeTime: v.nullable(TimeSchema),
    premiumTest: v.boolean(),
    testerFeedbackCmc: v.nullable(v.string()),
    testerFeedbackClub: v.nullable(v.string()),
    showAvailableTesters: v.boolean(),
    showTesterFeedback: v.boolean(),
    // Not in the spec: derived when a server leaves it out.
    /** The assignment may still be changed or cleared (until the test is in). */
    assignmentOpen: v.optional(v.boolean()),
    /** The club's address; no street or zip means no distance calculation. */
    city: v.string(),
    street: v.string(),
    zip: v.string(),
  }),
  v.transform((t) => ({
    ...t,
    assignmentOpen: t.assignmentOpen ?? derived('testing', 'assignmentOpen', !testingReached(t.progress, 'DONE')),
  })),
);
export type Testing = v.InferOutput<typeof TestingSchema>;
export const TestingListSchema = v.array(TestingSchema);

/** Body of POST /testing. */
export const TestingInputSchema = v.object({
  id: IdSchema,
  version: VersionSchema,
  progress: v.picklist(TestingProgresses),
  noStartingTimes: v.boolean(),
  date: v.nullable(v.string()),
  teeTime: v.nullable(v.string()),
});
export type TestingInput = v.InferOutput<typeof TestingInputSchema>;

/**
 * The answer to an assignment of a tester who already tests another club in the same wave: the domain's
 * check says it, and the server's storage says it when two simultaneous assignments meet its unique key.
 */
export const TESTER_ALREADY_IN_WAVE_MESSAGE = 'Der Tester ist in dieser Welle bereits für einen anderen Test eingeteilt.';

/** Body of POST /testing/assign; userId null clears the assignment. */
export const AssignInputSchema = v.object({
  testingId: IdSchema,
  userId: v.nullable(UserIdSchema),
});
export type AssignInput = v.InferOutput<typeof AssignInputSchema>;

export const AvailableTesterSchema = v.object({
  id: UserIdSchema,
  salutation: v.nullable(v.picklist(Salutations)),
  lastName: v.string(),
  firstName: v.string(),
  handicap: v.nullable(v.number()),
  /** Whole km to the club; null when no distance can be calculated. */
  distance: v.nullable(v.number()),
  /** The tester's data-sheet progress label. */
  progressMessage: v.string(),
  /** Wave numbers the tester marked available for this club. */
  availableWaves: v.array(v.number()),
  /** Not in the spec: the last year of an ended membership in the tested club; null when never a member. */
  formerMemberUntil: optionalField('available tester', 'formerMemberUntil', v.nullable(YearSchema), null),
  /** Not in the spec: the previous season's year when the tester tested this club then; else null. */
  testedClubIn: optionalField('available tester', 'testedClubIn', v.nullable(YearSchema), null),
});
export type AvailableTester = v.InferOutput<typeof AvailableTesterSchema>;
export const AvailableTesterListSchema = v.array(AvailableTesterSchema);

