import { testingReached, type TravelProgress } from '../../contract/statuses';
import { MAX_UPLOAD_BYTES } from '../../contract/constants';
import { travelClaimFieldRules } from '../../contract/iban-rules';
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

/** The claim's field rules, the form's own (IBAN format and checksum with ibantools, amounts, km 0–400). */
export function validateTravel(input: TravelInput): FieldErrors {
  const e = new FieldErrors();
  e.checkAll(input, travelClaimFieldRules);
  return e;
}

export const UPLOAD_TYPE_MESSAGE = 'Bitte laden Sie eine Datei im Format pdf, jpg, jpeg oder png hoch.';

/** Receipt rules: pdf, jpg, jpeg or png (by content) up to 20 MB; the type, or the German refusal. */
export function checkUpload(content: Uint8Array): { contentType: ReceiptType } | { problem: string } {
  if (content.byteLength > MAX_UPLOAD_BYTES) return { problem: 'Die Datei ist größer als 20 MB.' };
  const contentType = sniffReceiptType(content);
  return contentType ? { contentType } : { problem: UPLOAD_TYPE_MESSAGE };
}
