import { call } from '../client/client';
import { HistorySchema, type HistoryEntry } from '../contract/history';
import { seg } from './path';

/** GET /history/testing/{id}: the testing's and its claim's status changes, newest first (staff). */
export function ofTesting(id: number): Promise<HistoryEntry[]> {
  return call({ name: 'Verlauf laden', method: 'GET', path: `/history/testing/${seg(id)}`, schema: HistorySchema });
}

/** GET /history/email/{id}: the mail's status changes (Geplant → Versendet, …), newest first (staff). */
export function ofEmail(id: number): Promise<HistoryEntry[]> {
  return call({ name: 'Verlauf laden', method: 'GET', path: `/history/email/${seg(id)}`, schema: HistorySchema });
}

/** GET /history/user/{id}: the user's data-sheet status changes, newest first (staff). */
export function ofUser(id: string): Promise<HistoryEntry[]> {
  return call({ name: 'Verlauf laden', method: 'GET', path: `/history/user/${seg(id)}`, schema: HistorySchema });
}
