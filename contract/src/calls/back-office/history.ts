import { defineCalls } from '../../call-table';
import { HistorySchema } from '../../history';

// The back office's calls of the history ('Verlauf') (spec: back-office.md section 7).

export const historyCalls = /*#__PURE__*/ defineCalls('history', {
  /** The testing's and its claim's status changes, newest first. */
  ofTesting: { method: 'GET', path: '/history/testing/:id', name: 'Verlauf laden', access: 'staff', personalData: 'person', recordsAccess: 'HISTORY', params: { id: 'number' }, output: HistorySchema, statuses: [400, 403, 404] },
  /** The mail's status changes (Geplant → Versendet, …), newest first. */
  ofEmail: { method: 'GET', path: '/history/email/:id', name: 'Verlauf laden', access: 'staff', personalData: 'overview', params: { id: 'number' }, output: HistorySchema, statuses: [400, 403, 404] },
  /** The user's data-sheet status changes, newest first. */
  ofUser: { method: 'GET', path: '/history/user/:id', name: 'Verlauf laden', access: 'staff', personalData: 'person', recordsAccess: 'HISTORY', output: HistorySchema, statuses: [403, 404] },
});
