import { testingReached } from '@dtp/contract/statuses';
import { MAX_RECEIPT_BYTES_PER_CLAIM, MAX_RECEIPTS_PER_CLAIM, MAX_UPLOAD_BYTES } from '@dtp/contract/constants';
import { travelClaimFieldRules } from '@dtp/contract/iban-rules';
import { sniffReceiptType, type ReceiptType } from './receipt-type';
import { RECEIPTS_TOO_LARGE_MESSAGE, TOO_MANY_RECEIPTS_MESSAGE, type TravelInput } from '@dtp/contract/travel';
import { isReceipt, type AttachmentRow, type ClubRow, type EmailRow, type HeldBankData, type TestingRow, type TestingTravel } from '../state';
import type { Db } from '../db';
import { FieldErrors } from './field-errors';

/** A claim exists for a testing with a tester once the test is done. */
export const claimExists = (t: TestingRow): boolean => t.userId !== null && testingReached(t.progress, 'DONE');

export const hasBankData = (travel: TestingTravel): boolean => travel.iban.trim() !== '' && travel.bank.trim() !== '';

export { travelProgress } from './travel-progress';

export interface TravelFlags {
  readonly: boolean;
  showSendButton: boolean;
  showReleaseButton: boolean;
  showTravelSubmittedHint: boolean;
  showTravelReleasedHint: boolean;
  showTravelReleasedHintForManager: boolean;
  bankDataAlreadyDeleted: boolean;
  bankDataHeld: boolean;
  clubEmailMissing: boolean;
}

/** A tester's released claim is read-only; managers and admins may still change it. */
export const claimReadonly = (travel: TestingTravel, isStaff: boolean): boolean => !isStaff && travel.released;

/** Whether a club's release mail has an address to go to. */
export const clubHasEmail = (club: ClubRow | undefined): boolean => (club?.email.trim() ?? '') !== '';

/**
 * domain/README.md#travel-claim: a tester's released claim is read-only; managers and admins may enter bank
 * data again and release once more. Release needs a saved claim with bank data and a club with an
 * email address (clubEmailMissing: the screen says so next to 'Freigeben' before anyone tries).
 * A released claim's bank data is held for the club mail (bankDataHeld) until the SMTP server
 * accepted it, then deleted (bankDataAlreadyDeleted).
 */
export function travelFlags(travel: TestingTravel, isStaff: boolean, club: ClubRow | undefined): TravelFlags {
  const readonly = claimReadonly(travel, isStaff);
  const held = !!travel.held;
  return {
    readonly,
    showSendButton: !readonly,
    showReleaseButton: !readonly && travel.submitted && hasBankData(travel),
    showTravelSubmittedHint: travel.submitted && !travel.released,
    showTravelReleasedHint: travel.released && !isStaff,
    showTravelReleasedHintForManager: travel.released && isStaff,
    bankDataAlreadyDeleted: travel.released && !hasBankData(travel) && !held,
    bankDataHeld: travel.released && held,
    clubEmailMissing: !readonly && !clubHasEmail(club),
  };
}

/**
 * Release: the bank data leaves the claim's fields and is held for the club mail `emailId` only. A
 * club mail of an earlier release that was not sent yet (waiting, paused, failed) is superseded: it
 * would carry the old data, so it is skipped and the old data goes.
 */
export async function holdBankData(db: Db, t: TestingRow, emailId: number): Promise<void> {
  const earlier = t.travel.held;
  if (earlier) {
    const mail = await db.get('email', earlier.emailId);
    if (mail && mail.progress !== 'SENT') Object.assign(mail, { progress: 'SKIPPED', lastError: SUPERSEDED_MAIL });
  }
  t.travel.held = { emailId, iban: t.travel.iban, bank: t.travel.bank };
  t.travel.iban = '';
  t.travel.bank = '';
}

export const SUPERSEDED_MAIL = 'Nicht versendet: Die Spesenabrechnung wurde mit neuen Bankdaten erneut freigegeben.';

/** The claim holding bank data for this mail, and the data; null for every other mail. */
async function heldFor(db: Db, email: EmailRow): Promise<{ testing: TestingRow; held: HeldBankData } | null> {
  if (email.testingId === undefined) return null;
  const testing = await db.get('testing', email.testingId);
  const held = testing?.travel.held;
  return testing && held && held.emailId === email.id ? { testing, held } : null;
}

/** The bank data held for this club mail, for the moment it is handed to the SMTP server. */
export async function heldBankDataFor(db: Db, email: EmailRow): Promise<HeldBankData | null> {
  return (await heldFor(db, email))?.held ?? null;
}

/** Deletes the bank data held for this mail: it was accepted by the SMTP server, or the mail was deleted. */
export async function forgetHeldBankData(db: Db, email: EmailRow): Promise<void> {
  const found = await heldFor(db, email);
  if (found) found.testing.travel.held = null;
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

/**
 * At most 10 receipts and 50 MB per claim, counted over what is stored: a receipt flagged deleted on a released
 * claim (a voucher kept for its legal period) still counts. `adding`: the new receipt's bytes. Null, or the
 * German refusal.
 */
export function receiptLimitProblem(attachments: readonly AttachmentRow[], adding: number): string | null {
  const stored = attachments.filter(isReceipt);
  if (stored.length >= MAX_RECEIPTS_PER_CLAIM) return TOO_MANY_RECEIPTS_MESSAGE;
  const bytes = stored.reduce((sum, a) => sum + a.size, 0);
  return bytes + adding > MAX_RECEIPT_BYTES_PER_CLAIM ? RECEIPTS_TOO_LARGE_MESSAGE : null;
}
