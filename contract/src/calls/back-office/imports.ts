import * as v from 'valibot';
import { defineCalls } from '../../call-table';
import { IMPORT_MAX_BODY_BYTES, ImportCheckSchema, ImportResultSchema } from '../../csv-import';

// Bringing the association's clubs, testers and past tests in from CSV (issue 57, item 6; not in the spec): staff
// check a file (a dry run), import it in one transaction, and download each kind's template. `kind` is one of
// contract/csv-import.ts ImportKinds ('clubs', 'testers', 'executed-tests'); another is a 404.

/** What an import changes: the lists and records of clubs and testers, and the tests of earlier seasons. */
const imported = [
  'clubs.list',
  'clubs.load',
  'users.list',
  'users.load',
  'users.executedTests',
  'datasheet.list',
  'datasheet.ofUser',
  'history.ofUser',
  'seasons.list',
  'overview.ofSeason',
  'waves.ofSeason',
  'panels.ofSeason',
] as const;

export const importsCalls = /*#__PURE__*/ defineCalls('imports', {
  /** The dry run (multipart `file`): every row with what the import would do, every error with line and column. */
  check: {
    method: 'POST',
    path: '/import/:kind/check',
    name: 'Import prüfen',
    access: 'staff',
    personalData: 'overview',
    multipart: true,
    maxBodyBytes: IMPORT_MAX_BODY_BYTES,
    output: ImportCheckSchema,
    statuses: [400, 403, 404],
  },
  /** The import (multipart `file`): all rows in one transaction, or nothing when the file has an error (400). */
  run: {
    method: 'POST',
    path: '/import/:kind',
    name: 'Importieren',
    access: 'staff',
    personalData: 'none',
    multipart: true,
    maxBodyBytes: IMPORT_MAX_BODY_BYTES,
    output: ImportResultSchema,
    statuses: [400, 403, 404],
    success: true,
    invalidates: imported,
  },
  /** The kind's template: its header and one example row, UTF-8 with BOM, separated by semicolons. */
  template: {
    method: 'GET',
    path: '/import/:kind/template',
    name: 'Vorlage herunterladen',
    access: 'staff',
    personalData: 'none',
    output: v.blob(),
    file: true,
    statuses: [403, 404],
  },
});
