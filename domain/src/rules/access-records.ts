import { AccessRecordKindLabels, type AccessRecord, type AccessRecordKind } from '@dtp/contract/access-records';
import type { RecordedCallId } from '@dtp/contract/calls/all-rows';
import type { CallRow } from '@dtp/contract/call-table';
import type { Ctx } from '../context';
import type { AccessRecordRow } from '../state';
import { accessSubjects } from './access-subjects';

// Who of the staff read which person's data (issue 46, item 6; docs/privacy.md#who-read-it-the-access-record-zugriffe): the domain records a
// staff member's successful call whose row says `recordsAccess` (server.ts; whose data: rules/access-subjects.ts), in the call's own transaction, so a
// read that failed leaves no record and a record never exists without its read. A person's own reads are not
// recorded. The retention run removes records past the administration's period (rules/retention.ts).

/** Records the staff member's read of a person's data (the row's `recordsAccess`); a person reading their own is not recorded. */
export async function recordAccess(ctx: Ctx, row: Pick<CallRow, 'id'> & { recordsAccess: AccessRecordKind }, params: Record<string, string | number>): Promise<void> {
  if (!ctx.isStaff) return;
  const resolve: (typeof accessSubjects)[RecordedCallId] | undefined = accessSubjects[row.id as RecordedCallId];
  if (!resolve) throw new Error(`${row.id}: recordsAccess without an entry in rules/access-subjects.ts`);
  const at = new Date(ctx.clock.now()).toISOString();
  const by = ctx.me.name || ctx.me.username || ctx.me.sub;
  for (const subject of await resolve(ctx.db, { params, body: ctx.body, isAdmin: ctx.isAdmin })) {
    if (subject.userId === ctx.userId) continue;
    const record: AccessRecordRow = {
      id: await ctx.db.nextId(),
      userId: subject.userId,
      at,
      by,
      // byId names a record: a staff account not linked to one leaves it out, never its subject (as the Verlauf does).
      ...(ctx.userId === null ? {} : { byId: ctx.userId }),
      what: row.recordsAccess,
      detail: subject.detail,
    };
    await ctx.db.add('accessRecord', record);
  }
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
