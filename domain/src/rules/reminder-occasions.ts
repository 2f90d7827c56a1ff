import { remindersOf, REMINDER_HOUR, type ReminderSettings } from '@dtp/contract/reminders';
import { testingReached } from '@dtp/contract/statuses';
import type { Db } from '../db';
import type { ClubRow, EmailRow, FindingRow, SheetRow, TestingRow, UserRow } from '../state';

/**
 * The occasions of the reminders (issue 34, item 3): who is to be reminded of what, on which day.
 * The daily run (rules/reminders.ts) plans a mail for each; the mail worker asks `isStillCurrent`
 * right before sending, so a planned reminder whose test moved, whose tester was unassigned or became
 * inactive, whose claim came in or whose reminder was switched off never goes out.
 *
 * An occasion's key is the idempotency key stored with its mail (EmailRow.occasion): one mail per
 * person and occasion, however often the run is repeated. A test that moves to another date is a new
 * occasion; so is a testing given to another tester.
 */

/** Days ('YYYY-MM-DD') and times in the association's time zone: reminders go out at 08:00 Berlin time. */
export const REMINDER_TIME_ZONE = 'Europe/Berlin';

const berlinParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: REMINDER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Berlin wall-clock time of an instant, as if it were UTC (for the offset and the day). */
function berlinWallClock(at: number): number {
  const part = Object.fromEntries(berlinParts.formatToParts(at).map((p) => [p.type, p.value]));
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
}

/** The day in Berlin at an instant, 'YYYY-MM-DD'. */
export const berlinDay = (at: number): string => new Date(berlinWallClock(at)).toISOString().slice(0, 10);

/** The instant of `hour`:00 Berlin time on `day` (CET or CEST as on that day). */
export function berlinTime(day: string, hour: number): number {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const first = wall - (berlinWallClock(wall) - wall);
  return wall - (berlinWallClock(first) - first);
}

/** `day` moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** When a reminder of `dueDay` goes out: 08:00 Berlin time. */
export const reminderTime = (dueDay: string): number => berlinTime(dueDay, REMINDER_HOUR);

interface OccasionBase {
  key: string;
  /** The day it goes out (Berlin). */
  dueDay: string;
  /** The address it goes to. */
  to: string;
}

/**
 * The reminders and what each one's text needs: a tester's, or a club's (its feedback on the tester, issue 44; its
 * measures whose date passed, issue 62: the findings of one report planned until one date).
 */
export type ReminderOccasion = OccasionBase &
  (
    | { type: 'TEST_REMINDER'; user: UserRow; testing: TestingRow; club: ClubRow | undefined }
    | { type: 'TRAVEL_EXPENSES_REMINDER'; user: UserRow; testing: TestingRow; club: ClubRow | undefined; nth: 1 | 2 }
    | { type: 'INVITATION'; user: UserRow; sheet: SheetRow; firstWaveStart: string }
    | { type: 'CLUB_FEEDBACK_REMINDER'; testing: TestingRow; club: ClubRow; tester: UserRow }
    | { type: 'CLUB_MEASURE_REMINDER'; testingId: number; club: ClubRow; year: number; until: string; findings: FindingRow[] }
  );

/** Who is reminded at all: a tester with an address, neither inactive nor erased. */
const reachable = (user: UserRow | undefined): user is UserRow =>
  !!user && !user.staff && user.status !== 'INACTIVE' && !user.erasedAt && user.contact.email.trim() !== '';

/** Which rows to look at: all, or the one row a key names (the worker's check before sending). */
type Scope = { testingId: number } | { sheetUserId: string } | null;

async function testingOccasions(db: Db, settings: ReminderSettings, scope: Scope): Promise<ReminderOccasion[]> {
  if (scope !== null && !('testingId' in scope)) return [];
  if (!settings.testOn && !settings.travelOn) return [];
  const testings = (await db.find('testing', scope ? { id: scope.testingId } : undefined)).filter(
    (t) => t.userId !== null && t.date !== null && ((settings.testOn && t.progress === 'TEE_TIME') || (settings.travelOn && t.progress === 'DONE')),
  );
  if (testings.length === 0) return [];
  const users = new Map((await db.find('user', { id: [...new Set(testings.map((t) => t.userId!))] })).map((u) => [u.id, u]));
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  return testings.flatMap((testing): ReminderOccasion[] => {
    const user = users.get(testing.userId!);
    if (!reachable(user)) return [];
    const date = testing.date!;
    const club = clubs.get(testing.clubId);
    const subject = `testing:${testing.id}:${user.id}`;
    if (testing.progress === 'TEE_TIME') {
      return [{ type: 'TEST_REMINDER', key: `TEST_REMINDER:${subject}:${date}`, dueDay: addDays(date, -settings.testDaysBefore), to: user.contact.email, user, testing, club }];
    }
    // A test that came in: its claim is still to be submitted (once submitted, the progress moves on).
    if (testing.travel.submitted || testing.travel.released) return [];
    return ([1, 2] as const).map((nth) => ({
      type: 'TRAVEL_EXPENSES_REMINDER' as const,
      key: `TRAVEL_EXPENSES_REMINDER:${subject}:${date}:${nth}`,
      dueDay: addDays(date, nth === 1 ? settings.travelFirstDaysAfter : settings.travelSecondDaysAfter),
      to: user.contact.email,
      user,
      testing,
      club,
      nth,
    }));
  });
}

