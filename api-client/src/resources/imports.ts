import { send } from '../client/call-client';
import { importsCalls } from '@dtp/contract/calls/back-office';
import { importTemplateName, type ImportCheck, type ImportKind, type ImportResult } from '@dtp/contract/csv-import';

/** The file as the import's form sends it (multipart `file`). */
const formOf = (file: Blob, fileName?: string): FormData => {
  const form = new FormData();
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
};

/** The CSV import (issue 57, item 6): the dry run, the import in one transaction, and each kind's template. */
export const importsApi = {
  /** Every row with what the import would do, every error with line and column; changes nothing. */
  check: (kind: ImportKind, file: Blob, fileName?: string): Promise<ImportCheck> => send(importsCalls.check, [kind, formOf(file, fileName)]),
  /** Imports the whole file, or nothing (400) when a row has an error; answers the counts. */
  run: (kind: ImportKind, file: Blob, fileName?: string): Promise<ImportResult> => send(importsCalls.run, [kind, formOf(file, fileName)]),
  /** The kind's template as a File named by the server (Vorlage-Tester.csv …). */
  template: async (kind: ImportKind): Promise<File> => {
    const blob = await send(importsCalls.template, [kind]);
    return blob instanceof File ? blob : new File([blob], importTemplateName(kind), { type: 'text/csv' });
  },
};
