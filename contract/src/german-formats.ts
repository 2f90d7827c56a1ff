// The texts people read for dates, times and numbers, written once (issue 58): the screens (through
// shared-ui), the mails (the domain's rules), the PDFs and the club's pages (api-server) and the CSV exports
// all call these. Spec: dates 'dd.MM.yyyy', decimal commas; the euro amount as the screens show it.
//
// Every Intl formatter here is made on first use: the first Intl object of a page loads the locale's data
// (about 40 ms on a phone, profiled), which a page that formats nothing should not pay while it starts.

/** The association's time zone: where no browser says the reader's, times are shown as in Berlin. */
export const GERMAN_TIME_ZONE = 'Europe/Berlin';

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** One formatter per key (a time zone, a number of decimals), made on first use. */
function perKey<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let found = made.get(key);
    if (found === undefined) made.set(key, (found = make(key)));
    return found;
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// ---- dates -----------------------------------------------------------------------------------------------------

const GERMAN_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;
/** 'YYYY-MM-DD', optionally with a time ('T10:15', 'T10:15:00.000Z', ' 10:15:00+02:00' …). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for a day that exists (no 31.04., 29.02. only in leap years). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The German date check, once: a real calendar day typed as 'DD.MM.YYYY' (spaces around it allowed) as its
 * ISO day 'YYYY-MM-DD'; null when it is none (no '1.3.1993', no 31.04.).
 */
export function isoDayOfGermanDate(text: string | null | undefined): string | null {
  const match = GERMAN_DATE.exec((text ?? '').trim());
  if (!match || !isCalendarDay(Number(match[3]), Number(match[2]), Number(match[1]))) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** True for a real calendar day typed as 'DD.MM.YYYY'. */
export const isGermanDate = (text: string): boolean => isoDayOfGermanDate(text) !== null;

/** A wall-clock time: what a reader sees on a calendar and a clock. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const zoneParts = perKey(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
);

function wallClockOfInstant(date: Date, timeZone: string | undefined): WallClock | null {
  if (Number.isNaN(date.getTime())) return null;
  if (timeZone === undefined) {
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  const part = Object.fromEntries(zoneParts(timeZone).formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute!, second: part.second! };
}

/** A point in time: a Date, epoch milliseconds, or an ISO text ('2023-06-07', '2023-06-07T10:15:00.000Z'). */
export type DateValue = Date | string | number | null | undefined;

export interface TimeZoneOption {
  /**
   * The time zone an instant is shown in ('Europe/Berlin': the server's texts, GERMAN_TIME_ZONE). Without it:
   * the local time of the one who runs it (a browser: the reader's). An ISO day, or a time without a zone,
   * is shown as written either way.
   */
  timeZone?: string;
}

function wallClock(value: DateValue, timeZone: string | undefined): WallClock | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return wallClockOfInstant(value instanceof Date ? value : new Date(value), timeZone);
  const text = value.trim();
  const match = ISO.exec(text);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  if (match[7]) return wallClockOfInstant(new Date(text.replace(' ', 'T')), timeZone);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]), hour: Number(match[4] ?? 0), minute: Number(match[5] ?? 0), second: Number(match[6] ?? 0) };
}

const dayText = (w: WallClock): string => `${pad(w.day)}.${pad(w.month)}.${pad(w.year, 4)}`;

/** The date as people read it: '07.06.2023' ('dd.MM.yyyy'); '' when empty or no real date. */
export function germanDate(value: DateValue, options: TimeZoneOption = {}): string {
  const w = wallClock(value, options.timeZone);
  return w ? dayText(w) : '';
}

// ---- date and time ---------------------------------------------------------------------------------------------

/** Date and time as people read it: '14.06.2023 20:30' (with `seconds`: '14.06.2023 20:30:15'); '' when empty or invalid. */
export function germanDateTime(value: DateValue, options: TimeZoneOption & { seconds?: boolean } = {}): string {
  const w = wallClock(value, options.timeZone);
  if (!w) return '';
  return `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}${options.seconds ? `:${pad(w.second)}` : ''}`;
}

const longDateFormat = onFirstUse(() => new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A day written out, as the mails name it: 'Mittwoch, 3. Juni 2026' for '2026-06-03'; '' when no real day. */
export function germanLongDate(isoDay: string | null | undefined): string {
  const w = wallClock(isoDay, 'UTC');
  return w ? longDateFormat().format(Date.UTC(w.year, w.month - 1, w.day)) : '';
}

// ---- decimals --------------------------------------------------------------------------------------------------

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * A number with a fixed count of decimals and a decimal comma, without grouping: '1234,50' (an input's
 * text, an amount in a sentence). Rounds half away from zero; never '-0,00'. '' for null and NaN.
 */
export function germanDecimal(value: number | null | undefined, decimals = 2): string {
  if (!isNumber(value)) return '';
  const text = value.toFixed(decimals);
  return (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text).replace('.', ',');
}

const groupedFormat = perKey((maxDecimals: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: maxDecimals }));

/**
 * A number as people read it: thousands grouped, a decimal comma, at most `maxDecimals` decimals and no
 * trailing zeros: 5000 → '5.000', 2.5 → '2,5', 1234.567 → '1.234,567'. '' for null and NaN.
 */
export function germanNumber(value: number | null | undefined, maxDecimals = 3): string {
  if (!isNumber(value)) return '';
  const text = groupedFormat(maxDecimals).format(value);
  return text.startsWith('-') && /^-[0.,]*$/.test(text) ? text.slice(1) : text;
}

/**
 * A stored number as the text a user would type: every decimal kept, a comma, no grouping ('50,1092', '-3',
 * tiny numbers written out: '0,0000001' rather than '1e-7'). '' for null.
 */
export function germanNumberText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/e-/i.test(text)) text = value.toFixed(20).replace(/0+$/, '');
  return text.replace('.', ',');
}

// ---- euro ------------------------------------------------------------------------------------------------------

const euroFormat = onFirstUse(() => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }));

/** An amount as the screens show it: '1.234,50 €' (a no-break space before the sign). '' for null and NaN. */
export function euroText(amount: number | null | undefined): string {
  return isNumber(amount) ? euroFormat().format(amount) : '';
}

// ---- percent ---------------------------------------------------------------------------------------------------

/** A percentage rounded to `decimals` places, half up (66.5 → 67): the one rounding of every percent shown. */
export function roundPercent(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** '43 %' for 42.6; with one decimal '83,3 %' (a no-break space before the sign). '' for null and NaN. */
export function germanPercent(value: number | null | undefined, decimals = 0): string {
  return isNumber(value) ? `${germanDecimal(roundPercent(value, decimals), decimals)}\u00a0%` : '';
}

// ---- distance --------------------------------------------------------------------------------------------------

/** A distance in whole kilometres: '23 km', '1.234 km'. '' for null and NaN. */
export function kmText(km: number | null | undefined): string {
  return isNumber(km) ? `${germanNumber(km, 0)} km` : '';
}
