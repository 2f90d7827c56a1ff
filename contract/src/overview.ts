import * as v from 'valibot';
import { TestingProgresses } from './statuses';
import { IdSchema, IsoDateSchema } from './wire-format';

/**
 * The season at a glance (issue 45, item 3): what the manager's cockpit counts per wave. A testing may be in several
 * (a test with a date agreed whose date passed is also overdue). The domain decides which (rules/season-cockpit.ts).
 */
export const SeasonCounts = ['waiting', 'assigned', 'dateAgreed', 'overdue', 'submitted', 'released', 'claimOpen', 'feedbackMissing'] as const;
export type SeasonCount = (typeof SeasonCounts)[number];

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
  /** What the season's cockpit counts this testing in (GET /overview/season): the dashboard's `focus` filter. */
  cockpit: v.array(v.picklist(SeasonCounts)),
});
export type OverviewRow = v.InferOutput<typeof OverviewRowSchema>;
export const OverviewListSchema = v.array(OverviewRowSchema);

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** One wave's counts (GET /overview/season). */
export const SeasonWaveSchema = v.object({
  wave: v.number(),
  weeks: v.string(),
  counts: v.object({
    waiting: count,
    assigned: count,
    dateAgreed: count,
    overdue: count,
    submitted: count,
    released: count,
    claimOpen: count,
    feedbackMissing: count,
  } satisfies Record<SeasonCount, typeof count>),
});
export type SeasonWave = v.InferOutput<typeof SeasonWaveSchema>;
/** The cockpit of the current season: its year (the review list's season filter) and every wave by number. */
export const SeasonCockpitSchema = v.object({
  year: v.number(),
  waves: v.array(SeasonWaveSchema),
  /** Clubs with at least one overdue measure, of any season (issue 62); optional on the wire (a server from before sends none). */
  clubsWithOverdueMeasures: v.optional(v.number()),
});
export type SeasonCockpit = v.InferOutput<typeof SeasonCockpitSchema>;