async function sheetOccasions(db: Db, settings: ReminderSettings, scope: Scope): Promise<ReminderOccasion[]> {
  if (!settings.sheetOn || (scope !== null && !('sheetUserId' in scope))) return [];
  const year = db.seasonYear;
  const firstWaveStart = (await db.find('wave', { year })).map((w) => w.start).sort()[0];
  if (!firstWaveStart) return [];
  const invited = (await db.find('sheet', scope ? { userId: scope.sheetUserId, year } : { year })).filter((s) => s.progress === 'INVITED');
  if (invited.length === 0) return [];
  const users = new Map((await db.find('user', { id: invited.map((s) => s.userId) })).map((u) => [u.id, u]));
  return invited.flatMap((sheet): ReminderOccasion[] => {
    const user = users.get(sheet.userId);
    if (!reachable(user)) return [];
    const key = `INVITATION:sheet:${user.id}:${year}:${firstWaveStart}`;
    return [{ type: 'INVITATION', key, dueDay: addDays(firstWaveStart, -settings.sheetDaysBefore), to: user.contact.email, user, sheet, firstWaveStart }];
  });
}

/**
 * A club asked for its feedback on the tester (rules/test-done.ts) that has not given it: reminded once, N days after
 * the ask went out. The key names the ask's mail, so a club asked again after CMC's reset is reminded again.
 */
async function clubFeedbackOccasions(db: Db, settings: ReminderSettings, scope: Scope): Promise<ReminderOccasion[]> {
  if (!settings.clubFeedbackOn || (scope !== null && !('testingId' in scope))) return [];
  const testings = (await db.find('testing', scope ? { id: scope.testingId } : undefined)).filter(
    (t) => t.feedbackClub === null && t.userId !== null && t.date !== null && testingReached(t.progress, 'DONE'),
  );
  if (testings.length === 0) return [];
  const waiting = new Set(testings.map((t) => t.id));
  // The latest ask per testing (not a reminder): its day counts.
  const asks = new Map<number, EmailRow>();
  for (const mail of await db.find('email')) {
    const testingId = mail.clubLink?.testingId;
    if (mail.type !== 'CLUB_FEEDBACK' || testingId === undefined || !waiting.has(testingId)) continue;
    const known = asks.get(testingId);
    if (!known || known.id < mail.id) asks.set(testingId, mail);
  }
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  const occasions: ReminderOccasion[] = [];
  for (const testing of testings) {
    const ask = asks.get(testing.id);
    const club = clubs.get(testing.clubId);
    const tester = await db.assignedUser(testing);
    if (!ask || ask.progress !== 'SENT' || !club || club.email.trim() === '' || !tester) continue;
    const asked = berlinDay(Date.parse(ask.sentAt ?? ask.notBefore ?? ''));
    const key = `CLUB_FEEDBACK_REMINDER:testing:${testing.id}:ask:${ask.id}`;
    occasions.push({ type: 'CLUB_FEEDBACK_REMINDER', key, dueDay: addDays(asked, settings.clubFeedbackDaysAfter), to: club.email.trim(), testing, club, tester });
  }
  return occasions;
}

/**
 * A club that planned measures (issue 62, rules/club-measures.ts) is reminded the day after their date passed while
 * they are still only planned: not once done or not applicable, nor for a finding CMC dropped, nor once CMC closed the
 * plan. One mail per report and date, naming every finding planned until that date: each mail carries a new link to the
 * report page, which revokes the ones before (rules/club-links.ts), so several mails of one morning would leave all but
 * the last with a dead link. The key names the report and the date, so each finding is reminded once per date, and a
 * new date the club enters is a new reminder.
 */
