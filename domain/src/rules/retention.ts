import { DEFAULT_RETENTION, RETENTION_LIMITS, retentionSummary, type RetentionCounts, type RetentionRun, type RetentionSettings } from '@dtp/contract/admin';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { isReceipt, type AttachmentRow, type HistoryRow, type TestingRow, type TestingTravel, type WaveRow } from '../state';
import { removePersonRecords } from './person-removal';

/**
 * Deletion when the purpose ends (DSGVO Art. 5 (1) e, issue 32; docs/privacy-retention.md). Run once a
 * night by the API server's scheduled job (api-server/src/jobs/), in one unit of work as 'System'; the
 * in-browser demo can run the same function on memory. Periods are whole months from the
 * administration (contract/admin.ts RETENTION_LIMITS):
 *
 * - a released claim's receipts (rows and files), `receiptMonths` after the end of the calendar year of
 *   its release (§ 147 Abs. 4 AO; the release is the history's TRAVEL → RELEASED entry, without one the
 *   test date). The platform holds the only copy of these accounting vouchers (the club's mail names only
 *   the sum), so the period is never below the legal ten years;
 * - a claim's bank data: of a claim never released `bankDataMonths` after the test date (or its wave's
 *   end); held for a released claim's club mail that never went out, `bankDataMonths` after the release;
 * - an applicant (status APPLICANT) no testing was ever given to, `applicantMonths` after the record
 *   was created, with their data sheets and mails (rules/person-removal.ts). A record from before
 *   `createdAt` existed gets the run's time and starts its period there;
 * - a questionnaire's photos (rows and files) and free-text answers, `questionnaireContentMonths` after
 *   the test date (issue 59); its options and numbers (the scores) stay;
 * - receipts flagged deleted on a claim never released: a tester's delete flagged them before issue 59
 *   and now removes them at once, so these are left from before; they go at the next run.
 *
 * The claim's amounts stay. Each run is recorded in the history under subject 'retention', by 'System',
 * with counts only.
 */

export const RETENTION_SUBJECT = 'retention';

/** Settings stored before the split (issue 32): one `claimMonths` for receipts and bank data. */
type StoredRetention = Partial<RetentionSettings> & { claimMonths?: number };

const within = (months: number, { min, max }: { min: number; max: number }): number => Math.min(max, Math.max(min, months));

/**
 * The periods in force. Settings stored before the split carried one `claimMonths` (6 to 120) for
 * receipts and bank data: the receipts now keep the legal period (never shorter than the new minimum,
 * so at least 120 months), the bank data keep the admin's period where the new limits allow it (at most
 * 24 months), so nothing is deleted earlier than the admin had set.
 */
export function retentionSettingsOf(settings: { retention?: StoredRetention }): RetentionSettings {
  const { claimMonths, ...stored } = settings.retention ?? {};
  const legacy: Partial<RetentionSettings> =
    typeof claimMonths === 'number'
      ? { receiptMonths: within(claimMonths, RETENTION_LIMITS.receiptMonths), bankDataMonths: within(claimMonths, RETENTION_LIMITS.bankDataMonths) }
      : {};
  return { ...DEFAULT_RETENTION, ...legacy, ...stored };
}

/** The instant `months` whole months before `now` (UTC calendar months). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The start of a day given as 'YYYY-MM-DD' (UTC), or null. */
const dayStart = (day: string | null | undefined): number | null => {
  if (!day) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? null : at;
};

/** Bank data a released claim holds for its club mail until the SMTP server accepts it (rules/travel-rules.ts). */
type MaybeHeld = { held?: unknown };

/** A claim's bank data, in its fields or held for the club mail (one that never went out, e.g. refused for good). */
const holdsBankData = (travel: TestingTravel): boolean => travel.iban.trim() !== '' || travel.bank.trim() !== '' || !!(travel as MaybeHeld).held;

function deleteBankData(travel: TestingTravel): void {
  travel.iban = '';
  travel.bank = '';
  if ((travel as MaybeHeld).held) (travel as MaybeHeld).held = null;
}

/** When each released claim was released: its latest TRAVEL → RELEASED history entry. */
async function releaseTimes(db: Db, released: readonly TestingRow[]): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  if (released.length === 0) return times;
  const entries = await db.find('history', { subject: released.map((t) => `testing:${t.id}`) });
  for (const entry of entries) {
    if (entry.what !== 'TRAVEL' || entry.to !== 'RELEASED') continue;
    const id = Number(entry.subject.slice('testing:'.length));
    const at = Date.parse(entry.at);
    if (!Number.isNaN(at) && at > (times.get(id) ?? -Infinity)) times.set(id, at);
  }
  return times;
}

/** The start of the calendar year after `at` (UTC): when the legal retention period of a voucher from `at` begins. */
const endOfYear = (at: number): number => Date.UTC(new Date(at).getUTCFullYear() + 1, 0, 1);

/** The test day of each testing, else its wave's end (rows from before a date was set). */
async function testDays(db: Db, testings: readonly TestingRow[]): Promise<Map<number, number | null>> {
  const waves = new Map<number, WaveRow>((await db.find('wave')).map((w) => [w.id, w]));
  return new Map(testings.map((t) => [t.id, dayStart(t.date) ?? dayStart(waves.get(t.waveId)?.end)]));
}

