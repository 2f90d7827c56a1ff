import { QuestionnaireTexts, type Answer, type Answers, type Question, type QuestionSection } from '@dtp/contract/questionnaire';
import { pageLink } from './app-url';
import { addDays } from './reminder-occasions';

/** The questionnaire opens this many days before the agreed test date (spec section 9: one week). */
export const QUESTIONNAIRE_OPENS_DAYS_BEFORE = 7;

/** The questionnaire's address in the platform at `appUrl` (ctx.appUrl), for mails: its route row 'show-questionnaire'. */
export const questionnaireLink = (appUrl: string, testingId: number): string => pageLink(appUrl, 'show-questionnaire', { testId: testingId });

/** The first day the tester may fill in the questionnaire of a test on `date` (yyyy-mm-dd). */
export const questionnaireOpensOn = (date: string): string => addDays(date, -QUESTIONNAIRE_OPENS_DAYS_BEFORE);

/** Why an answer does not fit its question, or null: an option the question has, N/A only where allowed, the kind's field. */
function answerProblem(question: Question, answer: Answer): string | null {
  if (answer.notApplicable) return question.allowNotApplicable ? null : QuestionnaireTexts.notApplicableNotAllowed;
  if (answer.option !== undefined && !question.options.some((o) => o.value === answer.option)) return QuestionnaireTexts.unknownOption;
  const fits: Record<Question['kind'], boolean> = {
    scale: answer.option !== undefined,
    yesNo: answer.option !== undefined,
    choice: answer.option !== undefined,
    number: answer.number !== undefined,
    text: answer.text !== undefined,
    photos: answer.photoIds !== undefined,
  };
  return fits[question.kind] ? null : QuestionnaireTexts.unknownOption;
}

/**
 * The answers a save keeps: those of questions the tester sees, each checked against its question.
 * Field errors are keyed 'answers.<question id>', the body's dot path; answers of unknown questions are refused too.
 */
export function checkAnswers(sections: readonly QuestionSection[], answers: Answers): Record<string, string> {
  const questions = new Map(sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
  const errors: Record<string, string> = {};
  for (const [id, answer] of Object.entries(answers)) {
    const question = questions.get(id);
    const problem = question ? answerProblem(question, answer) : QuestionnaireTexts.unknownOption;
    if (problem) errors[`answers.${id}`] = problem;
  }
  return errors;
}
