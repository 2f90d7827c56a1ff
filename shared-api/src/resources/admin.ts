import { call } from '../client/client';
import { AdminSchema, SyncResultSchema, type Admin, type SyncResult } from '../contract/admin';

/** GET /admin (admin). */
export function load(): Promise<Admin> {
  return call({ name: 'Administration laden', method: 'GET', path: '/admin', schema: AdminSchema });
}

/** POST /admin: showTesterFeedback and the retention periods are writable; answers the saved administration. */
export function save(body: Admin): Promise<Admin> {
  return call({ name: 'Administration speichern', method: 'POST', path: '/admin', body, schema: AdminSchema, success: true });
}

/** POST /admin/syncTests: pulls questionnaire submissions (TEE_TIME → DONE). */
export function syncTests(): Promise<SyncResult> {
  return call({ name: 'Tests synchronisieren', method: 'POST', path: '/admin/syncTests', schema: SyncResultSchema, success: true });
}
