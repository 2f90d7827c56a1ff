import { defineCalls } from '../../call-table';
import { AdminSchema, SyncResultSchema } from '../../admin';
import { testingChanged } from './testings';

// The back office's calls of the administration (spec: back-office.md section 7).

export const adminCalls = /*#__PURE__*/ defineCalls('admin', {
  load: { method: 'GET', path: '/admin', name: 'Administration laden', access: 'admin', output: AdminSchema, statuses: [403] },
  /** showTesterFeedback and the retention periods are writable; answers the saved administration. */
  save: {
    method: 'POST',
    path: '/admin',
    name: 'Administration speichern',
    access: 'admin',
    input: AdminSchema,
    output: AdminSchema,
    statuses: [400, 403],
    success: true,
    invalidates: ['admin.load', 'settings.load'],
  },
  /** Pulls questionnaire submissions (TEE_TIME → DONE). */
  syncTests: {
    method: 'POST',
    path: '/admin/syncTests',
    name: 'Tests synchronisieren',
    access: 'admin',
    output: SyncResultSchema,
    statuses: [403],
    success: true,
    invalidates: testingChanged,
  },
});
