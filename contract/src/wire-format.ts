import * as v from 'valibot';

/**
 * Wire formats (see contract/README.md#wire-format):
 * - dates: ISO 'YYYY-MM-DD' (screens show and take 'DD.MM.YYYY');
 * - times: 'HH:mm';
 * - timestamps: ISO 8601 with time zone ('2023-05-02T10:15:00.000Z');
 * - amounts: numbers in euros with at most two decimals (45.5 is 45,50 EUR); null when never entered;
 * - distances: whole kilometres;
 * - text fields: '' when empty, never null; optional numbers: null when empty.
 */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const IsoDateSchema = v.pipe(v.string(), v.regex(ISO_DATE));
export const TimeSchema = v.pipe(v.string(), v.regex(TIME));
export const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());
export const YearSchema = v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2200));
export const AmountSchema = v.pipe(v.number(), v.minValue(0));
export const IdSchema = v.pipe(v.number(), v.integer());
/** Users are keyed by the identity service's subject. */
export const UserIdSchema = v.pipe(v.string(), v.minLength(1));

/** A wave's calendar weeks as shown everywhere: 'KW 18–20' (or 'KW 18' for one week). */
export function formatWeeks(first: number, last: number): string {
  return first === last ? `KW ${first}` : `KW ${first}–${last}`;
}

/** ISO 8601 week number of an ISO date. */
export function isoWeek(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const day = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** German weekday name of an ISO date ('Dienstag'); used for the 'Tag' columns. */
export function weekdayOf(isoDate: string | null | undefined): string {
  if (!isoDate || !ISO_DATE.test(isoDate)) return '';
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const names = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
  return names[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
}

/**
 * A record's version (issue 16, no lost updates): read answers carry it, saves send back the one they
 * read; a save of an older version gets 409. Optional on the wire: a save without one is not checked.
 */
export const VersionSchema = v.optional(v.number());

/** The 409 answer's `code` when the record changed since it was read (the client offers 'Neu laden'). */
export const STALE_VERSION_CODE = 'STALE_VERSION';
/** A 503 whose cause is the identity service out of reach: the token could not be checked, it is not bad (issue 41). */
export const IDENTITY_SERVICE_UNAVAILABLE_CODE = 'IDENTITY_SERVICE_UNAVAILABLE';
/** What a person reads then, from the server and the client alike. */
export const IDENTITY_SERVICE_UNAVAILABLE_MESSAGE =
  'Der Anmeldedienst ist gerade nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es gleich noch einmal.';
