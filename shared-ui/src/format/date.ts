import { germanDate, isoDayOfGermanDate } from '@dtp/api-client';

/**
 * German dates: the contract's formats (contract/german-formats.ts, through '@dtp/api-client'), which the
 * mails, PDFs and the club's pages write too; here as the Dates and names the screens use. No date library:
 * date-fns' `format` alone costs about 6 KB gzip in the shared bundle (measured).
 */

/** True for a real calendar date in 'DD.MM.YYYY' (the contract's one date check). */
export { isGermanDate } from '@dtp/api-client';

/** 'YYYY-MM-DD', optionally followed by a time ('T10:15:00', 'T10:15:00Z', '+01:00' …). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A local Date for a calendar day, or null unless the day exists (no 31.04.). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise map to 19xx
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** Parses 'DD.MM.YYYY' into a local Date; null unless it is a real calendar date. */
export function parseGermanDate(text: string | null | undefined): Date | null {
  const day = isoDayOfGermanDate(text);
  return day === null ? null : calendarDate(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

/**
 * Parses an ISO date ('2023-06-07' → local midnight) or timestamp. A timestamp with a zone
 * ('Z', '+02:00') is converted to local time; without a zone it is read as local time.
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const day = calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!day || match[4] === undefined) return day;
  if (match[7]) {
    const zoned = new Date(text.trim());
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  day.setHours(Number(match[4]), Number(match[5]), Number(match[6] ?? 0));
  return day;
}

/** Formats a Date, an ISO string ('2023-06-07' or a timestamp) or epoch ms as 'dd.MM.yyyy' (local time); '' when empty or invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  return germanDate(value);
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' (ISO date); null when it is not a real date. '' stays ''. */
export function germanDateToIso(text: string | null | undefined): string | null {
  return (text ?? '').trim() === '' ? '' : isoDayOfGermanDate(text);
}

/** ISO date or timestamp → 'DD.MM.YYYY'; '' when empty or invalid. */
export function isoToGermanDate(iso: string | null | undefined): string {
  return germanDate(iso);
}
