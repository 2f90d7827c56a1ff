import * as v from 'valibot';
import { germanNumber } from './german-formats';
import type { Question, QuestionnaireDefinition, QuestionSection } from './questionnaire';

// What changed between two questionnaire definitions (issue 61, item 3): the questions added, removed and changed,
// by question id (stable across versions and years), and per section whether its score is still comparable. The one
// owner for the editor's list of changes, the server's call and the 'nicht vergleichbar' of the club's report and
// 'Auswertung'. Pure: the editor computes its unsaved draft's changes in the browser with it.

/**
 * What of a question changed: its text or help ('text'), its weight, its options' points (an option added or
 * removed, a points value: 'points'), only its options' labels, values or order ('options', wording), its kind,
 * its condition, premium only, required, 'nicht beurteilbar', the number of photos or the unit ('details'), or its page.
 */
export const QuestionChangeFields = ['text', 'weight', 'points', 'options', 'kind', 'condition', 'premium', 'required', 'notApplicable', 'details', 'section'] as const;
export type QuestionChangeField = (typeof QuestionChangeFields)[number];

/** Why a section's score is not comparable: a scoring question added or removed, a weight, points, kind, condition, premium or page changed. */
export const IncomparableReasons = ['questions', 'weights', 'points', 'conditions', 'premium'] as const;
export type IncomparableReason = (typeof IncomparableReasons)[number];

const QuestionRefSchema = v.object({ id: v.string(), text: v.string(), sectionId: v.string(), sectionTitle: v.string(), weight: v.number(), scores: v.boolean() });
export type QuestionRef = v.InferOutput<typeof QuestionRefSchema>;

export const QuestionChangeSchema = v.object({
  id: v.string(),
  /** The question as it is now (after). */
  text: v.string(),
  sectionId: v.string(),
  sectionTitle: v.string(),
  fields: v.array(v.picklist(QuestionChangeFields)),
  /** One German line per changed field: „Gewichtung 2 → 3“. */
  details: v.array(v.string()),
  /** The change makes its section's score incomparable. */
  affectsScore: v.boolean(),
});
export type QuestionChange = v.InferOutput<typeof QuestionChangeSchema>;

export const SectionComparabilitySchema = v.object({
  id: v.string(),
  title: v.string(),
  /** 'added': only after, 'removed': only before, 'kept': in both (its title or premium flag may have changed). */
  status: v.picklist(['added', 'removed', 'kept']),
  /** A kept section whose score means the same as before; an added or removed one is never comparable. */
  comparable: v.boolean(),
  reasons: v.array(v.picklist(IncomparableReasons)),
  /** Title, intro or premium flag of the page changed. */
  pageChanged: v.boolean(),
});
export type SectionComparability = v.InferOutput<typeof SectionComparabilitySchema>;

export const QuestionnaireChangesSchema = v.object({
  /** The definitions compared: year and version of each. */
  before: v.object({ year: v.number(), version: v.number() }),
  after: v.object({ year: v.number(), version: v.number() }),
  added: v.array(QuestionRefSchema),
  removed: v.array(QuestionRefSchema),
  changed: v.array(QuestionChangeSchema),
  /** The sections of after in order, then those removed. */
  sections: v.array(SectionComparabilitySchema),
});
export type QuestionnaireChanges = v.InferOutput<typeof QuestionnaireChangesSchema>;

/** A question counts in the score: it has options, a weight above 0 and an option with points (questionnaire-score.ts). */
export const scoresPoints = (q: Question): boolean => q.weight > 0 && q.options.some((o) => o.points > 0);

/** A question with the page it is on. */
export interface Placed {
  question: Question;
  section: QuestionSection;
}

function placed(definition: QuestionnaireDefinition): Map<string, Placed> {
  return new Map(definition.sections.flatMap((section) => section.questions.map((question) => [question.id, { question, section }] as const)));
}

const refOf = ({ question, section }: Placed): QuestionRef => ({
  id: question.id,
  text: question.text,
  sectionId: section.id,
  sectionTitle: section.title,
  weight: question.weight,
  scores: scoresPoints(question),
});

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The reason a field's change gives for an incomparable score when the question scores before or after. */
const REASON_OF: Partial<Record<QuestionChangeField, IncomparableReason>> = {
  weight: 'weights',
  points: 'points',
  kind: 'points',
  condition: 'conditions',
  premium: 'premium',
  section: 'questions',
};

