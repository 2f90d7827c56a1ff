import {
  DEFAULT_MEASURE_SETTINGS,
  FindingOutcomeLabels,
  isOverdue,
  MeasureStateLabels,
  MeasureTexts,
  type ClubFinding,
  type EarlierFinding,
  type Finding,
  type FindingOutcome,
  type Measure,
  type MeasureSettings,
} from '@dtp/contract/club-measures';
import { percentText, type Answers, type QuestionSection } from '@dtp/contract/questionnaire';
import { shownQuestionIds } from '@dtp/contract/questionnaire-conditions';
import { answerText } from '@dtp/contract/questionnaire-review';
import { isScoredQuestion, questionPercent, questionsOf } from '@dtp/contract/questionnaire-score';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { DomainState, FindingRow, QuestionnaireDefinitionRow, TestingRow } from '../state';
import { isoTimestampOf } from '../views';
import { berlinDay } from './reminder-occasions';

// What the club does about its result (issue 62; contract/club-measures.ts). The one owner of findings:
// - a release makes a finding of every scored question the test asked that earned less than the threshold
//   (`findingsFromRelease`), and decides every earlier finding of the club ('behoben', 'wiederkehrend', or 'nicht
//   vergleichbar' when the question's id is gone from the new questionnaire or the question was not counted);
// - CMC adds one from the review or drops one, and closes the club's plan of a season;
// - the club answers each on its report page (handlers/club-measures.ts) until the plan is closed.
// Every change is recorded in the finding's Verlauf (subject 'finding:ID'). Nothing here names the tester.

export const findingSubject = (id: number): string => `finding:${id}`;

/** The threshold set in the administration, with the default for what was never set. */
export const measureSettingsOf = (settings: DomainState['settings']): MeasureSettings => ({ ...DEFAULT_MEASURE_SETTINGS, ...settings.measures });

const OPEN_MEASURE: Measure = { state: 'OPEN', text: '', who: '', until: null, photoId: null, at: null };

/** The asked questions of a released questionnaire with their share of the points and their section. */
interface AskedQuestion {
  section: QuestionSection;
  question: QuestionSection['questions'][number];
  percent: number | null;
}

function askedQuestions(definition: QuestionnaireDefinitionRow, testing: TestingRow, answers: Answers): AskedQuestion[] {
  const sections = questionsOf(definition.definition, testing.premiumTest);
  const shown = shownQuestionIds(sections, answers);
  return sections.flatMap((section) =>
    section.questions.filter((q) => shown.has(q.id)).map((question) => ({ section, question, percent: questionPercent(question, answers) })),
  );
}

/** The tester's remark on the section: its free-text answers (each page has one), never their name. */
function sectionRemark(section: QuestionSection, answers: Answers): string {
  return section.questions
    .filter((q) => q.kind === 'text')
    .map((q) => answers[q.id]?.text?.trim() ?? '')
    .filter((t) => t !== '')
    .join(' · ');
}

async function record(db: Db, finding: FindingRow, from: string, to: string): Promise<void> {
  await db.recordHistory({ subject: findingSubject(finding.id), what: 'MEASURE', from, to });
}

function newFinding(id: number, testing: TestingRow, year: number, asked: AskedQuestion, answers: Answers, source: FindingRow['source'], thresholdPercent: number): FindingRow {
  return {
    id,
    thresholdPercent,
    clubId: testing.clubId,
    year,
    testingId: testing.id,
    source,
    sectionTitle: asked.section.title,
    questionId: asked.question.id,
    questionText: asked.question.text,
    answer: answerText(asked.question, answers[asked.question.id]),
    comment: sectionRemark(asked.section, answers),
    percent: asked.percent,
    measure: { ...OPEN_MEASURE },
    droppedAt: null,
    closedAt: null,
    result: null,
    resultTestingId: null,
  };
}

interface Released {
  testing: TestingRow;
  year: number;
  definition: QuestionnaireDefinitionRow;
  answers: Answers;
}

/** A released questionnaire of a testing, with what a finding needs; null before the release. */
export async function releasedOf(db: Db, testingId: number): Promise<Released | null> {
  const row = await db.get('questionnaire', testingId);
  const testing = await db.testing(testingId);
  if (!row || row.progress !== 'RELEASED' || !testing) return null;
  const definition = await db.get('questionnaireDefinition', row.definitionId);
  const wave = await db.wave(testing.waveId);
  return definition && wave ? { testing, year: wave.year, definition, answers: row.answers } : null;
}

/**
 * At a release: the earlier findings of the club are decided by this test, then this test's own findings are made.
 * Runs in the release's unit of work; a second call for the same testing changes nothing.
 */
export async function findingsFromRelease(db: Db, testingId: number): Promise<void> {
  const released = await releasedOf(db, testingId);
  if (!released) return;
  const { testing, year, definition, answers } = released;
  const threshold = measureSettingsOf(db.settings).thresholdPercent;
  const asked = askedQuestions(definition, testing, answers);
  const byId = new Map(asked.map((a) => [a.question.id, a]));
  const findings = await db.find('finding', { clubId: testing.clubId });

  for (const earlier of findings.filter((f) => f.year < year && f.droppedAt === null && f.result === null)) {
    const percent = byId.get(earlier.questionId)?.percent ?? null;
    const outcome: FindingOutcome = percent === null ? 'INCOMPARABLE' : percent >= threshold ? 'RESOLVED' : 'RECURRING';
    earlier.result = { outcome, year, percent };
    earlier.resultTestingId = testing.id;
    await record(db, earlier, MeasureTexts.history.created, MeasureTexts.history.result(FindingOutcomeLabels[outcome], year));
  }

  const existing = new Set(findings.filter((f) => f.testingId === testing.id).map((f) => f.questionId));
  for (const entry of asked) {
    if (entry.percent === null || entry.percent >= threshold || existing.has(entry.question.id)) continue;
    const finding = await db.add('finding', newFinding(await db.nextId(), testing, year, entry, answers, 'RELEASE', threshold));
    await record(db, finding, MeasureTexts.history.from(finding.questionText), MeasureTexts.history.release(percentText(finding.percent)));
  }
}

