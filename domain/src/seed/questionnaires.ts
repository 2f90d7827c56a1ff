import { testingReached } from '@dtp/contract/statuses';
import type { Prng } from '../prng';
import type { QuestionnaireDefinitionRow, QuestionnaireRow, TestingRow, WaveRow } from '../state';
import { seedAnswers } from './questionnaire-answers';
import { seedQuestionnaireDefinition } from './questionnaire-definitions';

/** The year the seed's runtime configuration names as the questionnaire's active year (config/runtime.base.json). */
export const SEED_ACTIVE_QUESTIONNAIRE_YEAR = 2025;

/**
 * The seed's questionnaires (issue 43): a definition for every season the seed has and for the active year,
 * and the answers of every test from 'Test eingegangen' on, released by CMC, so the reports have data.
 */
export function seedQuestionnaires(
  prng: Prng,
  testings: readonly TestingRow[],
  waves: readonly WaveRow[],
): { questionnaireDefinitions: QuestionnaireDefinitionRow[]; questionnaires: QuestionnaireRow[] } {
  const years = [...new Set([...waves.map((w) => w.year), SEED_ACTIVE_QUESTIONNAIRE_YEAR])].sort();
  const questionnaireDefinitions = years.map((year, i) => ({
    id: 90_000 + i,
    year,
    version: 1,
    definition: seedQuestionnaireDefinition(year),
    createdAt: `${year}-01-15T09:00:00.000Z`,
  }));
  const definitionOf = new Map(questionnaireDefinitions.map((d) => [d.year, d]));
  const yearOf = new Map(waves.map((w) => [w.id, w.year]));
  const questionnaires: QuestionnaireRow[] = [];
  for (const testing of testings) {
    if (!testingReached(testing.progress, 'DONE') || !testing.date) continue;
    const definition = definitionOf.get(yearOf.get(testing.waveId) ?? 0);
    if (!definition) continue;
    const submittedAt = `${testing.date}T18:30:00.000Z`;
    questionnaires.push({
      id: testing.id,
      definitionId: definition.id,
      progress: 'RELEASED',
      answers: seedAnswers(definition.definition, testing.premiumTest, prng.next),
      revision: 1,
      savedAt: submittedAt,
      submittedAt,
      releasedAt: submittedAt,
      returnReason: '',
    });
  }
  return { questionnaireDefinitions, questionnaires };
}
