import * as v from 'valibot';
import { WaveProgresses } from './back-office-statuses';
import { TestingProgresses } from './statuses';
import { IdSchema, IsoDateSchema, VersionSchema, YearSchema } from './wire-format';

export const WaveTestingSchema = v.object({
  id: IdSchema,
  waveId: IdSchema,
  club: v.string(),
  clubId: IdSchema,
  testerFirstName: v.nullable(v.string()),
  testerLastName: v.nullable(v.string()),
  progress: v.picklist(TestingProgresses),
  progressLabel: v.string(),
});
export type WaveTesting = v.InferOutput<typeof WaveTestingSchema>;

export const WaveSchema = v.object({
  id: IdSchema,
  version: VersionSchema,
  year: YearSchema,
  number: v.number(),
  start: IsoDateSchema,
  end: IsoDateSchema,
  progress: v.picklist(WaveProgresses),
  progressLabel: v.string(),
  /** 'KW 17–19' */
  weeks: v.string(),
  /** In GET /wave/{id}; [] in the list. */
  testings: v.array(WaveTestingSchema),
});
export type Wave = v.InferOutput<typeof WaveSchema>;
export const WaveListSchema = v.array(WaveSchema);

/** Body of POST /wave (start, end and status are editable). */
export const WaveInputSchema = v.object({
  id: IdSchema,
  version: VersionSchema,
  start: v.string(),
  end: v.string(),
  progress: v.picklist(WaveProgresses),
});
export type WaveInput = v.InferOutput<typeof WaveInputSchema>;

/** GET /weeks/list: the current season's waves as filter options ('1 (KW 17–19)'). */
export const CalendarWeeksSchema = v.object({
  number: v.number(),
  weeks: v.string(),
});
export type CalendarWeeks = v.InferOutput<typeof CalendarWeeksSchema>;
export const CalendarWeeksListSchema = v.array(CalendarWeeksSchema);

