import type { DataSheetInput } from '@dtp/contract/datasheet';
import { personFieldLabels } from '@dtp/contract/field-rules';
import { DataSheetProgressLabels, type DataSheetProgress } from '@dtp/contract/statuses';
import { badRequest } from '../http';
import { FieldErrors } from './field-errors';
import { checkPersonFields } from './person-rules';

/**
 * Data-sheet transitions (domain/README.md#data-sheet): target → progresses it may be set from.
 * SENT is reached only through POST /datasheet/send.
 */
export const SheetTransitions: Record<DataSheetProgress, readonly DataSheetProgress[]> = {
  INITIAL: ['INVITED', 'SENT', 'RELEASED', 'ASSIGNED'],
  INVITED: ['INITIAL', 'SENT'],
  SENT: ['INVITED'],
  RELEASED: ['INVITED', 'SENT'],
  ASSIGNED: ['RELEASED'],
};

export interface SheetViewer {
  isStaff: boolean;
  isOwner: boolean;
}

export interface SheetFlags {
  readonly: boolean;
  canSendDataSheet: boolean;
  canInviteTester: boolean;
  canReleaseDataSheet: boolean;
  canCloseAssignment: boolean;
  canResetDataSheet: boolean;
  canSeeComment: boolean;
  showSeasonNotYetStarted: boolean;
}

const may = (target: DataSheetProgress, from: DataSheetProgress): boolean => SheetTransitions[target].includes(from);

export function sheetFlags(progress: DataSheetProgress, viewer: SheetViewer): SheetFlags {
  const { isStaff } = viewer;
  return {
    // Testers edit only before submitting; managers and admins are never read-only.
    readonly: !isStaff && !['INITIAL', 'INVITED'].includes(progress),
    canSendDataSheet: (isStaff || viewer.isOwner) && may('SENT', progress),
    canInviteTester: isStaff && may('INVITED', progress),
    canReleaseDataSheet: isStaff && may('RELEASED', progress),
    canCloseAssignment: isStaff && may('ASSIGNED', progress),
    canResetDataSheet: isStaff && may('INITIAL', progress),
    canSeeComment: isStaff,
    showSeasonNotYetStarted: !isStaff && progress === 'INITIAL',
  };
}

/** 400 unless the progress action is allowed from the current progress. */
export function checkTransition(from: DataSheetProgress, to: DataSheetProgress): void {
  if (from === to) throw badRequest(`Das Datenblatt hat bereits den Status „${DataSheetProgressLabels[to]}“.`);
  if (!may(to, from)) {
    throw badRequest(
      `Der Statuswechsel von „${DataSheetProgressLabels[from]}“ nach „${DataSheetProgressLabels[to]}“ ist nicht erlaubt.`,
    );
  }
}


/** Field rules of a save (shell spec 5); managers and admins skip the required tester fields. */
export function validateSheetInput(input: DataSheetInput, options: { isStaff: boolean; currentYear: number }): FieldErrors {
  const e = new FieldErrors();
  checkPersonFields(e, input, { exempt: options.isStaff, currentYear: options.currentYear });
  return e;
}

/** Extra rules of Absenden: the sheet must be complete. */
export function validateForSend(handicap: number | null, availableCount: number, errors: FieldErrors): void {
  errors.required('golfData.handicap', personFieldLabels.handicap, handicap);
  if (availableCount === 0) errors.add('playables', 'Bitte geben Sie Ihre Verfügbarkeit für mindestens einen Club und eine Welle an.');
}
