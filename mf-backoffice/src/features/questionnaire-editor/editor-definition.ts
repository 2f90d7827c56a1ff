import { questionnaireIssues, type Question, type QuestionnaireDefinition, type QuestionnaireIssue } from '@dtp/api-client/questionnaire';
import { parseGermanNumber } from '@dtp/shared-ui';
import type { EditorDraft, QuestionDraft } from './editor-draft';
import { editorTexts as t } from './editor-texts';

// The draft as a definition, and every issue of it with its place: the editor's own (a typed number that is not one)
// and the checker's (contract/questionnaire-check.ts, the one owner of the import's checks).

const numberOf = (text: string): number | null => (text.trim() === '' ? null : parseGermanNumber(text));

function questionOf(draft: QuestionDraft, patch: boolean): Question {
  const filled = (text: string) => (patch && text.trim() === '' ? '…' : text);
  const maxPhotos = numberOf(draft.maxPhotos);
  return {
    id: draft.id,
    kind: draft.kind,
    text: filled(draft.text),
    help: draft.help,
    required: draft.required,
    allowNotApplicable: draft.allowNotApplicable,
    weight: numberOf(draft.weight) ?? 0,
    premiumOnly: draft.premiumOnly,
    options: draft.options.map((option) => ({ value: filled(option.value), label: filled(option.label), points: numberOf(option.points) ?? 0 })),
    ...(draft.kind === 'photos' && maxPhotos !== null ? { maxPhotos: patch ? Math.min(10, Math.max(1, Math.round(maxPhotos))) : maxPhotos } : {}),
    ...(draft.kind === 'number' && draft.unit.trim() !== '' ? { unit: draft.unit.trim() } : {}),
    ...(draft.showIf ? { showIf: { questionId: draft.showIf.questionId, answers: [...draft.showIf.answers] } } : {}),
  };
}

/** The definition the import takes; `patch` fills empty texts, so the checker's rules on the rest still run. */
export function definitionOf(draft: EditorDraft, patch = false): QuestionnaireDefinition {
  return {
    year: draft.year,
    version: draft.version,
    title: draft.title,
    sections: draft.sections.map((section) => ({
      id: section.id,
      title: patch && section.title.trim() === '' ? '…' : section.title,
      intro: section.intro,
      premiumOnly: section.premiumOnly,
      questions: section.questions.map((question) => questionOf(question, patch)),
    })),
  };
}

/** A typed number the definition cannot take: beside its field, before the checker. */
function typedNumberIssues(draft: EditorDraft): QuestionnaireIssue[] {
  const issues: QuestionnaireIssue[] = [];
  draft.sections.forEach((section, s) =>
    section.questions.forEach((question, q) => {
      if (numberOf(question.weight) === null) issues.push({ place: { section: s, question: q, field: 'weight' }, where: '', message: t.notANumber });
      question.options.forEach((option, o) => {
        if (numberOf(option.points) === null) issues.push({ place: { section: s, question: q, option: o, field: 'points' }, where: '', message: t.notANumber });
      });
      const photos = numberOf(question.maxPhotos);
      if (question.kind === 'photos' && question.maxPhotos.trim() !== '' && (photos === null || !Number.isInteger(photos))) {
        issues.push({ place: { section: s, question: q, field: 'maxPhotos' }, where: '', message: t.notAWholeNumber });
      }
    }),
  );
  return issues;
}

export const placeKey = (place: QuestionnaireIssue['place']): string => `${place.section ?? ''}/${place.question ?? ''}/${place.option ?? ''}/${place.field ?? ''}`;

/**
 * Every issue of the draft, in page order: the typed numbers first, then the checker's on the definition. The
 * checker stops at the schema (an empty text); it runs once more with empty texts filled, so a wrong condition
 * elsewhere shows meanwhile too. Each place's message once; the editor's own message wins over the checker's.
 */
export function draftIssues(draft: EditorDraft): QuestionnaireIssue[] {
  const typed = typedNumberIssues(draft);
  const checked = questionnaireIssues(definitionOf(draft)).issues;
  const more = checked.some((issue) => issue.place.section !== undefined) ? questionnaireIssues(definitionOf(draft, true)).issues : [];
  const typedPlaces = new Set(typed.map((issue) => placeKey(issue.place)));
  const seen = new Set<string>();
  const all = [...typed, ...[...checked, ...more].filter((issue) => !typedPlaces.has(placeKey(issue.place)))].filter((issue) => {
    const key = `${placeKey(issue.place)}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const order = (issue: QuestionnaireIssue) => [issue.place.section ?? -1, issue.place.question ?? -1, issue.place.option ?? -1];
  return all.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}

/** The issues by place: those of a page, a question, an answer; `field` '' for the whole. */
export class IssueIndex {
  private readonly byKey = new Map<string, string[]>();
  private readonly count = new Map<string, number>();
  constructor(readonly issues: readonly QuestionnaireIssue[]) {
    for (const issue of issues) {
      const key = placeKey(issue.place);
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), issue.message]);
      const question = `${issue.place.section ?? ''}/${issue.place.question ?? ''}`;
      this.count.set(question, (this.count.get(question) ?? 0) + 1);
    }
  }
  /** The messages at exactly this place and field. */
  at(place: QuestionnaireIssue['place']): string[] {
    return this.byKey.get(placeKey(place)) ?? [];
  }
  /** How many issues a question has (with its answers), or a page (its own, `question` undefined). */
  countOf(section: number, question?: number): number {
    return this.count.get(`${section}/${question ?? ''}`) ?? 0;
  }
}

/** The issues a place shows in one line when none of its fields does: the fields it has no control for. */
export function otherMessages(index: IssueIndex, place: QuestionnaireIssue['place'], shownFields: readonly string[]): string[] {
  return index.issues
    .filter((issue) => issue.place.section === place.section && issue.place.question === place.question && issue.place.option === place.option)
    .filter((issue) => !shownFields.includes(issue.place.field ?? ''))
    .map((issue) => issue.message);
}
