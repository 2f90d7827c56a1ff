import type { CallRow } from '../call-table';
import * as backOffice from './back-office';
import * as questionnaireDefinitions from './back-office/questionnaire-definitions';
import * as questionnaire from './questionnaire';
import * as questionnairePrint from './questionnaire-print';
import * as shellAndTester from './shell-and-tester';

const isRow = (value: unknown): value is CallRow =>
  typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'method' in value;

/** Every row of the call table, from both groups' modules (for checks over the whole table; screens use the groups). */
export const allCallRows: readonly CallRow[] = ([...Object.values(shellAndTester), ...Object.values(backOffice), ...Object.values(questionnaire), ...Object.values(questionnairePrint), ...Object.values(questionnaireDefinitions)] as unknown[])
  .filter(
    (value): value is Record<string, CallRow> =>
      typeof value === 'object' && value !== null && !Array.isArray(value) && !isRow(value) && Object.values(value).every(isRow),
  )
  .flatMap((group) => Object.values(group));

/** The rows a module exports: its groups' rows and the rows it exports alone (`clubChoicesCall`). */
type RowsOf<M> = {
  [K in keyof M]: M[K] extends CallRow ? M[K] : M[K] extends Readonly<Record<string, CallRow>> ? M[K][keyof M[K]] : never;
}[keyof M];
type AllRows =
  | RowsOf<typeof shellAndTester>
  | RowsOf<typeof backOffice>
  | RowsOf<typeof questionnaire>
  | RowsOf<typeof questionnairePrint>
  | RowsOf<typeof questionnaireDefinitions>;

/**
 * The id of a read of the call table (a GET row, or a view of one such as 'clubs.choices'): the answer cache's key
 * and what a change's `invalidates` names.
 */
export type InvalidationId = Extract<AllRows, { method: 'GET' }>['id'];

/** The ids the rows' `invalidates` name. */
type Invalidated = AllRows extends infer R ? (R extends { invalidates: readonly (infer I)[] } ? I : never) : never;
/** An invalidated id that names no read (a misspelt one); a list not `as const` makes this `string`. */
type UnknownInvalidated = Exclude<Invalidated, InvalidationId>;

/**
 * Does not compile while a row's `invalidates` names an id that no read of the table has: the error names it
 * (`{ unknownInvalidationIds: 'testings.lod' }`).
 */
export const invalidatesOnlyReads: [UnknownInvalidated] extends [never] ? true : { unknownInvalidationIds: UnknownInvalidated } = true;

/** The ids of the rows that record a staff member's read (`recordsAccess`): the domain names whose data each one read. */
export type RecordedCallId = Extract<AllRows, { recordsAccess: string }>['id'];
