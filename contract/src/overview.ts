import * as v from 'valibot';
import { TestingProgresses } from './statuses';
import { IdSchema, IsoDateSchema } from './wire-format';

/** A row of the dashboard 'Die Tests' (GET /overview/list): every testing of the current season. */
export const OverviewRowSchema = v.object({
  testingId: IdSchema,
  /** null while no tester is assigned. */
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  clubName: v.string(),
  clubId: IdSchema,
  /** Wave number. */
  wave: v.number(),
  weeks: v.string(),
  date: v.nullable(IsoDateSchema),
  progress: v.picklist(TestingProgresses),
  progressLabel: v.string(),
  disableShowTravel: v.boolean(),
  enableShowTesterFeedback: v.boolean(),
  /** null: the screen shows the default 'Tester-Bewertung'. */
  testerFeedbackTooltip: v.nullable(v.string()),
  enableResetCmcFeedback: v.boolean(),
  enableResetClubFeedback: v.boolean(),
});
export type OverviewRow = v.InferOutput<typeof OverviewRowSchema>;
export const OverviewListSchema = v.array(OverviewRowSchema);
