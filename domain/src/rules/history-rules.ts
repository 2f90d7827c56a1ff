import type { HistoryRow, TestingRow } from '../state';
import type { Kind, Rows } from '../store/port';
import { travelProgress } from './travel-progress';

/** Who makes a request's changes and when (history entries). */
export interface ChangeContext {
  by: string;
  /** The acting user's id; none for the system. */
  byId?: string;
  at: number;
}

type StatusChange = Pick<HistoryRow, 'subject' | 'what' | 'from' | 'to'>;

/**
 * The status changes between a row as loaded and as written: a data sheet's, a testing's, its expense
 * claim's, its questionnaire's and an email's. A sheet's changes are listed under its user, a claim's under its testing.
 */
export function statusChanges(kind: Kind, before: Rows[Kind], after: Rows[Kind]): StatusChange[] {
  const changes: StatusChange[] = [];
  const add = (subject: string, what: HistoryRow['what'], from: string, to: string) => {
    if (from !== to) changes.push({ subject, what, from, to });
  };
  if (kind === 'sheet') {
    const [b, a] = [before as Rows['sheet'], after as Rows['sheet']];
    add(`user:${a.userId}`, 'DATASHEET', b.progress, a.progress);
  } else if (kind === 'testing') {
    const [b, a] = [before as TestingRow, after as TestingRow];
    add(`testing:${a.id}`, 'TESTING', b.progress, a.progress);
    add(`testing:${a.id}`, 'TRAVEL', travelProgress(b.travel), travelProgress(a.travel));
  } else if (kind === 'questionnaire') {
    // Listed under its testing (a questionnaire's id is its testing's): submitted, returned, released.
    const [b, a] = [before as Rows['questionnaire'], after as Rows['questionnaire']];
    add(`testing:${a.id}`, 'QUESTIONNAIRE', b.progress, a.progress);
  } else if (kind === 'email') {
    const [b, a] = [before as Rows['email'], after as Rows['email']];
    add(`email:${a.id}`, 'EMAIL', b.progress, a.progress);
  }
  return changes;
}
