import { isGermanDate } from '../format/date';

/** Small input clean-ups applied when a field is left, before it is validated. */

/** ' 12 ' → '12'. */
export const trimText = (text: string): string => text.trim();

/**
 * A decimal typed on any keypad: a phone set to an English region offers only '.', so '.' is the decimal
 * comma ('18.4' → '18,4'). For decimal fields whose numbers have no thousands (the handicap).
 */
export const decimalComma = (text: string): string => text.trim().replace(/\./g, ',');

const two = (digits: string) => digits.padStart(2, '0');

/**
 * Digits alone, as a phone's numeric keypad types them (it has no '.'):
 * 8 digits 'ddMMyyyy' ('14062023'); 6 digits 'ddMMyy' ('140623', year 20yy); 7 digits where only one
 * split gives a real date ('1462023' → 14.06.2023; '1112023' could be 1.11. or 11.1. and is left as typed).
 */
function dateFromDigits(digits: string): string | null {
  const candidates: [string, string, string][] = [];
  if (digits.length === 8) candidates.push([digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]);
  if (digits.length === 6) candidates.push([digits.slice(0, 2), digits.slice(2, 4), `20${digits.slice(4)}`]);
  if (digits.length === 7) {
    candidates.push([digits.slice(0, 1), digits.slice(1, 3), digits.slice(3)]);
    candidates.push([digits.slice(0, 2), digits.slice(2, 3), digits.slice(3)]);
  }
  const real = candidates.map(([d, m, y]) => `${two(d)}.${two(m)}.${y}`).filter((text) => isGermanDate(text));
  return real.length === 1 ? (real[0] ?? null) : null;
}

/**
 * '1.3.1993' → '01.03.1993', '14062023' → '14.06.2023', '1462023' → '14.06.2023', '140623' → '14.06.2023';
 * anything else is returned trimmed (the date rule reports it).
 */
export function normalizeGermanDate(text: string): string {
  const value = text.trim();
  const separated = /^(\d{1,2})[.,/-](\d{1,2})[.,/-](\d{4})$/.exec(value);
  if (separated) return `${two(separated[1]!)}.${two(separated[2]!)}.${separated[3]}`;
  if (/^\d{6,8}$/.test(value)) return dateFromDigits(value) ?? value;
  return value;
}

/** '9:30' and '9.30' → '09:30'; digits alone as a phone keypad types them: '930' and '0930' → '09:30'. Anything else trimmed. */
export function normalizeTime(text: string): string {
  const value = text.trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value);
  if (!match) return value;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? `${two(match[1]!)}:${match[2]}` : value;
}

/**
 * '12' → '12,00', '12,5' → '12,50', '' stays ''. A single '.' before one or two digits is a decimal
 * point (a phone's decimal keypad may offer only '.'): '12.50' → '12,50'. Anything else ('1.234',
 * '1.234,50') is left for the rule to report.
 */
export function normalizeCurrency(text: string): string {
  const value = text.trim().replace(/\s*€$/, '');
  const match = /^(\d+)(?:[,.](\d{0,2}))?$/.exec(value);
  if (!match || (value.includes('.') && match[2] === '')) return value;
  return `${match[1]},${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Upper case, no separators, then groups of four: 'de89370400440532013000' → 'DE89 3704 0044 0532 0130 00'. */
export function formatIbanGroups(text: string): string {
  const compact = text.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
