import { EmailTypeLabels } from '@dtp/contract/back-office-statuses';
import { remindersOf, REMINDER_HOUR, type AutomaticMail, type ReminderSettings } from '@dtp/contract/reminders';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { EmailRow } from '../state';
import { fullName, isoTimestampOf, salutationMessage } from '../views';
import { feedbackLinkDays } from './club-links';
import { queueMail, type NewMail } from './email-queue';
import {
  AutomaticSubjects,
  clubFeedbackReminderMail,
  clubMeasureReminderMail,
  dataSheetReminderMail,
  DATASHEET_REMINDER_SUBJECT,
  DEFAULT_CONTACT_NAME,
  testReminderMail,
  travelExpensesReminderMail,
  type MailText,
} from './mail-texts';
import { pageLink } from './app-url';
import { addDays, berlinDay, currentOccasions, deletedByHand, reminderTime, type ReminderOccasion } from './reminder-occasions';

/**
 * The reminders the platform sends on its own (issue 34, item 3). Run every morning at 06:00 Berlin
 * time by the API server's scheduled job (api-server/src/jobs/platform-jobs.ts), in one unit of work
 * as 'System', and after the administration saves the reminders' settings; the in-browser demo can
 * run the same function.
 *
 * Each run:
 * - plans every reminder due within the next REMINDER_LOOKAHEAD_DAYS days: a mail with its notBefore at
 *   08:00 Berlin time on its day, so it is listed as planned ('Geplant') before it is due; the mail
 *   worker sends it then;
 * - deletes a planned one (still INITIAL) whose occasion is gone: the test moved or came in, the
 *   tester was unassigned or became inactive, the claim was submitted, the sheet sent, the club's measures
 *   done or moved to another date, the reminder switched off; it moves one whose number of days changed (and
 *   rewrites a club's measure reminder whose findings changed). Right before sending the worker checks the
 *   same again (email-queue.ts), so none goes out with an old date between two runs.
 *
 * Exactly once per person and occasion: the occasion's key (reminder-occasions.ts) is stored with the
 * mail (EmailRow.occasion) and a key that has a mail, in whatever state, is never planned again (nor one
 * a manager deleted from the email list: its key stays in the tester's 'Verlauf'). The
 * check and the insert are one transaction: on PostgreSQL a serializable one (db/sql-storage.ts), so
 * two runs at once cannot both insert (one fails and pg-boss retries it, finding the mail), on PGlite
 * and in memory transactions run one after the other; pg-boss moreover runs the job once per day
 * across instances (a singleton queue). A restart changes nothing: the keys are in the database.
 * A reminder whose day passed before it could be planned (set up late) is not sent late.
 */

/** How far ahead the run plans: a week, so each reminder is listed as planned days before it goes out. */
export const REMINDER_LOOKAHEAD_DAYS = 7;

/** What one run did (counts only). */
export interface ReminderRun {
  planned: number;
  moved: number;
  withdrawn: number;
}

function mailOf(occasion: ReminderOccasion, signedBy: string, appUrl: string, db: Db): MailText<ReminderOccasion['type']> {
  if (occasion.type === 'CLUB_FEEDBACK_REMINDER') {
    const { testing, club, tester } = occasion;
    return clubFeedbackReminderMail({ clubName: club.name, date: testing.date!, testerName: fullName(tester), days: feedbackLinkDays(db), signedBy });
  }
  if (occasion.type === 'CLUB_MEASURE_REMINDER') {
    const { year, until, findings } = occasion;
    return clubMeasureReminderMail({ year, until, questions: findings.map((f) => f.questionText), signedBy });
  }
  const salutation = salutationMessage(occasion.user);
  switch (occasion.type) {
    case 'TEST_REMINDER':
      return testReminderMail({
        salutation,
        club: occasion.club?.name ?? '',
        date: occasion.testing.date!,
        teeTime: occasion.testing.noStartingTimes ? null : occasion.testing.teeTime,
        link: pageLink(appUrl, 'show-test', { testId: occasion.testing.id }),
        signedBy,
      });
    case 'TRAVEL_EXPENSES_REMINDER':
      return travelExpensesReminderMail({ salutation, club: occasion.club?.name ?? '', link: pageLink(appUrl, 'show-travel', { travelId: occasion.testing.id }), signedBy });
    case 'INVITATION':
      return dataSheetReminderMail({ salutation, year: occasion.sheet.year, firstWaveStart: occasion.firstWaveStart, link: pageLink(appUrl, 'datasheet'), signedBy });
  }
}

