import * as v from 'valibot';
import { wholeNumberWithinRules, type FieldRuleMap } from './field-rules';

/**
 * The reminders the platform sends on its own (issue 34, item 3), set in the administration
 * ('Erinnerungen'): each can be switched on and off, with its number of days. The daily reminder run
 * (domain/rules/reminders.ts, at 06:00 Berlin time) plans them a week ahead; each goes out at 08:00
 * Berlin time on its day.
 *
 * - `test…`: a test reminder (TEST_REMINDER) to the assigned tester, N days before the agreed test date;
 * - `travel…`: an expense-claim reminder (TRAVEL_EXPENSES_REMINDER) N days after a test that came in
 *   (DONE) while its claim is neither submitted nor released, and once more after the second number of days;
 * - `sheet…`: a data-sheet reminder (INVITATION) to testers invited to the season ('Eingeladen') whose
 *   sheet is not sent yet, N days before the season's first wave starts;
 * - `clubFeedback…` (issue 44): a reminder (CLUB_FEEDBACK_REMINDER) to a club that has not given its feedback on the
 *   tester N days after it was asked, once; and how many days the club's personal link stays valid;
 * - `clubMeasuresOn` (issue 62): a reminder (CLUB_MEASURE_REMINDER) to a club the day after the date of a measure it
 *   planned passed without the measure being done, once per date (a new date, a new reminder).
 */
export const REMINDER_LIMITS = {
  testDaysBefore: { min: 1, max: 30, default: 3 },
  travelFirstDaysAfter: { min: 1, max: 60, default: 7 },
  travelSecondDaysAfter: { min: 2, max: 90, default: 14 },
  sheetDaysBefore: { min: 1, max: 90, default: 14 },
  clubFeedbackDaysAfter: { min: 1, max: 30, default: 7 },
  clubFeedbackLinkDays: { min: 1, max: 365, default: 30 },
} as const;

export const ReminderSettingsSchema = v.object({
  testOn: v.boolean(),
  testDaysBefore: v.number(),
  travelOn: v.boolean(),
  travelFirstDaysAfter: v.number(),
  travelSecondDaysAfter: v.number(),
  sheetOn: v.boolean(),
  sheetDaysBefore: v.number(),
  /** Absent from clients of before issue 44: the defaults then. */
  clubFeedbackOn: v.optional(v.boolean(), true),
  clubFeedbackDaysAfter: v.optional(v.number(), 7),
  clubFeedbackLinkDays: v.optional(v.number(), 30),
  /** Absent from clients of before issue 62: on. */
  clubMeasuresOn: v.optional(v.boolean(), true),
});
export type ReminderSettings = v.InferOutput<typeof ReminderSettingsSchema>;

export const DEFAULT_REMINDERS: ReminderSettings = {
  testOn: true,
  testDaysBefore: REMINDER_LIMITS.testDaysBefore.default,
  travelOn: true,
  travelFirstDaysAfter: REMINDER_LIMITS.travelFirstDaysAfter.default,
  travelSecondDaysAfter: REMINDER_LIMITS.travelSecondDaysAfter.default,
  sheetOn: true,
  sheetDaysBefore: REMINDER_LIMITS.sheetDaysBefore.default,
  clubFeedbackOn: true,
  clubFeedbackDaysAfter: REMINDER_LIMITS.clubFeedbackDaysAfter.default,
  clubFeedbackLinkDays: REMINDER_LIMITS.clubFeedbackLinkDays.default,
  clubMeasuresOn: true,
};

/** The reminders' settings with the defaults for what was never set. */
export const remindersOf = (settings: { reminders?: Partial<ReminderSettings> }): ReminderSettings => ({ ...DEFAULT_REMINDERS, ...settings.reminders });

/** The labels of the reminder fields, as the administration shows them and the messages name them. */
export const reminderFieldLabels = {
  testOn: 'Test-Erinnerung versenden',
  testDaysBefore: 'Tage vor dem Testtermin',
  travelOn: 'Erinnerung an die Spesenabrechnung versenden',
  travelFirstDaysAfter: 'Erste Erinnerung (Tage nach dem Test)',
  travelSecondDaysAfter: 'Zweite Erinnerung (Tage nach dem Test)',
  sheetOn: 'Erinnerung an das Testerdatenblatt versenden',
  sheetDaysBefore: 'Tage vor Beginn der ersten Welle',
  clubFeedbackOn: 'Clubs an ihr Feedback zum Tester erinnern',
  clubFeedbackDaysAfter: 'Tage nach der Feedback-Email',
  clubFeedbackLinkDays: 'Gültigkeit des Feedback-Links (Tage)',
  clubMeasuresOn: 'Clubs an überfällige Maßnahmen erinnern',
} as const;

/** The reminder fields' rules (contract/field-rules.ts): a whole number of days within its limits. */
export const reminderFieldRules = {
  'reminders.testDaysBefore': wholeNumberWithinRules(reminderFieldLabels.testDaysBefore, REMINDER_LIMITS.testDaysBefore),
  'reminders.travelFirstDaysAfter': wholeNumberWithinRules(reminderFieldLabels.travelFirstDaysAfter, REMINDER_LIMITS.travelFirstDaysAfter),
  'reminders.travelSecondDaysAfter': wholeNumberWithinRules(reminderFieldLabels.travelSecondDaysAfter, REMINDER_LIMITS.travelSecondDaysAfter),
  'reminders.sheetDaysBefore': wholeNumberWithinRules(reminderFieldLabels.sheetDaysBefore, REMINDER_LIMITS.sheetDaysBefore),
  'reminders.clubFeedbackDaysAfter': wholeNumberWithinRules(reminderFieldLabels.clubFeedbackDaysAfter, REMINDER_LIMITS.clubFeedbackDaysAfter),
  'reminders.clubFeedbackLinkDays': wholeNumberWithinRules(reminderFieldLabels.clubFeedbackLinkDays, REMINDER_LIMITS.clubFeedbackLinkDays),
} satisfies FieldRuleMap;

/** The second expense-claim reminder comes after the first. */
export const TRAVEL_SECOND_AFTER_FIRST = 'Die zweite Erinnerung muss später als die erste kommen.';

/** The hour (Berlin time) at which every reminder goes out on its day. */
export const REMINDER_HOUR = 8;

/** One automatic mail as the administration lists it (read-only): what, when, and whether it is on. */
export const AutomaticMailSchema = v.object({
  /** The email type (the list's 'Typ'). */
  type: v.string(),
  typeLabel: v.string(),
  subject: v.string(),
  /** When it goes out, in German ('3 Tage vor dem Testtermin, 08:00 Uhr'). */
  when: v.string(),
  on: v.boolean(),
});
export type AutomaticMail = v.InferOutput<typeof AutomaticMailSchema>;
