import * as v from 'valibot';
import { ClubRefSchema } from './common';
import { TestingProgresses, TravelProgresses } from './statuses';
import { IdSchema, IsoDateSchema, TimeSchema, YearSchema } from './wire-format';

/** A row of the tester's own tests (/tests). */
export const TestListItemSchema = v.object({
  id: IdSchema,
  weeks: v.string(),
  date: v.nullable(IsoDateSchema),
  teeTime: v.nullable(TimeSchema),
  club: ClubRefSchema,
  progress: v.picklist(TestingProgresses),
  progressLabel: v.string(),
  /** The invoice column. */
  travelProgress: v.picklist(TravelProgresses),
  travelProgressLabel: v.string(),
});
export type TestListItem = v.InferOutput<typeof TestListItemSchema>;

export const TestListSchema = v.object({
  year: YearSchema,
  tests: v.array(TestListItemSchema),
});
export type TestList = v.InferOutput<typeof TestListSchema>;

/** One own test (GET /test/{id}); its id is the testing's id. */
export const TestSchema = v.object({
  id: IdSchema,
  date: v.nullable(IsoDateSchema),
  teeTime: v.nullable(TimeSchema),
  noStartingTimes: v.boolean(),
  showNotYetReadyHint: v.boolean(),
  showTestDoneHint: v.boolean(),
  /** CMC's feedback JSON about the tester; null when none. */
  testerFeedbackCmc: v.nullable(v.string()),
  testerFirstName: v.string(),
  testerLastName: v.string(),
  weeks: v.string(),
  /** The planned period (the wave's start and end). */
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  year: YearSchema,
  premiumTest: v.boolean(),
  showSetTeeTime: v.boolean(),
  showTestLink: v.boolean(),
  showTesterFeedback: v.boolean(),
  /** null while the test is not yet assigned ('Ihr nächster Test'). */
  club: v.nullable(ClubRefSchema),
  progress: v.picklist(TestingProgresses),
  progressLabel: v.string(),
});
export type Test = v.InferOutput<typeof TestSchema>;

/** Body of POST /test: the tee time form. */
export const TestInputSchema = v.object({
  id: IdSchema,
  date: v.nullable(v.string()),
  teeTime: v.nullable(v.string()),
  noStartingTimes: v.boolean(),
});
export type TestInput = v.InferOutput<typeof TestInputSchema>;
