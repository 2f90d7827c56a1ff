import { format, isValid, parseISO } from 'date-fns';

/** The platform's date format (spec section 9). */
export const DATE_FORMAT = 'dd.MM.yyyy';

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Parses 'DD.MM.YYYY' into a local Date; null unless it is a real calendar date. */
export function parseGermanDate(text: string | null | undefined): Date | null {
  const match = GERMAN_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years below 100 would otherwise map to 19xx
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** True for a real calendar date in 'DD.MM.YYYY'. */
export function isGermanDate(text: string): boolean {
  return parseGermanDate(text) !== null;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** Formats a Date, an ISO string ('2023-06-07' or a full timestamp) or epoch ms as 'dd.MM.yyyy'; '' when empty or invalid. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DATE_FORMAT) : '';
}

/** 'DD.MM.YYYY' → 'YYYY-MM-DD' (ISO date); null when it is not a real date. '' stays ''. */
export function germanDateToIso(text: string | null | undefined): string | null {
  if ((text ?? '').trim() === '') return '';
  const date = parseGermanDate(text);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

/** ISO date or timestamp → 'DD.MM.YYYY'; '' when empty or invalid. */
export function isoToGermanDate(iso: string | null | undefined): string {
  return formatDate(iso);
}
