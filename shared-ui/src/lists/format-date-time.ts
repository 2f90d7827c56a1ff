import { germanDateTime } from '@dtp/api-client';

/** A timestamp (ISO string, Date or epoch ms) as 'dd.MM.yyyy HH:mm' in local time; '' when empty or invalid (the contract's `germanDateTime`). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  return germanDateTime(value);
}