/**
 * Whom a reminder is for: a tester's names its recipient; a club's carries a new personal link, made when it is sent.
 * A club's measure reminder (issue 62) carries a new link to its report page: it revokes the report links sent before
 * (rules/club-links.ts issueClubLink: one valid link per testing and purpose), which is acceptable because this mail
 * carries the new one, and the mail says so.
 */
function addresseeOf(occasion: ReminderOccasion): Pick<NewMail, 'clubLink' | 'recipientId'> {
  switch (occasion.type) {
    case 'CLUB_FEEDBACK_REMINDER':
      return { clubLink: { purpose: 'feedback', testingId: occasion.testing.id } };
    case 'CLUB_MEASURE_REMINDER':
      return { clubLink: { purpose: 'report', testingId: occasion.testingId } };
    default:
      return { recipientId: occasion.user.id };
  }
}

/** Plans, moves and withdraws the reminders as of the clock's time, in the caller's unit of work; their links start with `system.appUrl`. */
export async function planReminders(db: Db, clock: Clock, system: { contactName?: string; appUrl: string }): Promise<ReminderRun> {
  const now = clock.now();
  const today = berlinDay(now);
  const horizon = addDays(today, REMINDER_LOOKAHEAD_DAYS);
  const occasions = await currentOccasions(db);
  const run: ReminderRun = { planned: 0, moved: 0, withdrawn: 0 };
  const reminders = (await db.find('email')).filter((e): e is EmailRow & { occasion: string } => e.occasion !== undefined);
  for (const email of reminders) {
    if (email.progress !== 'INITIAL') continue;
    const occasion = occasions.get(email.occasion);
    if (!occasion) {
      await db.remove('email', email);
      run.withdrawn++;
      continue;
    }
    const due = reminderTime(occasion.dueDay);
    if (due > now && email.notBefore !== isoTimestampOf(due)) {
      email.notBefore = isoTimestampOf(due);
      run.moved++;
    }
    // A club's measure reminder names the findings of its date: one done or dropped since is no longer named.
    if (occasion.type === 'CLUB_MEASURE_REMINDER') {
      const { subject, content } = mailOf(occasion, system.contactName ?? DEFAULT_CONTACT_NAME, system.appUrl, db);
      Object.assign(email, { subject, content });
    }
  }
  const known = new Set(reminders.map((e) => e.occasion));
  const due = [...occasions.values()].filter((o) => !known.has(o.key) && o.dueDay >= today && o.dueDay <= horizon);
  const deleted = await deletedByHand(db, due);
  for (const occasion of due) {
    if (deleted.has(occasion.key)) continue;
    await queueMail(db, clock, {
      to: occasion.to,
      ...mailOf(occasion, system.contactName ?? DEFAULT_CONTACT_NAME, system.appUrl, db),
      notBefore: Math.max(reminderTime(occasion.dueDay), now),
      occasion: occasion.key,
      ...addresseeOf(occasion),
    });
    run.planned++;
  }
  return run;
}

const days = (n: number): string => (n === 1 ? '1 Tag' : `${n} Tage`);
const at = `${String(REMINDER_HOUR).padStart(2, '0')}:00 Uhr`;

