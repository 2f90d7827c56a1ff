import type { Question, QuestionnaireDefinition, QuestionSection } from './questionnaire';
import { hasChanges, incomparableSections, questionnaireChanges, QuestionnaireChangeTexts as T } from './questionnaire-changes';

// What changed in a questionnaire (issue 61, item 3): questions added, removed and changed by id, and per section
// whether its score is still comparable (weights, points, scoring questions) or only its wording changed.

const SCALE = ['1', '2', '3'].map((value, i) => ({ value, label: `Stufe ${value}`, points: i }));

function question(id: string, fields: Partial<Question> = {}): Question {
  return { id, kind: 'scale', text: `Frage ${id}`, help: '', required: true, allowNotApplicable: false, weight: 1, premiumOnly: false, options: SCALE, ...fields };
}
function section(id: string, questions: Question[], fields: Partial<QuestionSection> = {}): QuestionSection {
  return { id, title: `Seite ${id}`, intro: '', premiumOnly: false, questions, ...fields };
}
function definition(version: number, ...sections: QuestionSection[]): QuestionnaireDefinition {
  return { year: 2025, version, title: 'Fragebogen', sections };
}

const base = definition(1, section('a', [question('a.one'), question('a.two', { weight: 2 })]), section('b', [question('b.one'), question('b.note', { kind: 'text', weight: 0, options: [] })]));

/** base with the question `id` replaced by `fields` applied to it. */
function withQuestion(id: string, fields: Partial<Question>): QuestionnaireDefinition {
  return { ...base, version: 2, sections: base.sections.map((s) => ({ ...s, questions: s.questions.map((q) => (q.id === id ? { ...q, ...fields } : q)) })) };
}

