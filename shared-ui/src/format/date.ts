/**
 * German dates without a date library: date-fns' `format` alone costs about 6 KB gzip
 * in the shared bundle (measured), these few lines do what the platform needs.
 */

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
/** 'YYYY-MM-DD', optionally followed by a time ('T10:15:00', 'T10:15:00Z', '+01:00' …). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local Date for a calendar day, or null unless the day exists (no 31.04.). */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise map to 19xx
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** Parses 'DD.MM.YYYY' into a local Date; null unless it is a real calendar date. */
export function parseGermanDate(text: string | null | undefined): Date | null {
  const match = GERMAN_DATE.exec((text ?? '').trim());
  return match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** True for a real calendar date in 'DD.MM.YYYY'. */
export function isGermanDate(text: string): boolean {
  return parseGermanDate(text) !== null;
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

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = typeof value === 'string' ? parseIsoDate(value) : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Formats a Date, an ISO string ('2023-06-07' or a timestamp) or epoch ms as 'dd.MM.yyyy'; '' when empty or invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}` : '';
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' (ISO date); null when it is not a real date. '' stays ''. */
export function germanDateToIso(text: string | null | undefined): string | null {
  if ((text ?? '').trim() === '') return '';
  const date = parseGermanDate(text);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

/** ISO date or timestamp → 'DD.MM.YYYY'; '' when empty or invalid. */
export function isoToGermanDate(iso: string | null | undefined): string {
  return formatDate(iso);
}
