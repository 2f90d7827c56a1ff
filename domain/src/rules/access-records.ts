import { AccessRecordKindLabels, type AccessRecord, type AccessRecordKind } from '@dtp/contract/access-records';
import { germanDate } from '@dtp/contract/german-formats';
import type { Ctx } from '../context';
import type { Db } from '../db';
import type { AccessRecordRow } from '../state';

// Who of the staff read which person's data (issue 46, item 6; docs/privacy.md#who-read-it-the-access-record-zugriffe): the domain records a
// staff member's successful call whose row says `recordsAccess` (server.ts), in the call's own transaction, so a
// read that failed leaves no record and a record never exists without its read. A person's own reads are not
// recorded. The retention run removes records past the administration's period (rules/retention.ts).

/** Whose data the call read, and which record: null where it read nobody's (an unassigned testing). */
async function subjectOf(db: Db, kind: AccessRecordKind, params: Record<string, string | number>): Promise<{ userId: string; detail: string } | null> {
  switch (kind) {
    case 'EXPORT':
      return { userId: String(params.id), detail: 'Alle gespeicherten Daten (ZIP)' };
    case 'DATASHEET':
      return { userId: String(params.userId), detail: `Saison ${db.meta.seasonYear}` };
    case 'IBAN':
    case 'RECEIPT': {
      const attachment = kind === 'RECEIPT' ? await db.get('attachment', Number(params.id)) : undefined;
      const testing = await db.testing(attachment ? attachment.testingId : Number(params.id));
      if (!testing?.userId) return null;
      const club = await db.club(testing.clubId);
      const claim = `Spesenabrechnung ${club?.name ?? `Test ${testing.id}`}${testing.date ? `, Test am ${germanDate(testing.date)}` : ''}`;
      return { userId: testing.userId, detail: attachment ? `${attachment.fileName} (${claim})` : claim };
    }
  }
}

/** Records the staff member's read of a person's data; a person reading their own is not recorded. */
export async function recordAccess(ctx: Ctx, kind: AccessRecordKind, params: Record<string, string | number>): Promise<void> {
  if (!ctx.isStaff) return;
  const subject = await subjectOf(ctx.db, kind, params);
  if (!subject || subject.userId === ctx.userId) return;
  const row: AccessRecordRow = {
    id: await ctx.db.nextId(),
    userId: subject.userId,
    at: new Date(ctx.clock.now()).toISOString(),
    by: ctx.me.name || ctx.me.username || ctx.me.sub,
    byId: ctx.userId ?? ctx.me.sub,
    what: kind,
    detail: subject.detail,
  };
  await ctx.db.add('accessRecord', row);
}

/** A record as admins see it. */
export const accessRecordView = (r: AccessRecordRow): AccessRecord => ({
  id: r.id,
  at: r.at,
  by: r.by,
  what: r.what,
  whatLabel: AccessRecordKindLabels[r.what] ?? r.what,
  detail: r.detail,
});
