import * as v from 'valibot';
import { IncomparableReasons } from './questionnaire-changes';
import { IdSchema, YearSchema } from './wire-format';

// The season's results (issue 45): every released questionnaire's score, and the association's average over the
// released questionnaires of the same definition version. One owner computes them (domain rules/season-results.ts)
// for the back office's 'Auswertung' and the club's report.

/** The association's average is shown only when at least this many other clubs count: no single club can be inferred. */
export const MIN_CLUBS_FOR_AVERAGE = 3;

/** A percent, or null where nothing counted (a premium section on a normal test). */
export const PercentSchema = v.nullable(v.number());

/** The association's average of one definition version: total and per section (by section id), and how many clubs count. */
export const AssociationAverageSchema = v.object({
  clubs: v.number(),
  total: PercentSchema,
  sections: v.record(v.string(), PercentSchema),
});
export type AssociationAverage = v.InferOutput<typeof AssociationAverageSchema>;

/** Why a section's (or the total's) figure of another season is not comparable (questionnaire-changes.ts IncomparableReasons). */
const IncomparableSchema = v.array(v.picklist(IncomparableReasons));

/**
 * The previous season beside a season's results (issue 61, item 3): the latest earlier season with released
 * questionnaires, its association's average, and where the questionnaire changed a figure's questions, weights or
 * points between the two seasons' questionnaires (any version used in either), why it is not comparable.
 */
export const PreviousSeasonSchema = v.object({
  year: YearSchema,
  /** null below MIN_CLUBS_FOR_AVERAGE clubs. */
  average: v.nullable(AssociationAverageSchema),
  /** Section id → the reasons, only for sections whose figure is not comparable. */
  incomparable: v.record(v.string(), IncomparableSchema),
  /** The total's reasons: those of every changed section; empty when comparable. */
  totalIncomparable: IncomparableSchema,
});
export type PreviousSeason = v.InferOutput<typeof PreviousSeasonSchema>;

/**
 * What became of a club's findings (issue 62, club-measures.ts) of one test or season: how many there are (those CMC
 * dropped do not count), the share the next test found fixed ('behoben') of those it could judge ('behoben' or
 * 'wiederkehrend'; a question no longer asked judges nothing), null while none was judged, and how many came back.
 * Optional: absent from servers of before issue 62.
 */
export const FindingFiguresSchema = v.object({
  findings: v.optional(v.number()),
  /** Percent, one decimal; null while the next test judged none. */
  resolvedPercent: v.optional(v.nullable(v.number())),
  recurring: v.optional(v.number()),
});
export type FindingFigures = v.InferOutput<typeof FindingFiguresSchema>;

/** One released questionnaire as the season's results list it. */
export const SeasonResultSchema = v.object({
  testingId: IdSchema,
  clubId: IdSchema,
  clubName: v.string(),
  waveNumber: v.number(),
  panelId: IdSchema,
  premiumTest: v.boolean(),
  /** yyyy-mm-dd; null when the test had no agreed date. */
  date: v.nullable(v.string()),
  releasedAt: v.nullable(v.string()),
  total: PercentSchema,
  /** Percent per section id. */
  sections: v.record(v.string(), PercentSchema),
  /** The findings of this test (issue 62). */
  ...FindingFiguresSchema.entries,
});
export type SeasonResult = v.InferOutput<typeof SeasonResultSchema>;

/** A section (page) of the definitions the results were given on: its id keys `sections` of a result and an average. */
export const ResultSectionSchema = v.object({ id: v.string(), title: v.string(), premiumOnly: v.boolean() });
export type ResultSection = v.InferOutput<typeof ResultSectionSchema>;

/**
 * GET /results/{year}: the season's released questionnaires, the sections (of every version used, the newest's
 * first), the average. A panel is a club's panel of one season, so a result's panel is named by its club.
 */
export const SeasonResultsSchema = v.object({
  year: YearSchema,
  /** Every season that has a released questionnaire, the latest first (the screen's season filter). */
  years: v.array(YearSchema),
  sections: v.array(ResultSectionSchema),
  results: v.array(SeasonResultSchema),
  /** Over every released questionnaire of the season (all versions); null below MIN_CLUBS_FOR_AVERAGE clubs. */
  average: v.nullable(AssociationAverageSchema),
  /** The latest earlier season with released questionnaires, to compare with; null when there is none. */
  previous: v.optional(v.nullable(PreviousSeasonSchema), null),
});
export type SeasonResults = v.InferOutput<typeof SeasonResultsSchema>;

/** One season of a club: its released questionnaires (one per wave it was tested in) and the association's average beside them. */
export const ClubSeasonResultsSchema = v.object({
  year: YearSchema,
  /** The sections of the definition versions the club's questionnaires were given on. */
  sections: v.array(ResultSectionSchema),
  results: v.array(SeasonResultSchema),
  /**
   * The other clubs' released questionnaires of the same definition versions (as the club's report compares);
   * null below MIN_CLUBS_FOR_AVERAGE other clubs.
   */
  average: v.nullable(AssociationAverageSchema),
  /** The club's findings of the season, of all its tests (issue 62). */
  ...FindingFiguresSchema.entries,
});
export type ClubSeasonResults = v.InferOutput<typeof ClubSeasonResultsSchema>;

/** GET /results/club/{clubId}: the club's results over the years, the latest season first. */
export const ClubResultsSchema = v.object({
  clubId: IdSchema,
  clubName: v.string(),
  seasons: v.array(ClubSeasonResultsSchema),
});
export type ClubResults = v.InferOutput<typeof ClubResultsSchema>;
