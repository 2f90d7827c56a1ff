import { COMMENT_MAX_LENGTH, PROFESSION_MAX_LENGTH } from '../../contract/constants';
import type { DataSheetInput } from '../../contract/datasheet';
import type { FieldErrors } from './field-errors';

type PersonInput = Pick<
  DataSheetInput,
  'salutation' | 'firstName' | 'lastName' | 'testerSince' | 'profession' | 'comment' | 'address' | 'golfData' | 'memberships'
>;

/**
 * The rules the data sheet and the tester form share (shell spec 5 'Tester base data', back office
 * spec 5 'Tester form'): salutation and names required, years of four digits, text limits, coordinates.
 */
export function checkPersonFields(e: FieldErrors, input: PersonInput): void {
  e.required('salutation', 'Anrede', input.salutation);
  e.required('firstName', 'Vorname', input.firstName);
  e.required('lastName', 'Nachname', input.lastName);
  e.year('testerSince', input.testerSince);
  e.year('golfData.playsGolfSince', input.golfData.playsGolfSince);
  e.maxLength('profession', 'Beruf', input.profession, PROFESSION_MAX_LENGTH);
  e.maxLength('comment', 'Bemerkung', input.comment, COMMENT_MAX_LENGTH);
  e.coordinate('address.lat', 'Breitengrad', input.address.lat);
  e.coordinate('address.lon', 'Längengrad', input.address.lon);
  input.memberships.forEach((m, i) => e.year(`memberships.${i}.end`, m.end));
}