/** Why a question of a released questionnaire cannot be added: not released (409), not a scored question (400), already one (409). */
export type AddRefusal = 'notReleased' | 'notScored' | 'already' | 'closed';

/** 'Als Handlungsfeld aufnehmen': any scored question the test asked, whatever its points; a dropped one comes back. */
export async function addFinding(db: Db, testingId: number, questionId: string): Promise<FindingRow | AddRefusal> {
  const released = await releasedOf(db, testingId);
  if (!released) return 'notReleased';
  const entry = askedQuestions(released.definition, released.testing, released.answers).find((a) => a.question.id === questionId);
  if (!entry || !isScoredQuestion(entry.question)) return 'notScored';
  const ofTesting = await db.find('finding', { testingId });
  if (ofTesting.some((f) => f.closedAt !== null)) return 'closed';
  const known = ofTesting.find((f) => f.questionId === questionId);
  if (known && known.droppedAt === null) return 'already';
  if (known) {
    known.droppedAt = null;
    await record(db, known, MeasureTexts.history.from(known.questionText), MeasureTexts.history.manual);
    return known;
  }
  const finding = await db.add('finding', newFinding(await db.nextId(), released.testing, released.year, entry, released.answers, 'MANUAL', measureSettingsOf(db.settings).thresholdPercent));
  await record(db, finding, MeasureTexts.history.from(finding.questionText), MeasureTexts.history.manual);
  return finding;
}

/** 'Handlungsfeld entfernen': the club no longer sees it; false once the plan is closed. */
export async function dropFinding(db: Db, clock: Clock, finding: FindingRow): Promise<boolean> {
  if (finding.closedAt !== null) return false;
  if (finding.droppedAt !== null) return true;
  finding.droppedAt = isoTimestampOf(clock.now());
  await record(db, finding, MeasureTexts.history.from(finding.questionText), MeasureTexts.history.dropped);
  return true;
}

/** 'Plan abschließen' / 'Plan wieder öffnen' for the club's findings of a season. */
export async function closePlan(db: Db, clock: Clock, clubId: number, year: number, closed: boolean): Promise<void> {
  const at = isoTimestampOf(clock.now());
  for (const finding of (await db.find('finding', { clubId })).filter((f) => f.year === year && f.droppedAt === null)) {
    if ((finding.closedAt !== null) === closed) continue;
    finding.closedAt = closed ? at : null;
    await record(db, finding, MeasureTexts.history.from(finding.questionText), closed ? MeasureTexts.history.closed : MeasureTexts.history.reopened);
  }
}

/** The club's answer to one finding, recorded in its Verlauf when it changed. */
export async function answerFinding(db: Db, clock: Clock, finding: FindingRow, measure: Omit<Measure, 'at'>): Promise<void> {
  const same = (Object.keys(measure) as (keyof typeof measure)[]).every((k) => finding.measure[k] === measure[k]);
  if (same) return;
  finding.measure = { ...measure, at: isoTimestampOf(clock.now()) };
  await record(db, finding, MeasureTexts.history.from(finding.questionText), MeasureTexts.history.answered(MeasureStateLabels[measure.state]));
}

/** The day in Berlin the clock shows, for 'überfällig'. */
export const todayOf = (clock: Clock): string => berlinDay(clock.now());

/** A finding as the back office lists it. */
export function findingView(finding: FindingRow, clubName: string, today: string): Finding {
  const { droppedAt: _dropped, resultTestingId: _decidedBy, thresholdPercent: _threshold, ...rest } = finding;
  return { ...rest, clubName, overdue: isOverdue(finding.measure, today) };
}

/** The findings the club sees on its report page: those of the testing, not dropped, in the questionnaire's order. */
export async function clubFindingsOf(db: Db, testingId: number): Promise<{ findings: ClubFinding[]; closed: boolean; earlier: EarlierFinding[] }> {
  const own = (await db.find('finding', { testingId })).filter((f) => f.droppedAt === null);
  const testing = await db.testing(testingId);
  const decided = testing ? (await db.find('finding', { clubId: testing.clubId })).filter((f) => f.resultTestingId === testingId && f.droppedAt === null && f.result) : [];
  return {
    findings: own.map(({ id, sectionTitle, questionText, answer, comment, percent, measure }) => ({ id, sectionTitle, questionText, answer, comment, percent, measure })),
    closed: own.some((f) => f.closedAt !== null),
    earlier: decided.map((f) => ({
      year: f.year,
      sectionTitle: f.sectionTitle,
      questionText: f.questionText,
      before: f.percent,
      now: f.result!.percent,
      outcome: f.result!.outcome,
      measure: f.measure,
    })),
  };
}

/** Clubs with at least one overdue measure (the cockpit's count). */
export async function clubsWithOverdueMeasures(db: Db, today: string): Promise<number> {
  const findings = (await db.find('finding')).filter((f) => f.droppedAt === null && isOverdue(f.measure, today));
  return new Set(findings.map((f) => f.clubId)).size;
}
