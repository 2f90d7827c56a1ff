import type { ClubFeedbackPage, ClubFeedbackSaved } from '@dtp/contract/club-links';
import { CLUB_FEEDBACK_CRITERIA, feedbackFormJson, feedbackRatingRule, feedbackRemarksRule, feedbackValuesOf } from '@dtp/contract/feedback-form';
import type { Clock } from '../clock';
import type { Db } from '../db';
import { openClubLink } from '../rules/club-links';
import type { ClubLinkRow } from '../state';
import { fullName } from '../views';

// The club's feedback on its tester (issue 44), given on a page without an account that the club's personal
// link opens (rules/club-links.ts). The page shows the club, the test date and the tester's name, nothing else
// of the tester. The club may change what it gave until CMC resets it (which revokes the link) or it expires.

/** Who the feedback is from, in the stored JSON and the Verlauf. */
const FROM_CLUB = 'Club';

async function pageOf(db: Db, link: ClubLinkRow): Promise<ClubFeedbackPage | null> {
  const testing = await db.testing(link.testingId);
  if (!testing || testing.date === null) return null;
  const club = await db.club(testing.clubId);
  const tester = await db.assignedUser(testing);
  if (!club || !tester) return null;
  return {
    clubName: club.name,
    date: testing.date,
    testerName: fullName(tester),
    criteria: CLUB_FEEDBACK_CRITERIA,
    given: feedbackValuesOf(testing.feedbackClub, CLUB_FEEDBACK_CRITERIA),
    expiresAt: link.expiresAt,
  };
}

/** The page a token opens; null for a link that is not (or no longer) valid. */
export async function clubFeedbackPage(db: Db, clock: Clock, token: string): Promise<ClubFeedbackPage | null> {
  const link = await openClubLink(db, clock, 'feedback', token);
  return link ? pageOf(db, link) : null;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Saves the club's answers from the page's form (`rating-0` … and `remarks`): every criterion rated 0–5, the
 * remarks at most 2000 characters. Recorded in the testing's Verlauf as given or changed by the club.
 */
export async function saveClubFeedback(db: Db, clock: Clock, token: string, form: Readonly<Record<string, unknown>>): Promise<ClubFeedbackSaved | null> {
  const link = await openClubLink(db, clock, 'feedback', token);
  const page = link && (await pageOf(db, link));
  if (!link || !page) return null;
  // The same rules as CMC's form (contract/feedback-form.ts), by the page's field names.
  const ratingTexts = CLUB_FEEDBACK_CRITERIA.map((_, i) => textOf(form[`rating-${i}`]));
  const remarks = textOf(form.remarks).replace(/\r\n/g, '\n').trim();
  const errors: Record<string, string> = {};
  CLUB_FEEDBACK_CRITERIA.forEach((criterion, i) => {
    const error = feedbackRatingRule(criterion)(ratingTexts[i]!);
    if (error) errors[`rating-${i}`] = error;
  });
  const remarksError = feedbackRemarksRule(remarks);
  if (remarksError) errors.remarks = remarksError;
  if (Object.keys(errors).length > 0) return { saved: false, page, errors };
  const ratings = ratingTexts.map(Number);

  const testing = (await db.testing(link.testingId))!;
  const changed = testing.feedbackClub !== null;
  testing.feedbackClub = feedbackFormJson(testing.id, CLUB_FEEDBACK_CRITERIA, { ratings, remarks }, FROM_CLUB);
  await db.recordHistory({ subject: `testing:${testing.id}`, what: 'TESTER_FEEDBACK', from: '', to: changed ? 'Club: geändert' : 'Club: abgegeben' });
  return { saved: true, page: { ...page, given: { ratings, remarks } } };
}
