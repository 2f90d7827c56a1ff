import { MIN_CLUBS_FOR_AVERAGE, type AssociationAverage } from '@dtp/contract/season-results';
import type { QuestionnaireScore } from '@dtp/contract/questionnaire';
import type { Db } from '../db';
import type { QuestionnaireDefinitionRow, TestingRow } from '../state';
import { scoreQuestionnaire } from '@dtp/contract/questionnaire-score';

// The season's results (issue 45), with one owner: the released questionnaires' scores (questionnaire-score.ts) and
// the association's average. A released questionnaire counts; 'nicht beurteilbar' and unanswered optional questions
// are already left out of each score. A section's average is the mean of the percents of the questionnaires in which
// it counted (a premium section only on premium tests); the total's likewise.

/** One released questionnaire with its testing and score. */
export interface ReleasedResult {
  testing: TestingRow;
  definition: QuestionnaireDefinitionRow;
  score: QuestionnaireScore;
  releasedAt: string | null;
}

/** The released questionnaires of a season (the testing's wave's year), optionally of one club. */
export async function releasedResults(db: Db, year: number, clubId?: number): Promise<ReleasedResult[]> {
  const waves = await db.find('wave', { year });
  if (waves.length === 0) return [];
  const testings = await db.find('testing', clubId === undefined ? { waveId: waves.map((w) => w.id) } : { waveId: waves.map((w) => w.id), clubId });
  if (testings.length === 0) return [];
  const released = (await db.find('questionnaire', { id: testings.map((t) => t.id) })).filter((q) => q.progress === 'RELEASED');
  if (released.length === 0) return [];
  const definitions = new Map((await db.find('questionnaireDefinition', { id: [...new Set(released.map((q) => q.definitionId))] })).map((d) => [d.id, d]));
  const byId = new Map(testings.map((t) => [t.id, t]));
  return released.flatMap((q) => {
    const testing = byId.get(q.id);
    const definition = definitions.get(q.definitionId);
    if (!testing || !definition) return [];
    return [{ testing, definition, score: scoreQuestionnaire(definition.definition, q.answers, { premiumTest: testing.premiumTest }), releasedAt: q.releasedAt }];
  });
}

const mean = (values: readonly number[]): number | null => (values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10);

/**
 * The association's average over these results, without the club's own (`excludeClubId`): null when fewer than
 * MIN_CLUBS_FOR_AVERAGE other clubs count, so no single club's result can be inferred from it.
 */
export function associationAverage(results: readonly ReleasedResult[], excludeClubId?: number): AssociationAverage | null {
  const counted = results.filter((r) => r.testing.clubId !== excludeClubId);
  const clubs = new Set(counted.map((r) => r.testing.clubId)).size;
  if (clubs < MIN_CLUBS_FOR_AVERAGE) return null;
  const bySection = new Map<string, number[]>();
  for (const { score } of counted) {
    for (const { sectionId, score: s } of score.sections) if (s.percent !== null) bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), s.percent]);
  }
  return {
    clubs,
    total: mean(counted.flatMap((r) => (r.score.total.percent === null ? [] : [r.score.total.percent]))),
    sections: Object.fromEntries([...bySection].map(([id, values]) => [id, mean(values)])),
  };
}

/**
 * Every season (a testing's wave's year) with a released questionnaire, optionally of one club, the latest first:
 * the seasons `releasedResults` answers for.
 */
export async function releasedYears(db: Db, clubId?: number): Promise<number[]> {
  const own = clubId === undefined ? undefined : await db.find('testing', { clubId });
  if (own?.length === 0) return [];
  const released = (await db.find('questionnaire', own ? { id: own.map((t) => t.id) } : undefined)).filter((q) => q.progress === 'RELEASED');
  if (released.length === 0) return [];
  const testings = await db.find('testing', { id: released.map((q) => q.id) });
  const waves = await db.find('wave', { id: [...new Set(testings.map((t) => t.waveId))] });
  return [...new Set(waves.map((w) => w.year))].sort((a, b) => b - a);
}

/**
 * The association's average beside a club's results of one season (the back office's card on the club): the other
 * clubs' released questionnaires of the definition versions the club's were given on (one version, as the club's
 * report compares with `sameVersion`, unless the definition changed during the season); null below the minimum count.
 */
export function averageBeside(season: readonly ReleasedResult[], clubId: number): AssociationAverage | null {
  const versions = new Set(season.filter((r) => r.testing.clubId === clubId).map((r) => r.definition.id));
  return associationAverage(season.filter((r) => versions.has(r.definition.id)), clubId);
}

/** The results of one definition version only: what a club's report compares with. */
export const sameVersion = (results: readonly ReleasedResult[], definitionId: number): ReleasedResult[] => results.filter((r) => r.definition.id === definitionId);
