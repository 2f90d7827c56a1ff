import { clientOf, send } from '../client/call-client';
import type { SyncImportReport } from '@dtp/contract/admin';
import { adminCalls } from '@dtp/contract/calls/back-office';

/** The calls of the administration: one typed function per row of the call table (contract/calls/back-office.ts). */
export const adminApi = {
  .../*#__PURE__*/ clientOf(adminCalls),
  /** The form site's export (multipart: file, testIdColumn, optional dateColumn); answers the import's report. */
  importExport: (file: Blob, testIdColumn: string, dateColumn?: string, fileName?: string): Promise<SyncImportReport> => {
    const form = new FormData();
    if (fileName !== undefined) form.append('file', file, fileName);
    else form.append('file', file);
    form.append('testIdColumn', testIdColumn);
    if (dateColumn !== undefined) form.append('dateColumn', dateColumn);
    return send(adminCalls.syncImport, [form]);
  },
};