async function expireClaims(db: Db, cutoffs: { receipts: number; bankData: number }, counts: RetentionCounts): Promise<void> {
  const testings = (await db.find('testing')).filter((t) => t.travel.released || holdsBankData(t.travel));
  if (testings.length === 0) return;
  const days = await testDays(db, testings);
  const released = await releaseTimes(db, testings.filter((t) => t.travel.released));
  for (const t of testings) {
    // Without a release entry (claims from before the history) the test date: a claim is released after its test.
    const testDay = days.get(t.id) ?? null;
    const since = t.travel.released ? (released.get(t.id) ?? testDay) : testDay;
    if (since === null) continue;
    if (since <= cutoffs.bankData && holdsBankData(t.travel)) {
      deleteBankData(t.travel);
      counts.bankData++;
    }
    if (!t.travel.released || endOfYear(since) > cutoffs.receipts) continue;
    counts.receipts += await removeAttachments(db, (await db.find('attachment', { testingId: t.id })).filter(isReceipt));
  }
}

/** Removes receipts and photos with their bytes; how many. */
async function removeAttachments(db: Db, attachments: readonly AttachmentRow[]): Promise<number> {
  for (const attachment of attachments) {
    await db.removeFile(attachment.id);
    await db.remove('attachment', attachment);
  }
  return attachments.length;
}

/** Receipts flagged deleted on claims not released (a delete before issue 59 only flagged them). */
async function removeDeletedDrafts(db: Db, counts: RetentionCounts): Promise<void> {
  const flagged = (await db.find('attachment')).filter((a) => isReceipt(a) && a.deleted);
  if (flagged.length === 0) return;
  const released = new Set((await db.find('testing', { id: [...new Set(flagged.map((a) => a.testingId))] })).filter((t) => t.travel.released).map((t) => t.id));
  counts.receipts += await removeAttachments(db, flagged.filter((a) => !released.has(a.testingId)));
}

/** Photos and free-text answers of questionnaires whose test is older than the cutoff. */
async function expireQuestionnaireContent(db: Db, cutoff: number, counts: RetentionCounts): Promise<void> {
  const photos = (await db.find('attachment')).filter((a) => a.questionId !== undefined);
  const questionnaires = (await db.find('questionnaire')).filter((q) => Object.values(q.answers).some((a) => a.text !== undefined));
  const ids = [...new Set([...photos.map((p) => p.testingId), ...questionnaires.map((q) => q.id)])];
  if (ids.length === 0) return;
  const days = await testDays(db, await db.find('testing', { id: ids }));
  const expired = (testingId: number) => {
    const day = days.get(testingId);
    return day !== undefined && day !== null && day <= cutoff;
  };
  counts.photos += await removeAttachments(db, photos.filter((p) => expired(p.testingId)));
  for (const questionnaire of questionnaires.filter((q) => expired(q.id))) {
    for (const [questionId, answer] of Object.entries(questionnaire.answers)) {
      delete answer.text;
      if (Object.keys(answer).length === 0) delete questionnaire.answers[questionId];
    }
    counts.freeTexts++;
  }
  // A finding quotes the section's free text (issue 62): it goes with the answers it was taken from.
  const findings = await db.find('finding', { testingId: questionnaires.filter((q) => expired(q.id)).map((q) => q.id) });
  for (const finding of findings) finding.comment = '';
}

async function expireApplicants(db: Db, now: number, cutoff: number, counts: RetentionCounts): Promise<void> {
  const applicants = (await db.find('user', { staff: false })).filter((u) => u.status === 'APPLICANT');
  if (applicants.length === 0) return;
  const withTestings = new Set((await db.find('testing', { userId: applicants.map((u) => u.id) })).map((t) => t.userId));
  for (const user of applicants) {
    if (!user.createdAt) {
      user.createdAt = new Date(now).toISOString();
      continue;
    }
    if (withTestings.has(user.id) || Date.parse(user.createdAt) > cutoff) continue;
    await removePersonRecords(db, user);
    counts.applicants++;
  }
}

/** The records of reads of personal data older than the cutoff; how many. */
async function expireAccessRecords(db: Db, cutoff: number): Promise<number> {
  const old = (await db.find('accessRecord')).filter((r) => Date.parse(r.at) < cutoff);
  for (const record of old) await db.remove('accessRecord', record);
  return old.length;
}

/** One retention run at the clock's time, in the caller's unit of work; recorded in the history as 'System'. */
export async function applyRetention(db: Db, clock: Clock): Promise<RetentionRun> {
  const now = clock.now();
  const settings = retentionSettingsOf(db.settings);
  const counts: RetentionCounts = { receipts: 0, bankData: 0, applicants: 0, accessRecords: 0, photos: 0, freeTexts: 0 };
  await expireClaims(db, { receipts: monthsBefore(now, settings.receiptMonths), bankData: monthsBefore(now, settings.bankDataMonths) }, counts);
  await removeDeletedDrafts(db, counts);
  await expireQuestionnaireContent(db, monthsBefore(now, settings.questionnaireContentMonths), counts);
  await expireApplicants(db, now, monthsBefore(now, settings.applicantMonths), counts);
  counts.accessRecords = await expireAccessRecords(db, monthsBefore(now, settings.accessRecordMonths));
  const at = new Date(now).toISOString();
  const entry: HistoryRow = { id: await db.nextId(), subject: RETENTION_SUBJECT, at, by: 'System', what: 'RETENTION', from: '', to: retentionSummary(counts), removed: counts };
  await db.add('history', entry);
  return { at, ...counts };
}

/** The latest run as recorded in the history; null before the first. */
export async function lastRetentionRun(db: Db): Promise<RetentionRun | null> {
  const runs = await db.find('history', { subject: RETENTION_SUBJECT });
  const last = runs.reduce<HistoryRow | null>((latest, h) => (latest === null || h.id > latest.id ? h : latest), null);
  if (!last) return null;
  return { at: last.at, receipts: 0, bankData: 0, applicants: 0, accessRecords: 0, photos: 0, freeTexts: 0, ...last.removed };
}
