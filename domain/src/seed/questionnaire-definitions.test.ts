import { checkQuestionnaireDefinition } from '@dtp/contract/questionnaire-check';
import { createPrng } from '../prng';
import { questionsOf, scoreQuestionnaire } from '@dtp/contract/questionnaire-score';
import { seedAnswers } from './questionnaire-answers';
import { seedQuestionnaireDefinition } from './questionnaire-definitions';

// The seed's questionnaire and the answers of its done tests (issue 43, item 1).

describe('questionnaire seed', () => {
  const definition = seedQuestionnaireDefinition(2023);

  test('the seed definition passes the admin import check', () => {
    expect(checkQuestionnaireDefinition(definition)).toEqual({ ok: true, definition });
    expect(definition).toMatchObject({ year: 2023, version: 1, title: 'Fragebogen 2023' });
    expect(seedQuestionnaireDefinition(2024).title).toBe('Fragebogen 2024');
  });

  test('it has the sections of a golf-club test in page order, premium sections after them', () => {
    const normalTitles = definition.sections.filter((s) => !s.premiumOnly).map((s) => s.title);
    expect(normalTitles).toEqual([
      'Buchung und Telefon',
      'Anreise und Parken',
      'Sekretariat und Empfang',
      'Proshop',
      'Übungsanlagen',
      'Der Platz: Abschläge, Fairways, Grüns, Bunker',
      'Platzpflege und Beschilderung',
      'Starter und Marshal',
      'Umkleiden und Sanitäranlagen',
      'Gastronomie',
      'Gesamteindruck',
    ]);
    expect(definition.sections.filter((s) => s.premiumOnly).map((s) => s.title)).toEqual(['Premium: Service und Details', 'Premium: Clubhaus und Atmosphäre']);
    const questions = definition.sections.flatMap((s) => s.questions);
    expect(questions.some((q) => q.premiumOnly)).toBe(true);
    expect(questions.filter((q) => q.kind === 'photos').map((q) => q.id)).toEqual(['arrival.photos', 'course.photos', 'changing-rooms.photos', 'gastronomy.photos']);
    for (const section of definition.sections) expect(section.questions.filter((q) => q.kind === 'text')).toHaveLength(1);
  });

  test('a copy per call: changing one definition leaves the next untouched', () => {
    const changed = seedQuestionnaireDefinition(2023);
    changed.sections[0]!.questions = [];
    expect(seedQuestionnaireDefinition(2023)).toEqual(definition);
  });

  describe.each([false, true])('seed answers (premium test: %s)', (premiumTest) => {
    const seen = questionsOf(definition, premiumTest).flatMap((s) => s.questions);

    test.each([1, 2, 3, 42, 2023])('seed %i: every required question is answered, with existing options only', (seed) => {
      const answers = seedAnswers(definition, premiumTest, createPrng(seed).next);
      for (const question of seen.filter((q) => q.required)) {
        const answer = answers[question.id];
        expect([question.id, answer === undefined]).toEqual([question.id, false]);
        if (answer?.notApplicable) expect([question.id, question.allowNotApplicable]).toEqual([question.id, true]);
      }
      const seenIds = new Set(seen.map((q) => q.id));
      for (const [id, answer] of Object.entries(answers)) {
        expect([id, seenIds.has(id)]).toEqual([id, true]);
        const question = seen.find((q) => q.id === id)!;
        if (answer.option !== undefined) expect(question.options.map((o) => o.value)).toContain(answer.option);
        expect(answer.photoIds).toBeUndefined();
      }
      const total = scoreQuestionnaire(definition, answers, { premiumTest }).total.percent;
      expect(total).toBeGreaterThanOrEqual(40);
      expect(total).toBeLessThanOrEqual(100);
    });

    test('the same random function gives the same answers', () => {
      expect(seedAnswers(definition, premiumTest, createPrng(7).next)).toEqual(seedAnswers(definition, premiumTest, createPrng(7).next));
    });
  });

  test('premium answers reach the premium parts, normal ones never', () => {
    const normal = seedAnswers(definition, false, createPrng(5).next);
    const premium = seedAnswers(definition, true, createPrng(5).next);
    expect(Object.keys(normal).some((id) => id.startsWith('premium-'))).toBe(false);
    expect(Object.keys(premium).some((id) => id.startsWith('premium-'))).toBe(true);
  });

  test('scores vary between tests but stay plausible', () => {
    const totals = Array.from({ length: 40 }, (_, seed) => scoreQuestionnaire(definition, seedAnswers(definition, seed % 2 === 0, createPrng(seed).next), { premiumTest: seed % 2 === 0 }).total.percent ?? 0);
    expect(Math.min(...totals)).toBeGreaterThanOrEqual(40);
    expect(Math.max(...totals) - Math.min(...totals)).toBeGreaterThan(10);
  });
});
