import { STALE_VERSION_CODE } from '@dtp/contract/wire-format';
import { HttpError } from '../http';

// No lost updates (issue 16): the records several people edit carry a version that every change
// raises (once per request, in the unit of work's flush). A save names the version it was read at;
// when the record changed since, the save is refused with 409 and nothing is written.

/** The kinds whose rows carry a version: data sheet (user and sheet), testing (and its expense claim), club, tester, wave, panel. */
export const VERSIONED_KINDS = new Set(['sheet', 'testing', 'club', 'user', 'wave', 'panel']);

export const STALE_VERSION_MESSAGE =
  'Ihre Eingaben sind noch da. „Neu laden“ zeigt die geänderte Fassung; Ihre Änderungen tragen Sie danach bitte erneut ein.';

export interface Versioned {
  version?: number;
}

/** A row's version; rows from before versions count as 0. */
export const versionOf = (...rows: Versioned[]): number => rows.reduce((sum, row) => sum + (row.version ?? 0), 0);

/**
 * Refuses a save read at another version than the record's now. A save without a version (an older
 * client, a script) is not checked: the last write wins, as before versions.
 */
export function checkVersion(sent: number | undefined, ...rows: Versioned[]): void {
  if (sent !== undefined && sent !== versionOf(...rows)) throw new HttpError(409, STALE_VERSION_MESSAGE, undefined, STALE_VERSION_CODE);
}
