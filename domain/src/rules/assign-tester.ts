import type { Ctx } from '../context';
import type { TestingRow, UserRow } from '../state';
import { queueMail } from './email-queue';
import { testerAssignedMail } from './mail-texts';
import { agreedTestOf, queueTeeTimeMails } from './tee-time-mails';
import { salutationMessage, waveWeeks } from '../views';

/**
 * A tester given to a testing, after `assignabilityOf` allowed it: 'einteilen' (ASSIGNED) and 'Übernehmen' of a
 * proposal (MARKED or ASSIGNED) alike. Another tester than before: the agreed date goes, and the previous tester's
 * calendar entry is cancelled. ASSIGNED sends the tester the spec's mail; MARKED sends none (the tester sees the test
 * without its club until it is assigned).
 */
export async function assignTester(ctx: Ctx, t: TestingRow, user: UserRow, progress: 'MARKED' | 'ASSIGNED'): Promise<void> {
  const agreed = agreedTestOf(t);
  if (t.userId !== user.id) Object.assign(t, { date: null, teeTime: null });
  Object.assign(t, { userId: user.id, progress });
  await queueTeeTimeMails(ctx.db, ctx.clock, t, agreed, ctx.contactName);
  if (progress !== 'ASSIGNED' || !user.contact.email) return;
  const wave = await ctx.db.waveOr404(t.waveId);
  const club = await ctx.db.club(t.clubId);
  await queueMail(ctx.db, ctx.clock, {
    to: user.contact.email,
    recipientId: user.id,
    ...testerAssignedMail({ salutation: salutationMessage(user), club: club?.name ?? '', weeks: waveWeeks(wave), signedBy: ctx.contactName }),
  });
}
