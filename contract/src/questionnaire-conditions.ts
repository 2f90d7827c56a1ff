import { isAnswered, type Answers, type Question, type QuestionSection } from './questionnaire';

// Questions that follow earlier answers (issue 61, item 4): the one owner of "is this question asked?" (and so of
// "which required answer is missing") for the
// tester's form, the server's submit, the score, the review, the print and the club's report.
//
// A question with `showIf` is asked when the question it names is asked itself and answered with one of the
// given option values; 'nicht beurteilbar' or no answer hides it. The checker (questionnaire-check.ts) makes sure
// the named question comes earlier, so one pass in page order decides every question.

/** The ids of the questions asked with these answers, over the sections as the test sees them (premium filtered). */
export function shownQuestionIds(sections: readonly QuestionSection[], answers: Answers): Set<string> {
  const shown = new Set<string>();
  for (const section of sections) {
    for (const question of section.questions) {
      if (conditionHolds(question, answers, shown)) shown.add(question.id);
    }
  }
  return shown;
}

function conditionHolds(question: Question, answers: Answers, shownBefore: ReadonlySet<string>): boolean {
  const condition = question.showIf;
  if (!condition) return true;
  if (!shownBefore.has(condition.questionId)) return false;
  const option = answers[condition.questionId]?.option;
  return option !== undefined && condition.answers.includes(option);
}

/** The answers without those of questions the answers hide: what a submit keeps (typed answers stay until then). */
export function withoutHiddenAnswers(sections: readonly QuestionSection[], answers: Answers): Answers {
  const shown = shownQuestionIds(sections, answers);
  return Object.fromEntries(Object.entries(answers).filter(([questionId]) => shown.has(questionId) || !isQuestionOf(sections, questionId)));
}

const isQuestionOf = (sections: readonly QuestionSection[], questionId: string): boolean =>
  sections.some((section) => section.questions.some((question) => question.id === questionId));

/** The label of a question its condition hid, in the review, the print and the club's report. */
export const NOT_ASKED_LABEL = 'nicht gefragt';

/**
 * The condition as every screen and PDF writes it: 'nur wenn „Wurde Ihnen ein Cart angeboten?“ = „Ja“' (several
 * answers joined by 'oder'); null without a condition. An answer value the question does not have is shown as it is.
 */
export function conditionText(question: Question, sections: readonly QuestionSection[]): string | null {
  const condition = question.showIf;
  if (!condition) return null;
  const source = sections.flatMap((section) => section.questions).find((q) => q.id === condition.questionId);
  const labels = condition.answers.map((value) => `„${source?.options.find((option) => option.value === value)?.label ?? value}“`);
  return `nur wenn „${source?.text ?? condition.questionId}“ = ${labels.join(' oder ')}`;
}

/** The kinds of question a condition can name: those answered with an option. */
export const CONDITION_SOURCE_KINDS: readonly Question['kind'][] = ['scale', 'yesNo', 'choice'];

/** A required question left unanswered, and where: `page` counts from 1. */
export interface MissingAnswer {
  page: number;
  section: QuestionSection;
  question: Question;
}

/**
 * The required questions left unanswered, in page order: the screen checks before a submit, the server on it.
 * A question its condition hides is not asked, so never missing.
 */
export function missingAnswers(sections: readonly QuestionSection[], answers: Answers): MissingAnswer[] {
  const shown = shownQuestionIds(sections, answers);
  return sections.flatMap((section, index) =>
    section.questions.filter((q) => q.required && shown.has(q.id) && !isAnswered(answers[q.id])).map((question) => ({ page: index + 1, section, question })),
  );
}

/** „Bitte beantworten Sie auf Seite 3 („Sekretariat und Empfang“) die Frage „…“ (und 2 weitere Pflichtfragen).“ */
export function missingAnswerMessage(gap: MissingAnswer, more = 0): string {
  const rest = more > 0 ? ` (und ${more} weitere Pflichtfrage${more === 1 ? '' : 'n'})` : '';
  return `Bitte beantworten Sie auf Seite ${gap.page} („${gap.section.title}“) die Frage „${gap.question.text}“${rest}.`;
}
