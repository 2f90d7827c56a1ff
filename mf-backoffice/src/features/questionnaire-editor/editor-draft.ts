import { asciiName } from '@dtp/api-client';
import type { QuestionKind, QuestionnaireDefinition } from '@dtp/api-client/questionnaire';
import { germanNumberText } from '@dtp/shared-ui';

// The editor's draft of a questionnaire definition (issue 61, item 1): what the admin types, numbers as the typed
// text, each page, question and answer with a local key for React and the moves. toDefinition (editor-definition.ts)
// makes the definition the checker and the import take.

export interface OptionDraft {
  key: string;
  /** The stored value answers and conditions name. A new answer's follows its label until it is saved. */
  value: string;
  /** Made in this editor and not yet saved: its value may still follow the label. */
  fresh: boolean;
  label: string;
  points: string;
}

export interface ConditionDraft {
  questionId: string;
  answers: string[];
}

export interface QuestionDraft {
  key: string;
  /** Stable once made: answers are keyed by it. */
  id: string;
  kind: QuestionKind;
  text: string;
  help: string;
  required: boolean;
  allowNotApplicable: boolean;
  weight: string;
  premiumOnly: boolean;
  options: OptionDraft[];
  maxPhotos: string;
  unit: string;
  showIf: ConditionDraft | null;
}

export interface SectionDraft {
  key: string;
  id: string;
  title: string;
  intro: string;
  premiumOnly: boolean;
  questions: QuestionDraft[];
}

export interface EditorDraft {
  year: number;
  version: number;
  title: string;
  sections: SectionDraft[];
}

let nextKey = 0;
/** A key for React lists and moves; never saved. */
export const newKey = (): string => `k${++nextKey}`;

export function draftOf(definition: QuestionnaireDefinition): EditorDraft {
  return {
    year: definition.year,
    version: definition.version,
    title: definition.title,
    sections: definition.sections.map((section) => ({
      key: newKey(),
      id: section.id,
      title: section.title,
      intro: section.intro,
      premiumOnly: section.premiumOnly,
      questions: section.questions.map((question) => ({
        key: newKey(),
        id: question.id,
        kind: question.kind,
        text: question.text,
        help: question.help,
        required: question.required,
        allowNotApplicable: question.allowNotApplicable,
        weight: germanNumberText(question.weight),
        premiumOnly: question.premiumOnly,
        options: question.options.map((option) => ({ key: newKey(), value: option.value, fresh: false, label: option.label, points: germanNumberText(option.points) })),
        maxPhotos: question.maxPhotos === undefined ? '' : String(question.maxPhotos),
        unit: question.unit ?? '',
        showIf: question.showIf ? { questionId: question.showIf.questionId, answers: [...question.showIf.answers] } : null,
      })),
    })),
  };
}

/** 'Schöne Aussicht!' → 'schoene-aussicht': lower case letters, digits and hyphens, as ids and values take them. */
export function slugOf(text: string): string {
  return asciiName(text, { lowerCase: true }).slice(0, 40).replace(/-+$/, '');
}

/** `base`, or `base-2`, `base-3` … : the first that is not taken. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const questionIdsOf = (draft: EditorDraft): Set<string> => new Set(draft.sections.flatMap((s) => s.questions.map((q) => q.id)));
export const sectionIdsOf = (draft: EditorDraft): Set<string> => new Set(draft.sections.map((s) => s.id));

/** The options a kind starts with: the seed's five-step scale ('1' … '5'), Ja/Nein ('yes', 'no'), two choices; none for the others. */
export function defaultOptions(kind: QuestionKind): OptionDraft[] {
  const option = (value: string, label: string, points: number, fresh = false): OptionDraft => ({ key: newKey(), value, fresh, label, points: String(points) });
  if (kind === 'scale') return ['sehr schlecht', 'schlecht', 'mittelmäßig', 'gut', 'sehr gut'].map((label, i) => option(String(i + 1), label, i));
  if (kind === 'yesNo') return [option('yes', 'Ja', 1), option('no', 'Nein', 0)];
  if (kind === 'choice') return [option('antwort-1', 'Antwort 1', 1, true), option('antwort-2', 'Antwort 2', 0, true)];
  return [];
}

/** The same draft with new keys: a draft restored from an earlier page load must not share this load's keys. */
export const rekeyed = (draft: EditorDraft): EditorDraft => ({
  ...draft,
  sections: draft.sections.map((section) => ({
    ...section,
    key: newKey(),
    questions: section.questions.map((question) => ({ ...question, key: newKey(), options: question.options.map((option) => ({ ...option, key: newKey() })) })),
  })),
});

/** The draft as a text that ignores keys: equal texts, nothing changed. */
export const draftText = (draft: EditorDraft): string => JSON.stringify(draft, (name, value: unknown) => (name === 'key' || name === 'fresh' ? undefined : value));

/** A new question at the end of a page: a scale question with an id of its page's, unique and never changed. */
export function newQuestion(draft: EditorDraft, section: SectionDraft): QuestionDraft {
  const taken = questionIdsOf(draft);
  let n = section.questions.length + 1;
  while (taken.has(`${section.id}.frage-${n}`)) n++;
  return {
    key: newKey(),
    id: `${section.id}.frage-${n}`,
    kind: 'scale',
    text: '',
    help: '',
    required: true,
    allowNotApplicable: false,
    weight: '1',
    premiumOnly: false,
    options: defaultOptions('scale'),
    maxPhotos: '',
    unit: '',
    showIf: null,
  };
}

export function newSection(draft: EditorDraft, title: string): SectionDraft {
  const section: SectionDraft = { key: newKey(), id: uniqueId(`seite-${draft.sections.length + 1}`, sectionIdsOf(draft)), title, intro: '', premiumOnly: false, questions: [] };
  return { ...section, questions: [newQuestion(draft, section)] };
}