/** When each automatic mail goes out, in German, for the administration's list. */
function whenOf(type: string, settings: ReminderSettings): { when: string; on: boolean } {
  switch (type) {
    case 'INVITATION':
      return { when: 'Sofort, wenn ein Datenblatt auf „Eingeladen“ gesetzt wird', on: true };
    case 'DATASHEET_RELEASED':
      return { when: 'Sofort, wenn ein Datenblatt freigegeben wird', on: true };
    case 'TESTER_ASSIGNED':
      return { when: 'Sofort, wenn ein Tester für einen Test eingeteilt wird', on: true };
    case 'TRAVEL_RELEASED':
      return { when: 'Sofort, wenn eine Spesenabrechnung freigegeben wird (an den Club)', on: true };
    case 'TRAVEL_RELEASED_TESTER':
      return { when: 'Sofort, wenn eine Spesenabrechnung freigegeben wird (an den Tester)', on: true };
    case 'TEE_TIME_CONFIRMED':
      return { when: 'Sofort, wenn Test-Datum und Tee-Time eingetragen werden (mit Kalendereintrag)', on: true };
    case 'TEE_TIME_CHANGED':
      return { when: 'Sofort, wenn Test-Datum oder Tee-Time geändert werden (mit Kalendereintrag)', on: true };
    case 'TEST_CANCELLED':
      return { when: 'Sofort, wenn die Einteilung eines vereinbarten Tests aufgehoben wird (mit Kalendereintrag)', on: true };
    case 'QUESTIONNAIRE_SUBMITTED':
      return { when: 'Sofort, wenn ein Tester seinen Fragebogen abgibt (Bestätigung)', on: true };
    case 'QUESTIONNAIRE_RETURNED':
      return { when: 'Sofort, wenn ein Fragebogen an den Tester zurückgegeben wird', on: true };
    case 'CLUB_FEEDBACK':
      return { when: `Sofort, wenn ein Test eingegangen ist oder CMC das Club-Feedback zurücksetzt (an den Club, mit persönlichem Link, ${days(settings.clubFeedbackLinkDays)} gültig)`, on: true };
    case 'CLUB_REPORT':
      return { when: 'Sofort, wenn CMC den Fragebogen freigibt (an den Club, mit dem Bericht als PDF und persönlichem Link)', on: true };
    case 'CLUB_FEEDBACK_REMINDER':
      return { when: `${days(settings.clubFeedbackDaysAfter)} nach der Feedback-Email, ${at}, einmal, solange der Club kein Feedback gegeben hat`, on: settings.clubFeedbackOn };
    case 'CLUB_MEASURE_REMINDER':
      return {
        when: `Am Tag nach dem Datum einer geplanten Maßnahme, ${at}, einmal je Datum, solange der Club sie nicht als erledigt meldet (an den Club, mit neuem Link zum Bericht)`,
        on: settings.clubMeasuresOn,
      };
    case 'TEST_REMINDER':
      return { when: `${days(settings.testDaysBefore)} vor dem Testtermin, ${at}`, on: settings.testOn };
    case 'TRAVEL_EXPENSES_REMINDER':
      return {
        when: `${settings.travelFirstDaysAfter} und ${days(settings.travelSecondDaysAfter)} nach dem Test, ${at}, solange die Spesenabrechnung nicht eingereicht ist`,
        on: settings.travelOn,
      };
    default:
      return { when: 'Wird derzeit nicht automatisch versandt', on: false };
  }
}

const typeLabel = (type: string): string => (EmailTypeLabels as Record<string, string>)[type] ?? type;

/** The automatic mails (AutomaticSubjects, and the data-sheet reminder beside the invitation) with when each goes out. */
export function automaticMails(settingsSource: { reminders?: Partial<ReminderSettings> }): AutomaticMail[] {
  const settings = remindersOf(settingsSource);
  return Object.entries(AutomaticSubjects).flatMap(([type, subject]): AutomaticMail[] => {
    const row = { type, typeLabel: typeLabel(type), subject: subject ?? '', ...whenOf(type, settings) };
    if (type !== 'INVITATION') return [row];
    const reminder = {
      type,
      typeLabel: `${typeLabel(type)} (Erinnerung)`,
      subject: DATASHEET_REMINDER_SUBJECT,
      when: `${days(settings.sheetDaysBefore)} vor Beginn der ersten Welle, ${at}, an Eingeladene ohne abgeschicktes Datenblatt`,
      on: settings.sheetOn,
    };
    return [row, reminder];
  });
}
