import type { QuestionKind } from '@dtp/api-client/questionnaire';
import {
  defaultOptions,
  newKey,
  newQuestion,
  newSection,
  questionIdsOf,
  slugOf,
  uniqueId,
  type EditorDraft,
  type OptionDraft,
  type QuestionDraft,
  type SectionDraft,
} from './editor-draft';

// What the editor's buttons and fields do to the draft: pure functions, each a new draft. Ids of existing
// questions never change (answers are keyed by them); a copy gets a new one.

const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

const withSection = (draft: EditorDraft, s: number, change: (section: SectionDraft) => SectionDraft): EditorDraft => ({
  ...draft,
  sections: draft.sections.map((section, i) => (i === s ? change(section) : section)),
});

const withQuestion = (draft: EditorDraft, s: number, q: number, change: (question: QuestionDraft) => QuestionDraft): EditorDraft =>
  withSection(draft, s, (section) => ({ ...section, questions: section.questions.map((question, i) => (i === q ? change(question) : question)) }));

export const updateSection = (draft: EditorDraft, s: number, patch: Partial<Pick<SectionDraft, 'title' | 'intro' | 'premiumOnly'>>) =>
  withSection(draft, s, (section) => ({ ...section, ...patch }));

export const addSection = (draft: EditorDraft, title: string): EditorDraft => ({ ...draft, sections: [...draft.sections, newSection(draft, title)] });

export const moveSection = (draft: EditorDraft, s: number, by: -1 | 1): EditorDraft => {
  const to = s + by;
  return to < 0 || to >= draft.sections.length ? draft : { ...draft, sections: moved(draft.sections, s, to) };
};

export const removeSection = (draft: EditorDraft, s: number): EditorDraft => ({ ...draft, sections: draft.sections.filter((_, i) => i !== s) });

/** A copy of a question with a new id (`<id>-kopie`), its answers and condition kept. */
function copyOf(question: QuestionDraft, taken: Set<string>): QuestionDraft {
  const id = uniqueId(`${question.id}-kopie`, taken);
  taken.add(id);
  return { ...question, key: newKey(), id, options: question.options.map((option) => ({ ...option, key: newKey() })) };
}

export const duplicateSection = (draft: EditorDraft, s: number): EditorDraft => {
  const source = draft.sections[s]!;
  const taken = questionIdsOf(draft);
  const id = uniqueId(`${source.id}-kopie`, new Set(draft.sections.map((section) => section.id)));
  const copy: SectionDraft = { ...source, key: newKey(), id, questions: source.questions.map((question) => copyOf(question, taken)) };
  return { ...draft, sections: [...draft.sections.slice(0, s + 1), copy, ...draft.sections.slice(s + 1)] };
};

export const addQuestion = (draft: EditorDraft, s: number, question?: QuestionDraft): EditorDraft =>
  withSection(draft, s, (section) => ({ ...section, questions: [...section.questions, question ?? newQuestion(draft, section)] }));

/** One step up or down; from a page's first or last place to the end of the page before or the start of the next. */
export function moveQuestion(draft: EditorDraft, s: number, q: number, by: -1 | 1): EditorDraft {
  const section = draft.sections[s]!;
  const to = q + by;
  if (to >= 0 && to < section.questions.length) return withSection(draft, s, (page) => ({ ...page, questions: moved(page.questions, q, to) }));
  const other = s + by;
  if (other < 0 || other >= draft.sections.length) return draft;
  const question = section.questions[q]!;
  const sections = draft.sections.map((page, i) => {
    if (i === s) return { ...page, questions: page.questions.filter((_, j) => j !== q) };
    if (i === other) return { ...page, questions: by < 0 ? [...page.questions, question] : [question, ...page.questions] };
    return page;
  });
  return { ...draft, sections };
}

export const duplicateQuestion = (draft: EditorDraft, s: number, q: number): EditorDraft =>
  withSection(draft, s, (section) => ({
    ...section,
    questions: [...section.questions.slice(0, q + 1), copyOf(section.questions[q]!, questionIdsOf(draft)), ...section.questions.slice(q + 1)],
  }));

