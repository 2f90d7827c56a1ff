import { weekdayOf } from '@dtp/api-client';
import { formatDate, germanDateToIso, parseGermanDate } from '../format/date';
import { holidayOn } from './holiday-rules';
import { teeTimeWarningTexts as t } from './tee-time-warning-texts';

export interface TeeTimeWarningInput {
  /** 'dd.MM.yyyy' as typed. */
  date: string;
  /** 'HH:mm' as typed. */
  teeTime: string;
  noStartingTimes: boolean;
  /** ISO dates of the planned period. */
  startDate: string;
  endDate: string;
  /** The club's Bundesland ('Bayern'); unknown → nationwide holidays only. */
  clubState: string | null;
}

/**
 * Soft, never blocking warnings for a chosen test date and tee time (spec sections 2 and 9):
 * outside the planned period; Monday, Saturday, Sunday; a public holiday of the club's state
 * or the day after one; a tee time outside 9 to 12 o'clock. `contactName`: whom to agree an exception
 * with (the configured `contact.name`).
 */
export function teeTimeWarnings(input: TeeTimeWarningInput, contactName: string): string[] {
  const warnings: string[] = [];
  // Only a real calendar date gives both: the ISO day for the period, the Date for the calendar rules.
  const date = parseGermanDate(input.date);
  const iso = germanDateToIso(input.date);
  if (date && iso) {
    if (iso < input.startDate || iso > input.endDate) {
      warnings.push(t.outsidePeriod(formatDate(input.startDate), formatDate(input.endDate), contactName));
    }
    const day = date.getDay();
    if (day === 0 || day === 1 || day === 6) warnings.push(t.weekday(weekdayOf(iso)));
    const holiday = holidayOn(date, input.clubState);
    if (holiday) warnings.push(t.holiday(holiday.name, holiday.region));
    const dayBefore = new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1);
    const holidayBefore = holidayOn(dayBefore, input.clubState);
    if (holidayBefore) warnings.push(t.dayAfterHoliday(holidayBefore.name, holidayBefore.region));
  }
  if (!input.noStartingTimes) {
    const match = /^(\d{2}):(\d{2})$/.exec(input.teeTime.trim());
    if (match) {
      const minutes = Number(match[1]) * 60 + Number(match[2]);
      if (minutes < 9 * 60 || minutes > 12 * 60) warnings.push(t.teeTime(input.teeTime.trim(), contactName));
    }
  }
  return warnings;
}