function changedFields(a: Placed, b: Placed): QuestionChangeField[] {
  const [qa, qb] = [a.question, b.question];
  const fields: QuestionChangeField[] = [];
  if (qa.text !== qb.text || qa.help !== qb.help) fields.push('text');
  if (qa.weight !== qb.weight) fields.push('weight');
  if (!same(qa.options.map((o) => o.points), qb.options.map((o) => o.points))) fields.push('points');
  else if (!same(qa.options, qb.options)) fields.push('options');
  if (qa.kind !== qb.kind) fields.push('kind');
  if (!same(qa.showIf, qb.showIf)) fields.push('condition');
  if (qa.premiumOnly !== qb.premiumOnly) fields.push('premium');
  if (qa.required !== qb.required) fields.push('required');
  if (qa.allowNotApplicable !== qb.allowNotApplicable) fields.push('notApplicable');
  if (qa.maxPhotos !== qb.maxPhotos || (qa.unit ?? '') !== (qb.unit ?? '')) fields.push('details');
  if (a.section.id !== b.section.id) fields.push('section');
  return fields;
}

/**
 * What changed from `before` to `after`, by question id: added, removed and changed questions in the order of the
 * definition they are in, and per section whether its score is comparable. Not comparable: a scoring question
 * (weight above 0 and points) added, removed or moved to another page, or of a question that scores before or
 * after a changed weight, option points, kind, condition or premium flag. Wording (text, help, option labels),
 * required and 'nicht beurteilbar' leave the score comparable.
 */
export function questionnaireChanges(before: QuestionnaireDefinition, after: QuestionnaireDefinition): QuestionnaireChanges {
  const [old, now] = [placed(before), placed(after)];
  const reasons = new Map<string, Set<IncomparableReason>>();
  const incomparable = (sectionId: string, reason: IncomparableReason) => reasons.set(sectionId, (reasons.get(sectionId) ?? new Set()).add(reason));

  const added = [...now.values()].filter((p) => !old.has(p.question.id)).map(refOf);
  const removed = [...old.values()].filter((p) => !now.has(p.question.id)).map(refOf);
  for (const q of [...added, ...removed]) if (q.scores) incomparable(q.sectionId, 'questions');

  const changed: QuestionChange[] = [];
  for (const b of now.values()) {
    const a = old.get(b.question.id);
    if (!a) continue;
    const fields = changedFields(a, b);
    if (fields.length === 0) continue;
    const scores = scoresPoints(a.question) || scoresPoints(b.question);
    const affecting = scores ? fields.flatMap((f) => REASON_OF[f] ?? []) : [];
    for (const reason of affecting) {
      incomparable(b.section.id, reason);
      incomparable(a.section.id, reason);
    }
    changed.push({
      id: b.question.id,
      text: b.question.text,
      sectionId: b.section.id,
      sectionTitle: b.section.title,
      fields,
      details: fields.map((field) => QuestionnaireChangeTexts.field(field, a, b)),
      affectsScore: affecting.length > 0,
    });
  }

  const oldSections = new Map(before.sections.map((s) => [s.id, s]));
  const newIds = new Set(after.sections.map((s) => s.id));
  const sections: SectionComparability[] = [
    ...after.sections.map((s): SectionComparability => {
      const previous = oldSections.get(s.id);
      const why = IncomparableReasons.filter((r) => reasons.get(s.id)?.has(r));
      if (!previous) return { id: s.id, title: s.title, status: 'added', comparable: false, reasons: why, pageChanged: false };
      const pageChanged = previous.title !== s.title || previous.intro !== s.intro || previous.premiumOnly !== s.premiumOnly;
      return { id: s.id, title: s.title, status: 'kept', comparable: why.length === 0, reasons: why, pageChanged };
    }),
    ...before.sections
      .filter((s) => !newIds.has(s.id))
      .map((s): SectionComparability => ({ id: s.id, title: s.title, status: 'removed', comparable: false, reasons: IncomparableReasons.filter((r) => reasons.get(s.id)?.has(r)), pageChanged: false })),
  ];
  return { before: { year: before.year, version: before.version }, after: { year: after.year, version: after.version }, added, removed, changed, sections };
}

/** Whether anything changed at all (questions or pages). */
export const hasChanges = (changes: QuestionnaireChanges): boolean =>
  changes.added.length + changes.removed.length + changes.changed.length > 0 || changes.sections.some((s) => s.status !== 'kept' || s.pageChanged);

