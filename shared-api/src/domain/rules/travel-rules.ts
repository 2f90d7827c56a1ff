import { testingReached, type TravelProgress } from '../../contract/statuses';
import { COMMENT_MAX_LENGTH, MAX_DISTANCE_KM, MAX_UPLOAD_BYTES } from '../../contract/constants';
import { sniffReceiptType, type ReceiptType } from './receipt-type';
import type { TravelInput } from '../../contract/travel';
import type { TestingRow, TestingTravel } from '../state';
import { FieldErrors } from './field-errors';

/** A claim exists for a testing with a tester once the test is done. */
export const claimExists = (t: TestingRow): boolean => t.userId !== null && testingReached(t.progress, 'DONE');

export const hasBankData = (travel: TestingTravel): boolean => travel.iban.trim() !== '' && travel.bank.trim() !== '';

export function travelProgress(travel: TestingTravel): TravelProgress {
  return travel.released ? 'RELEASED' : travel.submitted ? 'SUBMITTED' : 'OPEN';
}

export interface TravelFlags {
  readonly: boolean;
  showSendButton: boolean;
  showReleaseButton: boolean;
  showTravelSubmittedHint: boolean;
  showTravelReleasedHint: boolean;
  showTravelReleasedHintForManager: boolean;
  bankDataAlreadyDeleted: boolean;
}

/**
 * shared-api/README.md#travel-claim: a tester's released claim is read-only; managers and admins may enter bank
 * data again and release once more. Release needs a saved claim with bank data.
 */
export function travelFlags(travel: TestingTravel, isStaff: boolean): TravelFlags {
  const readonly = !isStaff && travel.released;
  return {
    readonly,
    showSendButton: !readonly,
    showReleaseButton: !readonly && travel.submitted && hasBankData(travel),
    showTravelSubmittedHint: travel.submitted && !travel.released,
    showTravelReleasedHint: travel.released && !isStaff,
    showTravelReleasedHintForManager: travel.released && isStaff,
    bankDataAlreadyDeleted: travel.released && !hasBankData(travel),
  };
}

export const IBAN = /^[A-Z]{2}\d{2}(\d{4}){4}\d{2}$/;
export const IBAN_MESSAGE =
  'Bitte geben Sie die IBAN in folgendem Format ein: DE34 5678 9012 3456 1234 78 (Leerzeichen dürfen ausgelassen werden)';
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

const twoDecimals = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export function validateTravel(input: TravelInput): FieldErrors {
  const e = new FieldErrors();
  if (e.required('iban', 'IBAN', input.iban) && !IBAN.test(normalizeIban(input.iban))) e.add('iban', IBAN_MESSAGE);
  e.required('bank', 'Bank', input.bank);
  if (e.required('greenfee', 'Greenfee', input.greenfee)) amount(e, 'greenfee', 'Greenfee', input.greenfee);
  if (e.required('distance', 'Gefahrene km', input.distance)) {
    const d = input.distance as number;
    if (!Number.isInteger(d)) e.add('distance', 'Bitte geben Sie eine ganze Zahl ein');
    else if (d < 0) e.add('distance', 'Gefahrene km muss mindestens 0 betragen.');
    else if (d > MAX_DISTANCE_KM) e.add('distance', `Gefahrene km darf höchstens ${MAX_DISTANCE_KM} betragen.`);
  }
  amount(e, 'restaurant', 'Restaurant', input.restaurant);
  amount(e, 'misc', 'Sonstiges', input.misc);
  e.maxLength('comment', 'Bemerkung', input.comment, COMMENT_MAX_LENGTH);
  return e;
}

function amount(e: FieldErrors, path: string, label: string, value: number | null): void {
  if (value !== null && !(value >= 0 && twoDecimals(value))) e.add(path, `Bitte geben Sie ${label} als Komma-Zahl ein`);
}

export const UPLOAD_TYPE_MESSAGE = 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.';

/** Receipt rules: pdf, jpg, jpeg or png (by content) up to 20 MB; the type, or the German refusal. */
export function checkUpload(content: Uint8Array): { contentType: ReceiptType } | { problem: string } {
  if (content.byteLength > MAX_UPLOAD_BYTES) return { problem: 'Die Datei ist größer als 20 MB.' };
  const contentType = sniffReceiptType(content);
  return contentType ? { contentType } : { problem: UPLOAD_TYPE_MESSAGE };
}
