import { AdminSchema, type Admin, type SyncResult } from '../../contract/admin';
import type { Settings } from '../../contract/settings';
import { parseBody, requireAdmin, type Ctx } from '../context';
import type { Router } from '../router';
import { isoDateOf } from '../views';

function admin(ctx: Ctx): Admin {
  return { ...ctx.db.meta.admin, showTesterFeedback: ctx.db.settings.showTesterFeedback };
}

/** Only showTesterFeedback is writable; the database info is read-only. */
function save(ctx: Ctx): Admin {
  requireAdmin(ctx);
  const input = parseBody(ctx, AdminSchema);
  ctx.db.settings.showTesterFeedback = input.showTesterFeedback;
  return admin(ctx);
}

/** Pulls questionnaire submissions: every TEE_TIME testing whose date lies before today becomes DONE. */
async function syncTests(ctx: Ctx): Promise<SyncResult> {
  requireAdmin(ctx);
  const today = isoDateOf(ctx.clock.now());
  let synced = 0;
  for (const t of await ctx.db.find('testing')) {
    if (t.progress === 'TEE_TIME' && t.date !== null && t.date < today) {
      t.progress = 'DONE';
      synced++;
    }
  }
  return { synced };
}

export function registerAdmin(router: Router<Ctx>): void {
  router
    .get('/settings', (ctx): Settings => ({ showTesterFeedback: ctx.db.settings.showTesterFeedback }))
    .get('/admin', (ctx) => {
      requireAdmin(ctx);
      return admin(ctx);
    })
    .post('/admin', save)
    .post('/admin/syncTests', syncTests);
}
