/** Small input clean-ups applied when a field is left, before it is validated. */

/** ' 12 ' → '12'. */
export const trimText = (text: string): string => text.trim();

/** '1.3.1993' → '01.03.1993'; anything else is returned trimmed. */
export function normalizeGermanDate(text: string): string {
  const value = text.trim();
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!match) return value;
  return `${match[1]!.padStart(2, '0')}.${match[2]!.padStart(2, '0')}.${match[3]}`;
}

/** '9:30' → '09:30', '930' stays (the rule reports it); anything else trimmed. */
export function normalizeTime(text: string): string {
  const value = text.trim();
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** '12' → '12,00', '12,5' → '12,50', '' stays ''. Invalid text is left for the rule to report. */
export function normalizeCurrency(text: string): string {
  const value = text.trim().replace(/\s*€$/, '');
  const match = /^(\d+)(?:,(\d{0,2}))?$/.exec(value);
  if (!match) return value;
  return `${match[1]},${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Upper case, no separators, then groups of four: 'de89370400440532013000' → 'DE89 3704 0044 0532 0130 00'. */
export function formatIbanGroups(text: string): string {
  const compact = text.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
