import { defineCalls } from '../../call-table';
import {
  QuestionnaireDefinitionImportSchema,
  QuestionnaireDefinitionListSchema,
  QuestionnaireDefinitionSavedSchema,
} from '../../questionnaire-definitions';
import { QuestionnaireDefinitionSchema } from '../../questionnaire';
import { DefinitionChangesSchema } from '../../questionnaire-changes';

// The administration's questionnaire definitions (issue 43, item 1; not in the spec): admins change them; staff read
// them (issue 61: managers see the questionnaire editor read-only). Shared in
// '@dtp/api-client/questionnaire', so only the administration's screen downloads them.

const changed = ['questionnaireDefinitions.list', 'questionnaireDefinitions.export', 'questionnaireDefinitions.changes'] as const;

export const questionnaireDefinitionCalls = /*#__PURE__*/ defineCalls('questionnaireDefinitions', {
  /** Every year's newest version, with how far it is in use. */
  list: {
    method: 'GET',
    path: '/admin/questionnaireDefinitions',
    name: 'Fragebögen laden',
    access: 'staff',
    personalData: 'none',
    output: QuestionnaireDefinitionListSchema,
    statuses: [403],
  },
  /** The newest version of a year's definition, to save as a JSON file. */
  export: {
    method: 'GET',
    path: '/admin/questionnaireDefinitions/:year',
    name: 'Fragebogen exportieren',
    access: 'staff',
    personalData: 'none',
    params: { year: 'number' },
    output: QuestionnaireDefinitionSchema,
    statuses: [400, 403, 404],
  },
  /**
   * A definition from a JSON file (questionnaire-check.ts; 400 with German errors naming page and question).
   * The year is the path's and the version the platform's: the newest version is replaced while no
   * questionnaire is saved on it, otherwise the import becomes the next version.
   */
  import: {
    method: 'POST',
    path: '/admin/questionnaireDefinitions/:year',
    name: 'Fragebogen importieren',
    access: 'admin',
    personalData: 'none',
    params: { year: 'number' },
    input: QuestionnaireDefinitionImportSchema,
    output: QuestionnaireDefinitionSavedSchema,
    statuses: [400, 403],
    success: true,
    invalidates: changed,
  },
  /** The newest definition of the latest earlier year becomes the year's version 1; 409 when the year has one, 404 when no earlier year has one. */
  copyPrevious: {
    method: 'POST',
    path: '/admin/questionnaireDefinitions/:year/copyPrevious',
    name: 'Fragebogen des Vorjahres übernehmen',
    access: 'admin',
    personalData: 'none',
    params: { year: 'number' },
    output: QuestionnaireDefinitionSavedSchema,
    statuses: [400, 403, 404, 409],
    success: true,
    invalidates: changed,
  },
  /**
   * What the year's newest version changed (issue 61, item 3), against the year's previous version and against the
   * latest earlier year's newest definition (each null when there is none): the editor lists it, managers read it.
   */
  changes: {
    method: 'GET',
    path: '/admin/questionnaireDefinitions/:year/changes',
    name: 'Änderungen des Fragebogens laden',
    access: 'staff',
    personalData: 'none',
    params: { year: 'number' },
    output: DefinitionChangesSchema,
    statuses: [400, 403, 404],
  },
});
