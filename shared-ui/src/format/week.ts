import { parseIsoDate } from './date';

/** The ISO 8601 calendar week of a date (1–53): the week with the year's first Thursday is week 1. */
export function isoWeek(date: Date | string): number {
  const value = typeof date === 'string' ? parseIsoDate(date) : date;
  if (!value || Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  const day = new Date(Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()));
  const weekday = day.getUTCDay() || 7; // Monday 1 … Sunday 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the Thursday of this week decides the year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
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