export const removeQuestion = (draft: EditorDraft, s: number, q: number): EditorDraft =>
  withSection(draft, s, (section) => ({ ...section, questions: section.questions.filter((_, i) => i !== q) }));

type QuestionFields = Pick<QuestionDraft, 'text' | 'help' | 'required' | 'allowNotApplicable' | 'weight' | 'premiumOnly' | 'maxPhotos' | 'unit'>;
export const updateQuestion = (draft: EditorDraft, s: number, q: number, patch: Partial<QuestionFields>) =>
  withQuestion(draft, s, q, (question) => ({ ...question, ...patch }));

/** Another kind: its starting answers (kept between scale and choice); no answers, weight 0 for number, text, photos. */
export const changeKind = (draft: EditorDraft, s: number, q: number, kind: QuestionKind): EditorDraft =>
  withQuestion(draft, s, q, (question) => {
    const keepsOptions = (kind === 'scale' || kind === 'choice') && (question.kind === 'scale' || question.kind === 'choice');
    const scored = kind === 'scale' || kind === 'yesNo' || kind === 'choice';
    return {
      ...question,
      kind,
      options: keepsOptions ? question.options : defaultOptions(kind),
      weight: scored ? (question.weight === '0' ? '1' : question.weight) : '0',
      maxPhotos: kind === 'photos' && question.maxPhotos === '' ? '3' : question.maxPhotos,
    };
  });

/** The condition: none, another question (no answers chosen yet), or its answers. */
export const setCondition = (draft: EditorDraft, s: number, q: number, showIf: QuestionDraft['showIf']) =>
  withQuestion(draft, s, q, (question) => ({ ...question, showIf }));

const withOptions = (draft: EditorDraft, s: number, q: number, change: (options: OptionDraft[], question: QuestionDraft) => OptionDraft[]) =>
  withQuestion(draft, s, q, (question) => ({ ...question, options: change(question.options, question) }));

export const addOption = (draft: EditorDraft, s: number, q: number, label: string): EditorDraft =>
  withOptions(draft, s, q, (options) => {
    const value = uniqueId(slugOf(label) || 'antwort', new Set(options.map((option) => option.value)));
    return [...options, { key: newKey(), value, fresh: true, label, points: '0' }];
  });

export const moveOption = (draft: EditorDraft, s: number, q: number, o: number, by: -1 | 1): EditorDraft =>
  withOptions(draft, s, q, (options) => (o + by < 0 || o + by >= options.length ? options : moved(options, o, o + by)));

export const removeOption = (draft: EditorDraft, s: number, q: number, o: number): EditorDraft => withOptions(draft, s, q, (options) => options.filter((_, i) => i !== o));

export const updateOptionPoints = (draft: EditorDraft, s: number, q: number, o: number, points: string): EditorDraft =>
  withOptions(draft, s, q, (options) => options.map((option, i) => (i === o ? { ...option, points } : option)));

/**
 * A new label; a new answer's value follows it (unique in the question), and a condition naming the old value names
 * the new one. A saved answer's value stays: answers and conditions keep naming it.
 */
export function updateOptionLabel(draft: EditorDraft, s: number, q: number, o: number, label: string): EditorDraft {
  const question = draft.sections[s]!.questions[q]!;
  const option = question.options[o]!;
  const others = new Set(question.options.filter((_, i) => i !== o).map((other) => other.value));
  const value = option.fresh && slugOf(label) !== '' ? uniqueId(slugOf(label), others) : option.value;
  const next = withOptions(draft, s, q, (options) => options.map((item, i) => (i === o ? { ...item, label, value } : item)));
  if (value === option.value) return next;
  const rename = (answers: string[]) => answers.map((answer) => (answer === option.value ? value : answer));
  return {
    ...next,
    sections: next.sections.map((section) => ({
      ...section,
      questions: section.questions.map((item) => (item.showIf?.questionId === question.id ? { ...item, showIf: { ...item.showIf, answers: rename(item.showIf.answers) } } : item)),
    })),
  };
}

/** After a save: every answer is stored, so its value stays from now on. */
export const markSaved = (draft: EditorDraft): EditorDraft => ({
  ...draft,
  sections: draft.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({ ...question, options: question.options.map((option) => ({ ...option, fresh: false })) })),
  })),
});
