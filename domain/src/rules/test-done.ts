import { testingReached } from '@dtp/contract/statuses';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { TestingRow } from '../state';
import { fullName } from '../views';
import { feedbackLinkDays, revokeClubLinks } from './club-links';
import { queueMail } from './email-queue';
import { clubFeedbackMail } from './mail-texts';

// 'Test eingegangen' (DONE), with one owner: the questionnaire's submit, 'Sync Tests' and the outside form site's
// import all come here. What follows from it: the club is asked for its feedback on the tester (issue 44).

/**
 * Asks the testing's club for its feedback on the tester: a CLUB_FEEDBACK mail whose personal link is made when it
 * is sent. Links sent before are revoked now (CMC reset the feedback: the club gives it again). Nothing without a
 * club address, a tester or a date.
 */
export async function askClubForFeedback(db: Db, clock: Clock, testing: TestingRow, signedBy: string): Promise<void> {
  await revokeClubLinks(db, clock, 'feedback', testing.id);
  const club = await db.club(testing.clubId);
  const tester = await db.assignedUser(testing);
  const to = club?.email.trim() ?? '';
  if (!club || to === '' || !tester || testing.date === null) return;
  await queueMail(db, clock, {
    to,
    ...clubFeedbackMail({ clubName: club.name, date: testing.date, testerName: fullName(tester), days: feedbackLinkDays(db), signedBy }),
    clubLink: { purpose: 'feedback', testingId: testing.id },
  });
}

/** The test came in: 'Test eingegangen', and the club is asked for its feedback. A test already in is left as it is. */
export async function markTestDone(db: Db, clock: Clock, testing: TestingRow, signedBy: string): Promise<boolean> {
  if (testingReached(testing.progress, 'DONE')) return false;
  testing.progress = 'DONE';
  await askClubForFeedback(db, clock, testing, signedBy);
  return true;
}
