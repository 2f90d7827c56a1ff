import type { RuntimeConfig } from '@dtp/api-client';
import { isoToGermanDate } from '@dtp/shared-ui';

/** The runtime configuration's `testerFeedbackForm`: base URL and one form id per kind. */
export type FeedbackFormConfig = Pick<RuntimeConfig['testerFeedbackForm'], 'baseUrl' | 'formIds'>;
export type FeedbackFormKind = keyof FeedbackFormConfig['formIds'];

export interface FeedbackFormParams {
  clubName: string;
  /** ISO 'YYYY-MM-DD' (wire format) or already 'DD.MM.YYYY'; sent as 'DD.MM.YYYY'. */
  date: string;
  testerFullName: string;
  testingId: string | number;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The external tester-feedback form's address: `{baseUrl}/{formId}?clubName=…&date=…&testerFullName=…&testingId=…`,
 * every part URL-encoded (spaces as %20, umlauts as UTF-8).
 */
export function feedbackFormUrl(form: FeedbackFormConfig, kind: FeedbackFormKind, params: FeedbackFormParams): string {
  const base = form.baseUrl.replace(/\/+$/, '');
  const date = (ISO_DATE.test(params.date.trim()) && isoToGermanDate(params.date.trim())) || params.date;
  const query = [
    ['clubName', params.clubName],
    ['date', date],
    ['testerFullName', params.testerFullName],
    ['testingId', String(params.testingId)],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent((value ?? '').trim())}`)
    .join('&');
  return `${base}/${encodeURIComponent(form.formIds[kind])}?${query}`;
}
