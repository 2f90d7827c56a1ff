import { MIN_CLUBS_FOR_AVERAGE, type AssociationAverage, type FindingFigures, type PreviousSeason } from '@dtp/contract/season-results';
import { roundPercent } from '@dtp/contract/german-formats';
import type { QuestionnaireScore } from '@dtp/contract/questionnaire';
import type { Db } from '../db';
import type { FindingRow, QuestionnaireDefinitionRow, TestingRow } from '../state';
import { scoreQuestionnaire } from '@dtp/contract/questionnaire-score';
import { IncomparableReasons, incomparableSections, questionnaireChanges, type IncomparableReason } from '@dtp/contract/questionnaire-changes';

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

/**
 * Where last season's figures are not comparable with this season's (issue 61, item 3): the sections kept in both
 * questionnaires whose score changed (questionnaire-changes.ts), and for the total the reasons of every section that
 * changed its score, a page added or removed with scoring questions included. The same version: nothing.
 */
export function incomparableBetween(previous: Pick<ReleasedResult, 'definition'>, own: Pick<ReleasedResult, 'definition'>): { sections: Map<string, IncomparableReason[]>; total: IncomparableReason[] } {
  if (previous.definition.id === own.definition.id) return { sections: new Map(), total: [] };
  const changes = questionnaireChanges(previous.definition.definition, own.definition.definition);
  const sections = incomparableSections(changes);
  const total = new Set(changes.sections.flatMap((s) => s.reasons));
  return { sections, total: IncomparableReasons.filter((r) => total.has(r)) };
}

/**
 * The previous season beside a season's results in 'Auswertung' (issue 61, item 3): the latest earlier season with
 * released questionnaires, its average, and the figures the questionnaire changed between the seasons: every
 * definition version used in one season against every one used in the other (a season's results mix its versions).
 * null for a season without released questionnaires (nothing to compare) or without an earlier one.
 */
export async function previousSeasonBeside(db: Db, year: number, season: readonly ReleasedResult[]): Promise<PreviousSeason | null> {
  if (season.length === 0) return null;
  const previousYear = (await releasedYears(db)).find((y) => y < year);
  if (previousYear === undefined) return null;
  const before = await releasedResults(db, previousYear);
  const versions = (results: readonly ReleasedResult[]) => [...new Map(results.map((r) => [r.definition.id, r])).values()];
  const incomparable = new Map<string, Set<IncomparableReason>>();
  const total = new Set<IncomparableReason>();
  for (const old of versions(before)) {
    for (const now of versions(season)) {
      const between = incomparableBetween(old, now);
      for (const [id, reasons] of between.sections) incomparable.set(id, new Set([...(incomparable.get(id) ?? []), ...reasons]));
      for (const reason of between.total) total.add(reason);
    }
  }
  const ordered = (reasons: ReadonlySet<IncomparableReason>) => IncomparableReasons.filter((r) => reasons.has(r));
  return {
    year: previousYear,
    average: associationAverage(before),
    incomparable: Object.fromEntries([...incomparable].map(([id, reasons]) => [id, ordered(reasons)])),
    totalIncomparable: ordered(total),
  };
}

/**
 * What became of findings (issue 62) in 'Auswertung': how many (not those CMC dropped), the share the next test found
 * fixed of those it judged ('behoben' or 'wiederkehrend'; 'nicht vergleichbar' judges nothing), null while it judged
 * none, and how many came back ('wiederkehrend').
 */
export function findingFigures(findings: readonly FindingRow[]): Required<FindingFigures> {
  const counted = findings.filter((f) => f.droppedAt === null);
  const resolved = counted.filter((f) => f.result?.outcome === 'RESOLVED').length;
  const recurring = counted.filter((f) => f.result?.outcome === 'RECURRING').length;
  const judged = resolved + recurring;
  return { findings: counted.length, resolvedPercent: judged === 0 ? null : roundPercent((resolved / judged) * 100, 1), recurring };
}