/** The ids of the sections whose score is not comparable, with why: what the report and 'Auswertung' mark. */
export function incomparableSections(changes: QuestionnaireChanges): Map<string, IncomparableReason[]> {
  return new Map(changes.sections.filter((s) => s.status === 'kept' && !s.comparable).map((s) => [s.id, s.reasons]));
}

const weightText = (weight: number) => germanNumber(weight);
const pointsText = (q: Question) => (q.options.length === 0 ? 'keine Antworten' : q.options.map((o) => germanNumber(o.points)).join(' / '));
const conditionText = (q: Question) => (q.showIf ? `nur wenn „${q.showIf.questionId}“ = ${q.showIf.answers.join(', ')}` : 'immer gefragt');
const yesNo = (flag: boolean) => (flag ? 'ja' : 'nein');

const REASON_WORDS: Record<IncomparableReason, string> = {
  questions: 'Fragen',
  weights: 'Gewichte',
  points: 'Punkte',
  conditions: 'Bedingungen',
  premium: 'Premium-Fragen',
};

export const QuestionnaireChangeTexts = {
  /** Beside the previous season's figure: the word, and the short reason. */
  notComparable: 'nicht vergleichbar',
  /** „Fragen oder Gewichte geändert“: the reasons named, joined. */
  reason: (reasons: readonly IncomparableReason[]): string => {
    const words = (reasons.length === 0 ? (['questions'] as const) : reasons).map((r) => REASON_WORDS[r]);
    const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} oder ${words.at(-1)!}`;
    return `${list} geändert`;
  },
  /** „nicht vergleichbar (Fragen oder Gewichte geändert)“. */
  notComparableWithReason: (reasons: readonly IncomparableReason[]): string => `nicht vergleichbar (${QuestionnaireChangeTexts.reason(reasons)})`,
  added: 'Neue Frage',
  removed: 'Frage entfernt',
  sectionAdded: 'Neue Seite',
  sectionRemoved: 'Seite entfernt',
  pageChanged: 'Titel, Einleitung oder Premium der Seite geändert',
  field: (field: QuestionChangeField, a: Placed, b: Placed): string => {
    const [qa, qb] = [a.question, b.question];
    switch (field) {
      case 'text':
        return qa.text !== qb.text ? `Fragetext geändert (vorher: „${qa.text}“)` : 'Hilfetext geändert';
      case 'weight':
        return `Gewichtung ${weightText(qa.weight)} → ${weightText(qb.weight)}`;
      case 'points':
        return `Punkte der Antworten ${pointsText(qa)} → ${pointsText(qb)}`;
      case 'options':
        return 'Antworten umbenannt oder umgestellt (Punkte gleich)';
      case 'kind':
        return 'Art der Frage geändert';
      case 'condition':
        return `Bedingung: ${conditionText(qa)} → ${conditionText(qb)}`;
      case 'premium':
        return qb.premiumOnly ? 'jetzt nur im Premium-Test' : 'jetzt auch im normalen Test';
      case 'required':
        return `Pflichtfrage: ${yesNo(qa.required)} → ${yesNo(qb.required)}`;
      case 'notApplicable':
        return `„nicht beurteilbar“ erlaubt: ${yesNo(qa.allowNotApplicable)} → ${yesNo(qb.allowNotApplicable)}`;
      case 'details':
        return 'Anzahl der Fotos oder Einheit geändert';
      case 'section':
        return `verschoben von Seite „${a.section.title}“ nach „${b.section.title}“`;
    }
  },
  /** The editor's note under a section whose score changed: it is no longer comparable with last season. */
  sectionNotComparable: (title: string, reasons: readonly IncomparableReason[], against: string) =>
    `Seite „${title}“: ${QuestionnaireChangeTexts.reason(reasons)} – das Ergebnis dieser Seite ist nicht mehr mit ${against} vergleichbar.`,
} as const;

/**
 * GET /admin/questionnaireDefinitions/{year}/changes: what the year's newest version changed against the year's
 * previous version and against the newest definition of the latest earlier year; null where there is none.
 */
export const DefinitionChangesSchema = v.object({
  year: v.number(),
  /** The newest version of the year, the one compared. */
  version: v.number(),
  previousVersion: v.nullable(QuestionnaireChangesSchema),
  previousYear: v.nullable(QuestionnaireChangesSchema),
});
export type DefinitionChanges = v.InferOutput<typeof DefinitionChangesSchema>;
