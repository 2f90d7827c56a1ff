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
