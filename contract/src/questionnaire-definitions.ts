import * as v from 'valibot';
import { YearSchema } from './wire-format';

// The admin's questionnaire definitions (issue 43, item 1): per season year the newest version, exported and
// imported as JSON (checked by questionnaire-check.ts), or copied from the year before. A version a
// questionnaire was saved on is frozen: an import then makes the next version.

/** One year's definition as the administration lists it: its newest version and how far it is in use. */
export const QuestionnaireDefinitionSummarySchema = v.object({
  year: YearSchema,
  version: v.number(),
  title: v.string(),
  /** Pages and questions, premium ones included. */
  sections: v.number(),
  questions: v.number(),
  premiumQuestions: v.number(),
  /** Questionnaires saved on this (the newest) version: any, and an import makes a new version. */
  questionnaires: v.number(),
  /** Questionnaires on older versions of the year, which keep them. */
  olderQuestionnaires: v.number(),
  createdAt: v.string(),
});
export type QuestionnaireDefinitionSummary = v.InferOutput<typeof QuestionnaireDefinitionSummarySchema>;

export const QuestionnaireDefinitionListSchema = v.object({
  definitions: v.array(QuestionnaireDefinitionSummarySchema),
  /** The season year: the year the administration offers first (with the next one) for an import or a copy. */
  seasonYear: YearSchema,
});
export type QuestionnaireDefinitionList = v.InferOutput<typeof QuestionnaireDefinitionListSchema>;

/** What an import or a copy did: a new version, the unused newest version replaced, or nothing (the same definition). */
export const QuestionnaireDefinitionOutcomes = ['created', 'replaced', 'unchanged'] as const;
export const QuestionnaireDefinitionSavedSchema = v.object({
  outcome: v.picklist(QuestionnaireDefinitionOutcomes),
  definition: QuestionnaireDefinitionSummarySchema,
});
export type QuestionnaireDefinitionSaved = v.InferOutput<typeof QuestionnaireDefinitionSavedSchema>;

/** The body of an import: the definition as JSON, checked by `checkQuestionnaireDefinition`; year and version are the platform's. */
export const QuestionnaireDefinitionImportSchema = v.unknown();

/** The export's file name: Fragebogen-2025-Version-2.json. */
export const questionnaireDefinitionFileName = (year: number, version: number): string => `Fragebogen-${year}-Version-${version}.json`;

export const QuestionnaireDefinitionTexts = {
  /** The server's 400 when the file has errors: the first ones, one per line. */
  invalid: (count: number) => (count === 1 ? 'Die Datei enthält einen Fehler:' : `Die Datei enthält ${count} Fehler:`),
  copyExists: (year: number) => `Für ${year} gibt es schon einen Fragebogen. Um ihn zu ändern, importieren Sie eine Datei.`,
  noEarlierYear: (year: number) => `Vor ${year} gibt es keinen Fragebogen, der übernommen werden könnte.`,
  outcome: (saved: QuestionnaireDefinitionSaved): string => {
    const { year, version } = saved.definition;
    if (saved.outcome === 'unchanged') return `Der Fragebogen ${year} ist unverändert (Version ${version}).`;
    if (saved.outcome === 'replaced') return `Der Fragebogen ${year}, Version ${version}, wurde ersetzt.`;
    return version === 1
      ? `Der Fragebogen ${year} wurde angelegt (Version 1).`
      : `Der Fragebogen ${year} hat jetzt die Version ${version}. Schon begonnene Fragebögen bleiben auf ihrer Version.`;
  },
} as const;
