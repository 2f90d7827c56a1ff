import type { Answers, Question, QuestionnaireDefinition, QuestionSection } from './questionnaire';
import { questionsOf, scoreQuestionnaire } from './questionnaire-score';

// The questionnaire score (issue 43, item 2): weighted points over possible points, N/A and unanswered count
// neither way, premium parts only on premium tests.

describe('questionnaire score', () => {
  const SCALE = ['1', '2', '3', '4', '5'].map((value, i) => ({ value, label: `Stufe ${value}`, points: i }));
  const YES_NO = [
    { value: 'yes', label: 'Ja', points: 1 },
    { value: 'no', label: 'Nein', points: 0 },
  ];

  function question(id: string, fields: Partial<Question> = {}): Question {
    return { id, kind: 'scale', text: id, help: '', required: true, allowNotApplicable: false, weight: 1, premiumOnly: false, options: SCALE, ...fields };
  }
  function section(id: string, questions: Question[], premiumOnly = false): QuestionSection {
    return { id, title: `Seite ${id}`, intro: '', premiumOnly, questions };
  }
  function definition(...sections: QuestionSection[]): QuestionnaireDefinition {
    return { year: 2023, version: 1, title: 'Fragebogen 2023', sections };
  }
  const normal = { premiumTest: false };
  const premium = { premiumTest: true };

  test('a question gives weight × option points / highest points out of its weight', () => {
    const def = definition(section('a', [question('a.scale', { weight: 3 }), question('a.yes', { kind: 'yesNo', weight: 2, options: YES_NO })]));
    const score = scoreQuestionnaire(def, { 'a.scale': { option: '4' }, 'a.yes': { option: 'yes' } }, normal);
    // 3 × 3/4 + 2 × 1/1 = 4.25 of 5
    expect(score.total).toEqual({ percent: 85, points: 4.25, possible: 5 });
    expect(score.sections).toEqual([{ sectionId: 'a', title: 'Seite a', score: { percent: 85, points: 4.25, possible: 5 } }]);
  });

  test('weights shift the total toward the heavier question', () => {
    const def = definition(section('a', [question('a.heavy', { weight: 3 }), question('a.light', { weight: 1 })]));
    const answers: Answers = { 'a.heavy': { option: '5' }, 'a.light': { option: '1' } };
    expect(scoreQuestionnaire(def, answers, normal).total.percent).toBe(75);
  });

  test("'nicht beurteilbar' and unanswered questions count neither way", () => {
    const def = definition(
      section('a', [question('a.good'), question('a.na', { allowNotApplicable: true }), question('a.optional', { required: false })]),
    );
    const score = scoreQuestionnaire(def, { 'a.good': { option: '5' }, 'a.na': { notApplicable: true } }, normal);
    expect(score.total).toEqual({ percent: 100, points: 1, possible: 1 });
  });

  test('questions without options, with weight 0 or with an unknown option count neither way', () => {
    const def = definition(
      section('a', [
        question('a.scored'),
        question('a.info', { kind: 'choice', weight: 0 }),
        question('a.text', { kind: 'text', weight: 0, options: [] }),
        question('a.unknown'),
      ]),
    );
    const answers: Answers = { 'a.scored': { option: '3' }, 'a.info': { option: '1' }, 'a.text': { text: 'Schön' }, 'a.unknown': { option: '9' } };
    expect(scoreQuestionnaire(def, answers, normal).total).toEqual({ percent: 50, points: 0.5, possible: 1 });
  });

  test('premium sections and questions count only on premium tests', () => {
    const def = definition(
      section('a', [question('a.all'), question('a.premium', { premiumOnly: true })]),
      section('p', [question('p.extra')], true),
    );
    const answers: Answers = { 'a.all': { option: '5' }, 'a.premium': { option: '1' }, 'p.extra': { option: '1' } };

    const onNormal = scoreQuestionnaire(def, answers, normal);
    expect(onNormal.total).toEqual({ percent: 100, points: 1, possible: 1 });
    expect(onNormal.sections.map((s) => s.sectionId)).toEqual(['a']);

    const onPremium = scoreQuestionnaire(def, answers, premium);
    expect(onPremium.total).toEqual({ percent: 33.3, points: 1, possible: 3 });
    expect(onPremium.sections.map((s) => [s.sectionId, s.score.percent])).toEqual([['a', 50], ['p', 0]]);
  });

  test('the total is over all counted questions, not the mean of the sections', () => {
    const def = definition(section('a', [question('a.1'), question('a.2'), question('a.3')]), section('b', [question('b.1')]));
    const answers: Answers = { 'a.1': { option: '5' }, 'a.2': { option: '5' }, 'a.3': { option: '5' }, 'b.1': { option: '1' } };
    const score = scoreQuestionnaire(def, answers, normal);
    expect(score.sections.map((s) => s.score.percent)).toEqual([100, 0]);
    expect(score.total.percent).toBe(75);
  });

  test('percent is null where nothing counts', () => {
    const def = definition(section('a', [question('a.1', { allowNotApplicable: true })]), section('b', [question('b.text', { kind: 'text', weight: 0, options: [] })]));
    const score = scoreQuestionnaire(def, { 'a.1': { notApplicable: true }, 'b.text': { text: 'Alles gut' } }, normal);
    expect(score.total).toEqual({ percent: null, points: 0, possible: 0 });
    expect(score.sections.map((s) => s.score.percent)).toEqual([null, null]);
    expect(scoreQuestionnaire(definition(), {}, normal).total.percent).toBeNull();
  });

  test('percent is rounded to one decimal, points to two', () => {
    const def = definition(section('a', [question('a.1'), question('a.2'), question('a.3', { options: YES_NO, kind: 'yesNo' })]));
    // 3/4 + 2/4 + 0 = 1.25 of 3 → 41.666… %
    const score = scoreQuestionnaire(def, { 'a.1': { option: '4' }, 'a.2': { option: '3' }, 'a.3': { option: 'no' } }, normal);
    expect(score.total).toEqual({ percent: 41.7, points: 1.25, possible: 3 });
    // 2 × 1/3 of 2 → 33.333… %
    const thirds = definition(section('b', [question('b.1', { weight: 2, kind: 'choice', options: [0, 1, 3].map((points) => ({ value: `p${points}`, label: `${points}`, points })) })]));
    expect(scoreQuestionnaire(thirds, { 'b.1': { option: 'p1' } }, normal).total).toEqual({ percent: 33.3, points: 0.67, possible: 2 });
  });

  test('questionsOf leaves out premium parts on a normal test and sections left empty', () => {
    const def = definition(
      section('a', [question('a.all'), question('a.premium', { premiumOnly: true })]),
      section('b', [question('b.premium', { premiumOnly: true })]),
      section('p', [question('p.extra')], true),
    );
    expect(questionsOf(def, false).map((s) => [s.id, s.questions.map((q) => q.id)])).toEqual([['a', ['a.all']]]);
    expect(questionsOf(def, true)).toEqual(def.sections);
  });
});
