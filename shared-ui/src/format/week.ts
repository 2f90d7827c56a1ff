import { germanDate, isoDayOfGermanDate, isoWeek as isoWeekOfDay } from '@dtp/api-client';
import { parseIsoDate } from './date';

/** The ISO 8601 calendar week of a date (1–53), the contract's count (wire-format.ts) for a Date or an ISO string. */
export function isoWeek(date: Date | string): number {
  const value = typeof date === 'string' ? parseIsoDate(date) : date;
  const day = value && !Number.isNaN(value.getTime()) ? isoDayOfGermanDate(germanDate(value)) : null;
  if (day === null) throw new RangeError(`Invalid date: ${String(date)}`);
  return isoWeekOfDay(day);
}

/**
 * 'KW 23' for a week number, a list of weeks ('KW 23/24'), a week string from the server
 * ('23' or '23/24') or a date (its ISO week). Empty input gives ''.
 */
export function formatCalendarWeek(value: number | string | readonly number[] | Date | null | undefined): string {
  if (value == null || value === '') return '';
  if (value instanceof Date) return `KW ${isoWeek(value)}`;
  if (Array.isArray(value)) return value.length ? `KW ${value.join('/')}` : '';
  return `KW ${String(value).trim()}`;
}
