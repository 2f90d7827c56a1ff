import type { Question, QuestionnaireDefinition, QuestionSection } from './questionnaire';
import { conditionText, missingAnswers, shownQuestionIds, withoutHiddenAnswers } from './questionnaire-conditions';
import { scoreQuestionnaire } from './questionnaire-score';

// Questions that follow earlier answers (issue 61, item 4): asked, required and scored only when shown.

describe('questionnaire conditions', () => {
  const YES_NO = [
    { value: 'yes', label: 'Ja', points: 1 },
    { value: 'no', label: 'Nein', points: 0 },
  ];
  const SCALE = ['1', '2', '3'].map((value, i) => ({ value, label: `Stufe ${value}`, points: i }));
  const question = (id: string, fields: Partial<Question> = {}): Question => ({
    id, kind: 'scale', text: id, help: '', required: true, allowNotApplicable: true, weight: 1, premiumOnly: false, options: SCALE, ...fields,
  });
  // cart.offered → cart.state (only after 'Ja') → cart.clean (only after cart.state 2 or 3), on the next page.
  const sections: QuestionSection[] = [
    { id: 'a', title: 'Ankunft', intro: '', premiumOnly: false, questions: [question('cart.offered', { kind: 'yesNo', text: 'Wurde Ihnen ein Cart angeboten?', options: YES_NO }), question('cart.state', { showIf: { questionId: 'cart.offered', answers: ['yes'] } })] },
    { id: 'b', title: 'Platz', intro: '', premiumOnly: false, questions: [question('cart.clean', { showIf: { questionId: 'cart.state', answers: ['2', '3'] } }), question('course')] },
  ];
  const definition: QuestionnaireDefinition = { year: 2025, version: 1, title: 'Fragebogen', sections };

  test('a question is asked when the question it names is asked and answered with one of the answers', () => {
    expect([...shownQuestionIds(sections, {})]).toEqual(['cart.offered', 'course']);
    expect([...shownQuestionIds(sections, { 'cart.offered': { option: 'yes' } })]).toEqual(['cart.offered', 'cart.state', 'course']);
    expect([...shownQuestionIds(sections, { 'cart.offered': { option: 'yes' }, 'cart.state': { option: '3' } })]).toEqual(['cart.offered', 'cart.state', 'cart.clean', 'course']);
    // 'nicht beurteilbar' hides, and a hidden question hides what follows it, whatever its own answer.
    expect(shownQuestionIds(sections, { 'cart.offered': { notApplicable: true } }).has('cart.state')).toBe(false);
    expect(shownQuestionIds(sections, { 'cart.offered': { option: 'no' }, 'cart.state': { option: '3' } }).has('cart.clean')).toBe(false);
  });

  test('a hidden question is not required', () => {
    expect(missingAnswers(sections, { 'cart.offered': { option: 'no' }, course: { option: '1' } })).toEqual([]);
    expect(missingAnswers(sections, { 'cart.offered': { option: 'yes' }, course: { option: '1' } }).map((gap) => gap.question.id)).toEqual(['cart.state']);
  });

  test('a hidden question counts neither way in the score, like N/A', () => {
    const answers = { 'cart.offered': { option: 'no' }, 'cart.state': { option: '1' }, 'cart.clean': { option: '1' }, course: { option: '3' } };
    // Shown: cart.offered 0 of 1, course 1 of 1; the hidden 0-point answers do not pull it down.
    expect(scoreQuestionnaire(definition, answers, { premiumTest: false }).total).toEqual({ percent: 50, points: 1, possible: 2 });
    // Shown with 'Ja': cart.offered 1 of 1, cart.state 0 of 1 (its 'Stufe 1'), course 1 of 1; cart.clean stays hidden.
    const shown = { ...answers, 'cart.offered': { option: 'yes' } };
    expect(scoreQuestionnaire(definition, shown, { premiumTest: false }).total).toEqual({ percent: 66.7, points: 2, possible: 3 });
  });

  test('a submit drops the answers of hidden questions and keeps answers of questions it does not know', () => {
    const answers = { 'cart.offered': { option: 'no' }, 'cart.state': { option: '1' }, course: { option: '3' }, 'premium.only': { option: '1' } };
    expect(withoutHiddenAnswers(sections, answers)).toEqual({ 'cart.offered': { option: 'no' }, course: { option: '3' }, 'premium.only': { option: '1' } });
  });

  test('the condition reads as German with the question and the answers labels', () => {
    expect(conditionText(sections[0]!.questions[1]!, sections)).toBe('nur wenn „Wurde Ihnen ein Cart angeboten?“ = „Ja“');
    expect(conditionText(sections[1]!.questions[0]!, sections)).toBe('nur wenn „cart.state“ = „Stufe 2“ oder „Stufe 3“');
    expect(conditionText(sections[1]!.questions[1]!, sections)).toBeNull();
  });
});
