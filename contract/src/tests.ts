import * as v from 'valibot';
import { ClubRefSchema } from './common';
import { derived, optionalField } from './derived';
import { TestingProgressLabels, TestingProgresses, TravelProgressLabels, TravelProgresses, type TestingProgress } from './statuses';
import { IdSchema, IsoDateSchema, TimeSchema, VersionSchema, YearSchema } from './wire-format';

/** A row of the tester's own tests (/tests). */
export const TestListItemSchema = v.pipe(
  v.object({
    id: IdSchema,
    weeks: v.string(),
    date: v.nullable(IsoDateSchema),
    teeTime: v.nullable(TimeSchema),
    /** Null while the tester is only marked (MARKED): the club is told with the assignment ('Ihr nächster Test'). */
    club: v.nullable(ClubRefSchema),
    progress: v.picklist(TestingProgresses),
    // Not in the spec: derived when a server leaves them out.
    progressLabel: v.optional(v.string()),
    /** The invoice column; null while no claim can exist (before the test is done). */
    travelProgress: optionalField('test list item', 'travelProgress', v.nullable(v.picklist(TravelProgresses)), null),
    travelProgressLabel: v.optional(v.nullable(v.string())),
  }),
  v.transform((t) => ({
    ...t,
    progressLabel: t.progressLabel ?? derived('test list item', 'progressLabel', TestingProgressLabels[t.progress]),
    travelProgressLabel:
      t.travelProgress === null ? null : (t.travelProgressLabel ?? derived('test list item', 'travelProgressLabel', TravelProgressLabels[t.travelProgress])),
  })),
);
export type TestListItem = v.InferOutput<typeof TestListItemSchema>;

export const TestListSchema = v.object({
  year: YearSchema,
  tests: v.array(TestListItemSchema),
});
export type TestList = v.InferOutput<typeof TestListSchema>;

/**
 * How the tester reaches the club of their test and whom to call there (issue 34): on the test page
 * from the assignment on, never while the club is still hidden (MARKED). Not in the spec.
 */
export const TestClubContactSchema = v.object({
  /** Street and number. */
  street: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: v.string(),
  email: v.string(),
  homepage: v.string(),
  /** The club's coordinates for the map link; null when the club has none (the map searches the address). */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
});
export type TestClubContact = v.InferOutput<typeof TestClubContactSchema>;

/** The club's address on one line: „Am Golfplatz 1, 82131 Gauting“ (the test page, the calendar's LOCATION). */
export function clubAddressLine(club: Pick<TestClubContact, 'street' | 'zip' | 'city'>): string {
  const place = [club.zip, club.city].map((s) => s.trim()).filter(Boolean).join(' ');
  return [club.street.trim(), place].filter(Boolean).join(', ');
}

/** A club's homepage as a link: „www.gc.de“ → „https://www.gc.de“; empty stays empty. */
export function websiteHref(homepage: string): string {
  const trimmed = homepage.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A test's progress from the flags the spec defines, for a server that sends no progress. */
function progressOfTest(t: { showTestDoneHint: boolean; date: string | null; club: unknown }): TestingProgress {
  if (t.showTestDoneHint) return 'DONE';
  if (t.date !== null) return 'TEE_TIME';
  return t.club === null ? 'INITIAL' : 'ASSIGNED';
}

/** One own test (GET /test/{id}); its id is the testing's id. */
export const TestSchema = v.pipe(
  v.object({
    id: IdSchema,
    /** The testing's version (back office and tester edit the same testing). */
    version: VersionSchema,
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
    /** Not in the spec: the club's address and contact while the club is known (null with `club`). */
    clubContact: optionalField('test', 'clubContact', v.nullable(TestClubContactSchema), null),
    /** Not in the spec: GET /test/{id}/calendar answers the test's .ics (date agreed, club known). */
    calendarAvailable: optionalField('test', 'calendarAvailable', v.boolean(), false),
    /** Not in the spec (issue 43): the first day the tester may fill in the questionnaire (a week before the agreed date); null without a date. */
    questionnaireOpensOn: optionalField('test', 'questionnaireOpensOn', v.nullable(IsoDateSchema), null),
    // Not in the spec: derived when a server leaves them out.
    progress: v.optional(v.picklist(TestingProgresses)),
    progressLabel: v.optional(v.string()),
  }),
  v.transform((t) => {
    const progress = t.progress ?? derived('test', 'progress', progressOfTest(t));
    return { ...t, progress, progressLabel: t.progressLabel ?? derived('test', 'progressLabel', TestingProgressLabels[progress]) };
  }),
);
export type Test = v.InferOutput<typeof TestSchema>;

/** Body of POST /test: the tee time form. */
export const TestInputSchema = v.object({
  id: IdSchema,
  version: VersionSchema,
  date: v.nullable(v.string()),
  teeTime: v.nullable(v.string()),
  noStartingTimes: v.boolean(),
});
export type TestInput = v.InferOutput<typeof TestInputSchema>;
