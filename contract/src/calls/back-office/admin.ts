import { defineCalls } from '../../call-table';
import { AdminSchema, SyncImportReportSchema, SyncResultSchema } from '../../admin';
import { testingChanged } from '../invalidations';

// The back office's calls of the administration (spec: back-office.md section 7).

export const adminCalls = /*#__PURE__*/ defineCalls('admin', {
  load: { method: 'GET', path: '/admin', name: 'Administration laden', access: 'admin', personalData: 'none', output: AdminSchema, statuses: [403] },
  /** showTesterFeedback and the retention periods are writable; answers the saved administration. */
  save: {
    method: 'POST',
    path: '/admin',
    name: 'Administration speichern',
    access: 'admin',
    personalData: 'none',
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
    personalData: 'none',
    output: SyncResultSchema,
    statuses: [403],
    success: true,
    invalidates: testingChanged,
  },
  /**
   * The external mode's 'Sync Tests' (issue 43, item 6): imports the outside form site's export, multipart with
   * `file` (CSV or JSON), `testIdColumn` (the column or key holding the test id) and an optional `dateColumn`;
   * answers the report of matched, already done, unknown, duplicate and invalid rows (contract/admin.ts).
   */
  syncImport: {
    method: 'POST',
    path: '/admin/syncTests/import',
    name: 'Export der Fragebogen-Seite importieren',
    access: 'admin',
    personalData: 'none',
    multipart: true,
    output: SyncImportReportSchema,
    statuses: [400, 403],
    success: true,
    invalidates: testingChanged,
  },
});
