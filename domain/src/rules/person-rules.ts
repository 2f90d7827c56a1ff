import type { DataSheetInput } from '@dtp/contract/datasheet';
import { instructionFieldRules, personFieldRules, type PersonRuleOptions } from '@dtp/contract/field-rules';
import type { Instruction } from '@dtp/contract/user';
import type { FieldErrors } from './field-errors';

type PersonInput = Pick<
  DataSheetInput,
  'salutation' | 'firstName' | 'lastName' | 'birthYear' | 'testerSince' | 'profession' | 'comment' | 'contact' | 'address' | 'golfData' | 'memberships'
> & { instructions?: readonly Instruction[] };

/**
 * The rules the data sheet (POST /datasheet) and the tester form (POST /user) share, the forms' own
 * (`personFieldRules`, shell spec 5 'Tester base data', back-office spec 5 'Tester form'): salutation
 * and names required, years of four digits, birth year within the age limit, handicap at most 18,4,
 * whole counts of at least 0, text limits, coordinates, email; the tester form's trainings within their limit.
 * Managers and admins are exempt from the required handicap, birth year and address, not from their formats.
 */
export function checkPersonFields(e: FieldErrors, input: PersonInput, options: PersonRuleOptions): void {
  e.checkAll(input, personFieldRules(options));
  e.checkAll(input, instructionFieldRules);
}
