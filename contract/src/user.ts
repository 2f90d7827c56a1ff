import * as v from 'valibot';
import { ClubRefSchema } from './common';
import { personInputFields } from './person-fields';
import { Salutations, TesterStatuses } from './statuses';
import { IdSchema, IsoDateSchema, UserIdSchema, VersionSchema, YearSchema } from './wire-format';

export const ExecutedTestSchema = v.object({
  testingId: IdSchema,
  year: YearSchema,
  /** Wave number. */
  wave: v.number(),
  /** Club name. */
  club: v.string(),
  clubId: IdSchema,
});
export type ExecutedTest = v.InferOutput<typeof ExecutedTestSchema>;
export const ExecutedTestListSchema = v.array(ExecutedTestSchema);

/** A training (Schulung) the tester attended. */
export const InstructionSchema = v.object({
  executedAt: v.nullable(IsoDateSchema),
  place: v.string(),
  online: v.boolean(),
});
export type Instruction = v.InferOutput<typeof InstructionSchema>;

const testerFields = {
  ...personInputFields,
  status: v.picklist(TesterStatuses),
  instructions: v.array(InstructionSchema),
};

/** A tester/user (GET /user/{id}). */
export const TesterSchema = v.object({
  id: UserIdSchema,
  version: VersionSchema,
  ...testerFields,
  statusLabel: v.string(),
  executedTests: v.array(ExecutedTestSchema),
  /** The home clubs, for the subtitle links. */
  clubs: v.array(ClubRefSchema),
});
export type Tester = v.InferOutput<typeof TesterSchema>;

/** Body of POST /user: id null creates a tester (and a data sheet INITIAL for the season). */
export const TesterInputSchema = v.object({
  id: v.nullable(UserIdSchema),
  version: VersionSchema,
  ...testerFields,
});
export type TesterInput = v.InferOutput<typeof TesterInputSchema>;

export const TesterListItemSchema = v.object({
  id: UserIdSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  salutation: v.nullable(v.picklist(Salutations)),
  status: v.picklist(TesterStatuses),
  statusLabel: v.string(),
  /** Another record may be the same person (issue 57): the tester's page says which. Not named by the spec, so optional. */
  possibleDuplicate: v.optional(v.boolean()),
});
export type TesterListItem = v.InferOutput<typeof TesterListItemSchema>;
export const TesterListSchema = v.array(TesterListItemSchema);

