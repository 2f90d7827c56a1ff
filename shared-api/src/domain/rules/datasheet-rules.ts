import { MAX_HANDICAP, MAX_TESTER_AGE } from '../../contract/constants';
import type { DataSheetInput } from '../../contract/datasheet';
import { DataSheetProgressLabels, type DataSheetProgress } from '../../contract/statuses';
import { badRequest } from '../http';
import { FieldErrors } from './field-errors';
import { checkPersonFields } from './person-rules';

/**
 * Data-sheet transitions (shared-api/README.md#data-sheet): target → progresses it may be set from.
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
  checkPersonFields(e, input);
  if (!options.isStaff) {
    e.required('golfData.handicap', 'Handicap', input.golfData.handicap);
    e.required('birthYear', 'Geburtsjahr', input.birthYear);
    const a = input.address;
    e.required('address.street', 'Straße', a.street);
    e.required('address.streetNo', 'Hausnummer', a.streetNo);
    e.required('address.zip', 'PLZ', a.zip);
    e.required('address.city', 'Ort', a.city);
    e.required('address.state', 'Bundesland', a.state);
    e.required('address.country', 'Land', a.country);
  }
  const hcp = input.golfData.handicap;
  if (hcp !== null && !(hcp >= 0 && hcp <= MAX_HANDICAP && Math.round(hcp * 10) === hcp * 10)) {
    e.add('golfData.handicap', 'Bitte geben Sie das HCPI als Komma-Zahl ein. Die Obergrenze für das Handicap liegt bei 18,4');
  }
  const birth = input.birthYear;
  if (birth !== null && !(Number.isInteger(birth) && birth >= 1000 && birth <= 9999 && options.currentYear - birth <= MAX_TESTER_AGE && birth <= options.currentYear)) {
    e.add('birthYear', 'Bitte geben Sie ihr Geburtsjahr mit vier Zahlen ein. Die Altersobergrenze liegt bei 75 Jahren');
  }
  e.email('contact.email', input.contact.email);
  return e;
}

/** Extra rules of Absenden: the sheet must be complete. */
export function validateForSend(handicap: number | null, availableCount: number, errors: FieldErrors): void {
  if (handicap === null) errors.add('golfData.handicap', 'Bitte geben Sie einen Wert für Handicap ein.');
  if (availableCount === 0) errors.add('playables', 'Bitte geben Sie Ihre Verfügbarkeit für mindestens einen Club und eine Welle an.');
}