describe('questionnaireChanges', () => {
  test('the same definition: nothing changed, every section comparable', () => {
    const changes = questionnaireChanges(base, { ...base, version: 2 });
    expect(hasChanges(changes)).toBe(false);
    expect(changes.sections.map((s) => [s.id, s.status, s.comparable])).toEqual([
      ['a', 'kept', true],
      ['b', 'kept', true],
    ]);
    expect(changes.before).toEqual({ year: 2025, version: 1 });
    expect(changes.after).toEqual({ year: 2025, version: 2 });
  });

  test('a changed wording (text, help, option labels) is listed but keeps the section comparable', () => {
    const after = withQuestion('a.one', { text: 'Neuer Text', help: 'Hilfe', options: SCALE.map((o) => ({ ...o, label: `${o.label}!` })) });
    const changes = questionnaireChanges(base, after);
    expect(changes.changed).toEqual([
      {
        id: 'a.one',
        text: 'Neuer Text',
        sectionId: 'a',
        sectionTitle: 'Seite a',
        fields: ['text', 'options'],
        details: ['Fragetext geändert (vorher: „Frage a.one“)', 'Antworten umbenannt oder umgestellt (Punkte gleich)'],
        affectsScore: false,
      },
    ]);
    expect(changes.sections.every((s) => s.comparable)).toBe(true);
    expect(incomparableSections(changes).size).toBe(0);
  });

  test('a changed weight makes its section incomparable, the other stays comparable', () => {
    const changes = questionnaireChanges(base, withQuestion('a.two', { weight: 2.5 }));
    expect(changes.changed.map((c) => [c.id, c.fields, c.details, c.affectsScore])).toEqual([['a.two', ['weight'], ['Gewichtung 2 → 2,5'], true]]);
    expect(changes.sections.map((s) => [s.id, s.comparable, s.reasons])).toEqual([
      ['a', false, ['weights']],
      ['b', true, []],
    ]);
    expect([...incomparableSections(changes)]).toEqual([['a', ['weights']]]);
  });

  test("changed option points make the section incomparable and name before and after", () => {
    const changes = questionnaireChanges(base, withQuestion('b.one', { options: SCALE.map((o) => ({ ...o, points: o.points * 2 })) }));
    expect(changes.changed[0]).toMatchObject({ id: 'b.one', fields: ['points'], details: ['Punkte der Antworten 0 / 1 / 2 → 0 / 2 / 4'], affectsScore: true });
    expect([...incomparableSections(changes)]).toEqual([['b', ['points']]]);
  });

  test('a scoring question added or removed makes its section incomparable; a question without points does not', () => {
    const after = definition(
      2,
      section('a', [question('a.one'), question('a.two', { weight: 2 }), question('a.new')]),
      section('b', [question('b.one'), question('b.info', { weight: 0 })]),
    );
    const changes = questionnaireChanges(base, after);
    expect(changes.added.map((q) => [q.id, q.sectionId, q.scores])).toEqual([
      ['a.new', 'a', true],
      ['b.info', 'b', false],
    ]);
    expect(changes.removed.map((q) => [q.id, q.scores])).toEqual([['b.note', false]]);
    expect([...incomparableSections(changes)]).toEqual([['a', ['questions']]]);
  });

  test("a weight changed on a question that does not score (text) is listed without touching the score", () => {
    const changes = questionnaireChanges(base, withQuestion('b.note', { weight: 3 }));
    expect(changes.changed[0]).toMatchObject({ id: 'b.note', fields: ['weight'], affectsScore: false });
    expect(incomparableSections(changes).size).toBe(0);
  });

  test('condition, premium and kind of a scoring question change its score; required and N/A do not', () => {
    const conditional = questionnaireChanges(base, withQuestion('a.two', { showIf: { questionId: 'a.one', answers: ['3'] } }));
    expect(conditional.changed[0]!.details).toEqual(['Bedingung: immer gefragt → nur wenn „a.one“ = 3']);
    expect([...incomparableSections(conditional)]).toEqual([['a', ['conditions']]]);
    const premium = questionnaireChanges(base, withQuestion('a.two', { premiumOnly: true, required: false }));
    expect(premium.changed[0]!.details).toEqual(['jetzt nur im Premium-Test', 'Pflichtfrage: ja → nein']);
    expect([...incomparableSections(premium)]).toEqual([['a', ['premium']]]);
    const settings = questionnaireChanges(base, withQuestion('a.two', { required: false, allowNotApplicable: true }));
    expect(settings.changed[0]!.fields).toEqual(['required', 'notApplicable']);
    expect(incomparableSections(settings).size).toBe(0);
  });

  test('a scoring question moved to another page makes both pages incomparable', () => {
    const after = definition(2, section('a', [question('a.one')]), section('b', [question('a.two', { weight: 2 }), question('b.one'), question('b.note', { kind: 'text', weight: 0, options: [] })]));
    const changes = questionnaireChanges(base, after);
    expect(changes.changed.map((c) => [c.id, c.details])).toEqual([['a.two', ['verschoben von Seite „Seite a“ nach „Seite b“']]]);
    expect([...incomparableSections(changes)]).toEqual([
      ['a', ['questions']],
      ['b', ['questions']],
    ]);
  });

  test('pages added, removed and retitled', () => {
    const after = definition(2, section('a', base.sections[0]!.questions, { title: 'Ankunft' }), section('c', [question('c.one')]));
    const changes = questionnaireChanges(base, after);
    expect(changes.sections.map((s) => [s.id, s.status, s.comparable, s.pageChanged])).toEqual([
      ['a', 'kept', true, true],
      ['c', 'added', false, false],
      ['b', 'removed', false, false],
    ]);
    expect(hasChanges(changes)).toBe(true);
    // Only kept sections are 'nicht vergleichbar': a new or removed one has no figure on the other side.
    expect(incomparableSections(changes).size).toBe(0);
  });

  test('the German reason beside a previous figure', () => {
    expect(T.reason(['questions', 'weights'])).toBe('Fragen oder Gewichte geändert');
    expect(T.reason(['weights', 'points', 'conditions'])).toBe('Gewichte, Punkte oder Bedingungen geändert');
    expect(T.notComparableWithReason(['points'])).toBe('nicht vergleichbar (Punkte geändert)');
    expect(T.sectionNotComparable('Ankunft', ['weights'], 'dem Vorjahr')).toBe('Seite „Ankunft“: Gewichte geändert – das Ergebnis dieser Seite ist nicht mehr mit dem Vorjahr vergleichbar.');
  });
});
