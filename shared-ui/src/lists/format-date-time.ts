import { formatDate, parseIsoDate } from '../format/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** A timestamp (ISO string, Date or epoch ms) as 'dd.MM.yyyy HH:mm' in local time; '' when empty or invalid. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value == null || value === '') return '';
  const date = typeof value === 'string' ? parseIsoDate(value) : new Date(value);
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