async function clubMeasureOccasions(db: Db, settings: ReminderSettings, scope: Scope): Promise<ReminderOccasion[]> {
  if (!settings.clubMeasuresOn || (scope !== null && !('testingId' in scope))) return [];
  const planned = (await db.find('finding', scope ? { testingId: scope.testingId } : undefined)).filter(
    (f) => f.droppedAt === null && f.closedAt === null && f.measure.state === 'PLANNED' && f.measure.until !== null,
  );
  if (planned.length === 0) return [];
  const groups = new Map<string, FindingRow[]>();
  for (const finding of planned.sort((a, b) => a.id - b.id)) {
    const key = `CLUB_MEASURE_REMINDER:testing:${finding.testingId}:${finding.measure.until}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  const clubs = new Map((await db.clubs()).map((c) => [c.id, c]));
  return [...groups].flatMap(([key, findings]): ReminderOccasion[] => {
    const [{ clubId, testingId, year, measure }] = findings as [FindingRow, ...FindingRow[]];
    const club = clubs.get(clubId);
    if (!club || club.email.trim() === '') return [];
    const until = measure.until!;
    return [{ type: 'CLUB_MEASURE_REMINDER', key, dueDay: addDays(until, 1), to: club.email.trim(), testingId, club, year, until, findings }];
  });
}

/** Every reminder that is to go out as things stand (whatever its day), by key. */
export async function currentOccasions(db: Db, scope: Scope = null): Promise<Map<string, ReminderOccasion>> {
  const settings = remindersOf(db.settings);
  const all = [
    ...(await testingOccasions(db, settings, scope)),
    ...(await sheetOccasions(db, settings, scope)),
    ...(await clubFeedbackOccasions(db, settings, scope)),
    ...(await clubMeasureOccasions(db, settings, scope)),
  ];
  return new Map(all.map((o) => [o.key, o]));
}

/** The row a key names: 'TEST_REMINDER:testing:12:…' or 'INVITATION:sheet:u-0001:…'. */
function scopeOf(key: string): Scope | undefined {
  const [, kind, id] = key.split(':');
  if (kind === 'testing' && id && /^\d+$/.test(id)) return { testingId: Number(id) };
  if (kind === 'sheet' && id) return { sheetUserId: id };
  return undefined;
}

/**
 * Whether a mail is still to go out: every mail but a reminder is; a reminder only while its occasion
 * is current (same tester, same date, still on). The worker deletes one that is not.
 */
export async function isStillCurrent(db: Db, email: Pick<EmailRow, 'occasion'>): Promise<boolean> {
  if (email.occasion === undefined) return true;
  const scope = scopeOf(email.occasion);
  if (!scope) return false;
  return (await currentOccasions(db, scope)).has(email.occasion);
}

/**
 * Where a reminder deleted by hand is recorded: the tester's history for 'TEST_REMINDER:testing:12:u-0001:…' and
 * 'INVITATION:sheet:u-0001:…', the testing's for a club's 'CLUB_FEEDBACK_REMINDER:testing:12:ask:…' and
 * 'CLUB_MEASURE_REMINDER:testing:12:2026-06-10'.
 */
function historySubjectOf(key: string): string | undefined {
  const parts = key.split(':');
  if (parts[0] === 'CLUB_FEEDBACK_REMINDER' || parts[0] === 'CLUB_MEASURE_REMINDER') return `testing:${parts[2]}`;
  const userId = parts[1] === 'testing' ? parts[3] : parts[1] === 'sheet' ? parts[2] : undefined;
  return userId === undefined ? undefined : `user:${userId}`;
}

/** The 'Verlauf' entry of a reminder deleted by hand (the tester's, or the testing's for a club): the run does not plan it again. */
export async function recordDeletedReminder(db: Db, email: Pick<EmailRow, 'occasion' | 'progress'>): Promise<void> {
  const subject = email.occasion === undefined ? undefined : historySubjectOf(email.occasion);
  if (subject === undefined) return;
  await db.recordHistory({ subject, what: 'EMAIL', from: email.progress, to: DELETED_BY_HAND, occasion: email.occasion });
}

/** The history's word for a reminder deleted from the email list. */
export const DELETED_BY_HAND = 'Gelöscht';

/** Of these occasions, the keys of those deleted by hand (recordDeletedReminder). */
export async function deletedByHand(db: Db, occasions: readonly ReminderOccasion[]): Promise<Set<string>> {
  if (occasions.length === 0) return new Set();
  const subjects = occasions.flatMap((o) => historySubjectOf(o.key) ?? []);
  const entries = await db.find('history', { subject: [...new Set(subjects)] });
  return new Set(entries.flatMap((h) => (h.what === 'EMAIL' && h.occasion !== undefined ? [h.occasion] : [])));
}
