import type { Answers, Question, QuestionnaireDefinition, QuestionnaireScore, QuestionSection, Score } from './questionnaire';
import { shownQuestionIds } from './questionnaire-conditions';

/**
 * The questionnaire's score, the one owner for every screen, PDF, report and the editor's preview (issue 43,
 * item 2; in the contract since issue 61, so the back office's preview scores in the browser).
 *
 * A question counts when the test sees it (premium-only sections and questions only on a premium test), its
 * condition asks it (a hidden question counts like 'nicht beurteilbar'; questionnaire-conditions.ts), it has
 * options, its weight is above 0, and it is answered with one of its options. 'nicht beurteilbar', unanswered
 * questions and an option the question does not have count neither way. A counted question q gives
 *
 *   points(q)   = weight(q) × points(chosen option) / maxPoints(q)     (maxPoints = the highest option's points)
 *   possible(q) = weight(q)
 *
 * A section's percent = round₁(100 × Σ points / Σ possible) over its counted questions; the total's likewise over
 * all counted questions (not the mean of the sections). percent is null when Σ possible = 0. round₁ rounds to one
 * decimal; points and possible are reported rounded to two decimals, the percent comes from the exact sums.
 */
export function scoreQuestionnaire(definition: QuestionnaireDefinition, answers: Answers, { premiumTest }: { premiumTest: boolean }): QuestionnaireScore {
  const total = { points: 0, possible: 0 };
  const asked = questionsOf(definition, premiumTest);
  const shown = shownQuestionIds(asked, answers);
  const sections = asked.map((section) => {
    const sum = { points: 0, possible: 0 };
    for (const question of section.questions) {
      const counted = shown.has(question.id) ? countedQuestion(question, answers) : null;
      if (!counted) continue;
      sum.points += counted.points;
      sum.possible += counted.possible;
    }
    total.points += sum.points;
    total.possible += sum.possible;
    return { sectionId: section.id, title: section.title, score: scoreOf(sum) };
  });
  return { total: scoreOf(total), sections };
}

/**
 * The definition as a tester sees it: on a normal test without premium-only sections and questions, and without
 * a section that has no question left.
 */
export function questionsOf(definition: QuestionnaireDefinition, premiumTest: boolean): QuestionSection[] {
  if (premiumTest) return definition.sections;
  return definition.sections
    .filter((section) => !section.premiumOnly)
    .map((section) => ({ ...section, questions: section.questions.filter((question) => !question.premiumOnly) }))
    .filter((section) => section.questions.length > 0);
}

/** A question that can earn points: it has options and a weight above 0 (issue 62: only such a question can be a finding). */
export const isScoredQuestion = (question: Pick<Question, 'options' | 'weight'>): boolean => question.options.length > 0 && question.weight > 0;

/** The weighted points of one question, or null when it counts neither way. */
function countedQuestion(question: Question, answers: Answers): { points: number; possible: number } | null {
  if (!isScoredQuestion(question)) return null;
  const maxPoints = Math.max(...question.options.map((option) => option.points));
  if (maxPoints <= 0) return null;
  const answer = answers[question.id];
  if (!answer || answer.notApplicable) return null;
  const chosen = question.options.find((option) => option.value === answer.option);
  if (!chosen) return null;
  return { points: (question.weight * chosen.points) / maxPoints, possible: question.weight };
}

/**
 * One question's share of its points in percent, one decimal (issue 62: a finding below the threshold); null when it
 * counts neither way (no options or weight, 'nicht beurteilbar', unanswered). Whether it was asked is the caller's:
 * shownQuestionIds.
 */
export function questionPercent(question: Question, answers: Answers): number | null {
  const counted = countedQuestion(question, answers);
  return counted ? roundTo((100 * counted.points) / counted.possible, 1) : null;
}

function scoreOf({ points, possible }: { points: number; possible: number }): Score {
  return {
    percent: possible > 0 ? roundTo((100 * points) / possible, 1) : null,
    points: roundTo(points, 2),
    possible: roundTo(possible, 2),
  };
}

const roundTo = (n: number, digits: number): number => Math.round(n * 10 ** digits) / 10 ** digits;
