import type { Email } from '@dtp/api-client/back-office';
import { filterRows } from '@dtp/shared-ui/lists';

export const emailFilterNames = ['type', 'status', 'q', 'error'] as const;
export type EmailFilters = Record<(typeof emailFilterNames)[number], string>;

/**
 * The email list's filters (spec section 5 'Email'): type and status match exactly; the search is
 * lowercased and split on spaces, every word found in recipient, subject or last error; 'Nur mit
 * Fehler' ('error' = '1') keeps only emails with a last error.
 */
export function filterEmails<E extends Email>(emails: readonly E[], filters: EmailFilters): E[] {
  const rows = filters.error === '1' ? emails.filter(hasError) : emails;
  return filterRows(rows, filters, {
    exact: { type: (e) => e.type, status: (e) => e.progress },
    search: { name: 'q', text: (e) => [e.to, e.subject, e.lastError ?? ''].join(' ') },
  });
}

export const hasError = (email: Pick<Email, 'lastError'>): boolean => (email.lastError ?? '').trim() !== '';
