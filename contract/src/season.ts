import * as v from 'valibot';
import { IdSchema, IsoDateSchema, TimestampSchema, YearSchema } from './wire-format';

/**
 * Seasons (issue 56; not in the spec, which assumes them): a season is the back office's data, not a constant. The
 * current season is the one the tester screens, the dashboard, the lists and the mails follow; a season after it is
 * planned (its waves and tested clubs prepared) until an admin starts it; one before it is read only.
 */

export const SeasonStates = ['PLANNED', 'CURRENT', 'PAST'] as const;
export type SeasonState = (typeof SeasonStates)[number];
export const SeasonStateLabels: Record<SeasonState, string> = {
  PLANNED: 'In Planung',
  CURRENT: 'Aktuelle Saison',
  PAST: 'Abgeschlossen',
};

export const SeasonPlanWaveSchema = v.object({
  id: IdSchema,
  number: v.number(),
  start: IsoDateSchema,
  end: IsoDateSchema,
  /** 'KW 17–19' */
  weeks: v.string(),
});

export const SeasonSchema = v.object({
  year: YearSchema,
  state: v.picklist(SeasonStates),
  stateLabel: v.string(),
  /** When an admin started it; null while planned, and for seasons from before seasons were recorded. */
  startedAt: v.nullable(TimestampSchema),
  waves: v.array(SeasonPlanWaveSchema),
  /** The clubs tested in it: those with a panel of its year. */
  clubIds: v.array(IdSchema),
  testings: v.number(),
  /** Testings of the season that have a tester. */
  assignedTestings: v.number(),
  /** Data sheets of its year. */
  sheets: v.number(),
});
export type Season = v.InferOutput<typeof SeasonSchema>;

/** GET /season/list: every season, newest first; `currentYear` null on a platform that has none yet. */
export const SeasonListSchema = v.object({
  currentYear: v.nullable(YearSchema),
  seasons: v.array(SeasonSchema),
});
export type SeasonList = v.InferOutput<typeof SeasonListSchema>;

/** A wave as typed into the season form (ISO dates on the wire). */
export const SeasonWaveInputSchema = v.object({ start: v.string(), end: v.string() });

/** POST /season: a new season with its waves (numbered in date order) and the clubs tested in it. */
export const SeasonInputSchema = v.object({
  /** Text as typed, so a wrong year is a field error, not a schema error. */
  year: v.string(),
  waves: v.pipe(v.array(SeasonWaveInputSchema), v.maxLength(20)),
  clubIds: v.pipe(v.array(IdSchema), v.maxLength(2000)),
});
export type SeasonInput = v.InferOutput<typeof SeasonInputSchema>;

/** POST /season/{year}/clubs: the clubs tested in a season from now on (added: panels and testings; removed: only while no tester is assigned). */
export const SeasonClubsInputSchema = v.object({ clubIds: v.pipe(v.array(IdSchema), v.maxLength(2000)) });
export type SeasonClubsInput = v.InferOutput<typeof SeasonClubsInputSchema>;

/** An expense claim of the current season that is not checked yet ('Spesenabrechnung geprüft'). */
export const OpenClaimSchema = v.object({
  testingId: IdSchema,
  club: v.string(),
  tester: v.string(),
  waveNumber: v.number(),
  progressLabel: v.string(),
});
export type OpenClaim = v.InferOutput<typeof OpenClaimSchema>;

/** GET /season/{year}/start: what starting the season will do, for the confirm step. */
export const SeasonStartPreviewSchema = v.object({
  year: YearSchema,
  /** The season it replaces as the current one; null on a platform without one. */
  currentYear: v.nullable(YearSchema),
  /** Testers who get a data sheet of the year in 'Angelegt' (not inactive, not erased, none yet). */
  sheetsToCreate: v.number(),
  /** Testers who have one already (nothing is created for them). */
  sheetsExisting: v.number(),
  waves: v.number(),
  testings: v.number(),
  /** Claims of the current season that are not checked yet: starting is allowed, with this warning. */
  openClaims: v.array(OpenClaimSchema),
  /** Whether the year has a questionnaire; if not, which earlier year's can be taken over (null: none). */
  hasQuestionnaire: v.boolean(),
  previousQuestionnaireYear: v.nullable(YearSchema),
});
export type SeasonStartPreview = v.InferOutput<typeof SeasonStartPreviewSchema>;

export const SeasonStartInputSchema = v.object({
  /** Take over the latest earlier year's questionnaire when the year has none ('Fragebogen des Vorjahres übernehmen'). */
  copyQuestionnaire: v.boolean(),
});
export type SeasonStartInput = v.InferOutput<typeof SeasonStartInputSchema>;

export const SeasonStartResultSchema = v.object({
  year: YearSchema,
  sheetsCreated: v.number(),
  questionnaireCopied: v.boolean(),
});
export type SeasonStartResult = v.InferOutput<typeof SeasonStartResultSchema>;

/** POST /wave/new: a wave added to a season (its number follows from the dates). */
export const WaveNewInputSchema = v.object({
  year: YearSchema,
  start: v.string(),
  end: v.string(),
});
export type WaveNewInput = v.InferOutput<typeof WaveNewInputSchema>;

export const WaveRemovedSchema = v.object({ year: YearSchema, removedTestings: v.number() });
