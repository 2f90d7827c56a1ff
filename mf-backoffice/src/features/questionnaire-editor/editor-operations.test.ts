import type { QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { definitionOf, draftIssues } from './editor-definition';
import { draftOf } from './editor-draft';
import { addOption, addQuestion, addSection, changeKind, duplicateQuestion, moveQuestion, setCondition, updateOptionLabel, updateQuestion } from './editor-operations';

// The editor's changes to a draft (issue 61, item 1): ids made once and never changed, moves across pages, a new
// answer's value that follows its label (and the condition naming it), and the typed numbers the checker cannot take.

const definition: QuestionnaireDefinition = {
  year: 2030,
  version: 1,
  title: 'Fragebogen 2030',
  sections: [
    {
      id: 'empfang',
      title: 'Empfang',
      intro: '',
      premiumOnly: false,
      questions: [
        { id: 'empfang.cart', kind: 'yesNo', text: 'Cart angeboten?', help: '', required: true, allowNotApplicable: false, weight: 1, premiumOnly: false, options: [{ value: 'yes', label: 'Ja', points: 1 }, { value: 'no', label: 'Nein', points: 0 }] },
      ],
    },
    { id: 'platz', title: 'Platz', intro: '', premiumOnly: false, questions: [] },
  ],
};
const ID = /^[a-z0-9][a-z0-9.-]*$/;

test('new and copied questions get unique ids of the id pattern; existing ids stay', () => {
  let draft = addQuestion(draftOf(definition), 0);
  draft = addQuestion(draft, 0);
  draft = duplicateQuestion(draft, 0, 0);
  const ids = draft.sections[0]!.questions.map((q) => q.id);
  expect(ids).toEqual(['empfang.cart', 'empfang.cart-kopie', 'empfang.frage-2', 'empfang.frage-3']);
  for (const id of ids) expect(id).toMatch(ID);
  draft = updateQuestion(draft, 0, 2, { text: 'Ganz anders' });
  expect(draft.sections[0]!.questions[2]!.id).toBe('empfang.frage-2');
  draft = addSection(draft, 'Neue Seite');
  expect(draft.sections[2]).toMatchObject({ id: 'seite-3', title: 'Neue Seite' });
  expect(draft.sections[2]!.questions[0]!.id).toBe('seite-3.frage-1');
});

test("a question moves past its page's edge onto the next page, and back", () => {
  let draft = moveQuestion(draftOf(definition), 0, 0, 1);
  expect(draft.sections.map((s) => s.questions.map((q) => q.id))).toEqual([[], ['empfang.cart']]);
  draft = moveQuestion(draft, 1, 0, -1);
  expect(draft.sections[0]!.questions.map((q) => q.id)).toEqual(['empfang.cart']);
  expect(moveQuestion(draft, 0, 0, -1)).toBe(draft);
});

test("a new answer's value follows its label, and the condition naming it follows too; a saved answer's stays", () => {
  let draft = addQuestion(draftOf(definition), 0);
  draft = changeKind(draft, 0, 1, 'yesNo');
  draft = changeKind(draft, 0, 1, 'choice');
  expect(draft.sections[0]!.questions[1]!.options.map((o) => o.value)).toEqual(['antwort-1', 'antwort-2']);
  draft = addOption(draft, 0, 1, 'Neue Antwort');
  draft = addQuestion(draft, 0);
  draft = setCondition(draft, 0, 2, { questionId: draft.sections[0]!.questions[1]!.id, answers: ['neue-antwort'] });
  draft = updateOptionLabel(draft, 0, 1, 2, 'Elektro-Cart');
  expect(draft.sections[0]!.questions[1]!.options.map((o) => o.label)).toEqual(['Antwort 1', 'Antwort 2', 'Elektro-Cart']);
  expect(draft.sections[0]!.questions[1]!.options[2]!.value).toBe('elektro-cart');
  expect(draft.sections[0]!.questions[2]!.showIf?.answers).toEqual(['elektro-cart']);
  draft = updateOptionLabel(draft, 0, 0, 0, 'Jawohl');
  expect(draft.sections[0]!.questions[0]!.options[0]!.value).toBe('yes');
});

test('a typed weight that is not a number is the editor\'s issue beside the weight; the checker gets the rest', () => {
  let draft = updateQuestion(draftOf(definition), 0, 0, { weight: 'hoch', text: '' });
  draft = addQuestion(draft, 1);
  draft = updateQuestion(draft, 1, 0, { text: 'Wie war der Zustand?' });
  draft = setCondition(draft, 1, 0, { questionId: 'nirgends', answers: ['yes'] });
  const issues = draftIssues(draft);
  expect(issues.map((issue) => [issue.place, issue.message])).toEqual([
    [{ section: 0, question: 0, field: 'weight' }, 'Bitte geben Sie eine Zahl ein, z. B. 1 oder 1,5.'],
    [{ section: 0, question: 0, field: 'text' }, expect.stringContaining('Fragetext')],
    [{ section: 1, question: 0, field: 'showIf' }, 'Die Bedingung nennt die Frage „nirgends“, die es im Fragebogen nicht gibt.'],
  ]);
  expect(definitionOf(updateQuestion(draft, 0, 0, { weight: '1,5' })).sections[0]!.questions[0]!.weight).toBe(1.5);
});
