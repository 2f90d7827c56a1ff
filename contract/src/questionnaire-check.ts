import * as v from 'valibot';
import { QuestionnaireDefinitionSchema, type Question, type QuestionKind, type QuestionnaireDefinition, type QuestionSection } from './questionnaire';
import { CONDITION_SOURCE_KINDS } from './questionnaire-conditions';

// The admin's questionnaire definition, checked (issue 43, item 1; issue 61): the schema first, then the rules a
// schema cannot say. The one owner of these checks for the JSON import and the editor: every issue is German,
// with the place it refers to (page, question, answer, field), so the import names it in its error list and the
// editor shows it beside the field.

/** Where an issue is: indexes from 0 into sections, their questions and their options, and the field's key. */
export interface QuestionnaireIssuePlace {
  section?: number;
  question?: number;
  option?: number;
  /** The definition's key ('text', 'weight', 'showIf', …); none for the page or question as a whole. */
  field?: string;
}

export interface QuestionnaireIssue {
  place: QuestionnaireIssuePlace;
  /** 'Seite 3 („Sekretariat“), Frage 2 („…“)', 'Fragebogen', or '' when the file itself is not a definition. */
  where: string;
  /** The sentence without the place: what the editor shows beside the field. */
  message: string;
}

export type QuestionnaireCheck = { ok: true; definition: QuestionnaireDefinition } | { ok: false; errors: string[] };

/** More errors than this are summed up in one last line: a wrong file must not bury the screen. */
const MAX_ERRORS = 50;

/** Checks a definition given as parsed JSON (or as the JSON text itself): the import's answer, one line per issue. */
export function checkQuestionnaireDefinition(input: unknown): QuestionnaireCheck {
  const checked = questionnaireIssues(input);
  if (checked.issues.length > 0 || !checked.definition) return { ok: false, errors: capped(checked.issues.map((issue) => (issue.where ? `${issue.where}: ${issue.message}` : issue.message))) };
  return { ok: true, definition: checked.definition };
}

/** Every issue of a definition (parsed JSON or its text), all of them: the editor shows each beside its field. */
export function questionnaireIssues(input: unknown): { issues: QuestionnaireIssue[]; definition: QuestionnaireDefinition | null } {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      return { issues: [{ place: {}, where: '', message: 'Die Datei enthält kein gültiges JSON.' }], definition: null };
    }
  }
  // valibot's object schema takes an array for an object with every key missing: say what is wrong instead.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { issues: [{ place: {}, where: '', message: 'Der Fragebogen muss ein JSON-Objekt sein.' }], definition: null };
  }
  const parsed = v.safeParse(QuestionnaireDefinitionSchema, json);
  if (!parsed.success) return { issues: parsed.issues.map((issue) => schemaIssue(json, issue)), definition: null };
  const issues = semanticIssues(parsed.output);
  return { issues, definition: issues.length === 0 ? parsed.output : null };
}

function capped(errors: string[]): string[] {
  if (errors.length <= MAX_ERRORS) return errors;
  return [...errors.slice(0, MAX_ERRORS), `… und ${errors.length - MAX_ERRORS} weitere Fehler.`];
}

const KIND_NAMES: Record<QuestionKind, string> = {
  scale: 'Eine Skalenfrage',
  yesNo: 'Eine Ja/Nein-Frage',
  choice: 'Eine Auswahlfrage',
  number: 'Eine Zahlenfrage',
  text: 'Eine Textfrage',
  photos: 'Eine Fotofrage',
};

function semanticIssues(definition: QuestionnaireDefinition): QuestionnaireIssue[] {
  if (definition.sections.length === 0) return [{ place: { field: 'sections' }, where: 'Fragebogen', message: 'Der Fragebogen braucht mindestens eine Seite.' }];
  const issues: QuestionnaireIssue[] = [];
  const sectionIds = new Map<string, string>();
  const questionIds = new Map<string, string>();
  definition.sections.forEach((section, s) => {
    const where = sectionPlace(s, section);
    const earlierSection = sectionIds.get(section.id);
    if (earlierSection) issues.push({ place: { section: s, field: 'id' }, where, message: `Die Kennung „${section.id}“ hat schon ${earlierSection}.` });
    else sectionIds.set(section.id, where);
    if (section.questions.length === 0) issues.push({ place: { section: s, field: 'questions' }, where, message: 'Die Seite hat keine Fragen.' });
    section.questions.forEach((question, q) => {
      const place = `${where}, ${questionPlace(q, question)}`;
      const earlierQuestion = questionIds.get(question.id);
      if (earlierQuestion) issues.push({ place: { section: s, question: q, field: 'id' }, where: place, message: `Die Kennung „${question.id}“ hat schon ${earlierQuestion}.` });
      else questionIds.set(question.id, place);
      for (const [field, message] of [...questionErrors(question), ...conditionErrors(definition, s, q)]) {
        issues.push({ place: { section: s, question: q, field }, where: place, message });
      }
    });
  });
  return issues;
}

/**
 * What is wrong with a question's condition: it must name an earlier question (so a question never depends on
 * itself, and no chain of conditions can run in a circle), one answered with an option, and answers it has. A
 * question a normal test asks cannot depend on a premium-only one, which a normal test never asks.
 */
function conditionErrors(definition: QuestionnaireDefinition, s: number, q: number): [string, string][] {
  const section = definition.sections[s]!;
  const question = section.questions[q]!;
  const condition = question.showIf;
  if (!condition) return [];
  if (condition.questionId === question.id) return [['showIf', 'Eine Frage kann nicht von sich selbst abhängen.']];
  const all = definition.sections.flatMap((page, pageIndex) => page.questions.map((item, index) => ({ page, pageIndex, item, index })));
  const at = all.findIndex((entry) => entry.page === section && entry.index === q);
  const sourceAt = all.findIndex((entry) => entry.item.id === condition.questionId);
  const source = all[sourceAt];
  if (!source) return [['showIf', `Die Bedingung nennt die Frage „${condition.questionId}“, die es im Fragebogen nicht gibt.`]];
  const named = `„${source.item.text}“ (Seite ${source.pageIndex + 1}, Frage ${source.index + 1})`;
  if (sourceAt > at) return [['showIf', `Die Bedingung nennt die Frage ${named}, die erst später kommt. Eine Frage kann nur von einer früheren Frage abhängen.`]];
  const errors: [string, string][] = [];
  if (!CONDITION_SOURCE_KINDS.includes(source.item.kind)) {
    errors.push(['showIf', `Die Bedingung braucht eine Skalen-, Ja/Nein- oder Auswahlfrage; ${named} ist ${KIND_NAMES[source.item.kind].replace(/^Eine/, 'eine')}.`]);
  } else {
    for (const value of condition.answers) {
      if (!source.item.options.some((option) => option.value === value)) errors.push(['showIf', `Die Antwort „${value}“ gibt es bei der Frage ${named} nicht.`]);
    }
  }
  const sourcePremium = source.page.premiumOnly || source.item.premiumOnly;
  if (sourcePremium && !section.premiumOnly && !question.premiumOnly) {
    errors.push(['showIf', `Die Bedingung nennt die Premium-Frage ${named}: Bei normalen Tests würde diese Frage nie gestellt. Markieren Sie sie auch „nur Premium“ oder wählen Sie eine andere Frage.`]);
  }
  return errors;
}

/** What is wrong with one question on its own, as sentences without the place. */
function questionErrors(question: Question): [string, string][] {
  const kind = KIND_NAMES[question.kind];
  const errors: [string, string][] = [];
  const optionCount = question.options.length;
  if ((question.kind === 'scale' || question.kind === 'choice') && optionCount < 2) errors.push(['options', `${kind} braucht mindestens zwei Antworten.`]);
  if (question.kind === 'yesNo' && optionCount !== 2) errors.push(['options', `${kind} braucht genau zwei Antworten.`]);
  if (question.kind === 'photos' && question.maxPhotos === undefined) errors.push(['maxPhotos', `${kind} braucht eine Höchstzahl an Fotos („maxPhotos“, 1 bis 10).`]);
  if (question.kind === 'photos' || question.kind === 'number' || question.kind === 'text') {
    if (optionCount > 0) errors.push(['options', `${kind} hat keine Antworten („options“ muss leer sein).`]);
    if (question.weight !== 0) errors.push(['weight', `${kind} zählt nicht zur Bewertung: „weight“ muss 0 sein.`]);
  }
  const values = question.options.map((option) => option.value);
  const repeated = [...new Set(values.filter((value, i) => values.indexOf(value) !== i))];
  for (const value of repeated) errors.push(['options', `Der Wert „${value}“ kommt bei mehreren Antworten vor.`]);
  if (optionCount > 0 && question.weight > 0 && !question.options.some((option) => option.points > 0)) {
    errors.push(['options', 'Mindestens eine Antwort braucht Punkte über 0, sonst kann die Frage nicht zählen (oder „weight“ auf 0 setzen).']);
  }
  return errors;
}

// ── Schema issues in German, with the place they refer to ──

const FIELD_NAMES: Record<string, string> = {
  year: 'Jahr',
  version: 'Version',
  title: 'Titel',
  sections: 'Seiten',
  id: 'Kennung',
  intro: 'Einleitung',
  premiumOnly: 'nur Premium',
  questions: 'Fragen',
  kind: 'Art',
  text: 'Fragetext',
  help: 'Hilfetext',
  required: 'Pflichtfrage',
  allowNotApplicable: '„nicht beurteilbar“ erlaubt',
  weight: 'Gewicht',
  options: 'Antworten',
  value: 'Wert',
  label: 'Beschriftung',
  points: 'Punkte',
  maxPhotos: 'Höchstzahl Fotos',
  unit: 'Einheit',
  showIf: 'nur wenn',
  questionId: 'Frage der Bedingung',
  answers: 'Antworten der Bedingung',
};

function schemaIssue(input: unknown, issue: v.BaseIssue<unknown>): QuestionnaireIssue {
  const keys = (issue.path ?? []).map((item) => item.key);
  const last = keys.at(-1);
  const subject = typeof last === 'string' ? `„${last}“ (${FIELD_NAMES[last] ?? last})` : keys.length === 0 ? 'Der Fragebogen' : 'Der Eintrag';
  return { place: issuePlaceOf(keys), where: placeOf(input, keys), message: issueSentence(issue, subject, keys) };
}

/** The indexes along a schema issue's path: the number after 'sections', 'questions' and 'options', and the field. */
function issuePlaceOf(keys: unknown[]): QuestionnaireIssuePlace {
  const place: QuestionnaireIssuePlace = {};
  keys.forEach((key, i) => {
    const listName = keys[i - 1];
    if (typeof key === 'number') {
      if (listName === 'sections') place.section = key;
      else if (listName === 'questions') place.question = key;
      else if (listName === 'options') place.option = key;
    } else if (typeof key === 'string' && key !== 'sections' && key !== 'questions' && key !== 'options') {
      place.field ??= key;
    } else if (typeof key === 'string' && typeof keys[i + 1] !== 'number') {
      place.field ??= key;
    }
  });
  return place;
}

function issueSentence(issue: v.BaseIssue<unknown>, subject: string, keys: unknown[]): string {
  const requirement = String(issue.requirement);
  switch (issue.type) {
    case 'object':
      return issue.received === 'undefined' ? `${subject} fehlt.` : `${subject} muss ein Objekt sein.`;
    case 'array':
      return `${subject} muss eine Liste sein.`;
    case 'string':
      return `${subject} muss ein Text sein.`;
    case 'number':
      return `${subject} muss eine Zahl sein.`;
    case 'boolean':
      return `${subject} muss true oder false sein.`;
    case 'picklist':
      return `${subject} muss eines von ${(issue.expected ?? '').replace(/^\(|\)$/g, '').split(' | ').join(', ')} sein, nicht ${issue.received}.`;
    case 'min_length':
      return requirement === '1' ? `${subject} darf nicht leer sein.` : `${subject} braucht mindestens ${requirement} Zeichen.`;
    case 'integer':
      return `${subject} muss eine ganze Zahl sein.`;
    case 'min_value':
      return `${subject} muss mindestens ${requirement} sein.`;
    case 'max_value':
      return `${subject} darf höchstens ${requirement} sein.`;
    case 'regex':
      return keys.includes('questions')
        ? `${subject} besteht aus Kleinbuchstaben, Ziffern, Punkt und Bindestrich, z. B. „reception.friendly“.`
        : `${subject} besteht aus Kleinbuchstaben, Ziffern und Bindestrich, z. B. „sekretariat“.`;
    default:
      return `${subject} ist ungültig.`;
  }
}

/** 'Seite 3 („Sekretariat“), Frage 2 („…“)' from the raw input along the issue's path; 'Fragebogen' at the top. */
function placeOf(input: unknown, keys: unknown[]): string {
  const parts: string[] = [];
  let node = input;
  keys.forEach((key, i) => {
    const container = node;
    node = childOf(node, key);
    if (typeof key !== 'number') return;
    const listName = keys[i - 1];
    const nth = key + 1;
    if (listName === 'sections') parts.push(`Seite ${nth}${quoted(childOf(node, 'title'))}`);
    else if (listName === 'questions') parts.push(`Frage ${nth}${quoted(childOf(node, 'text'))}`);
    else if (listName === 'options') parts.push(`Antwort ${nth}${quoted(childOf(node, 'label'))}`);
    else if (Array.isArray(container)) parts.push(`Eintrag ${nth}`);
  });
  return parts.length > 0 ? parts.join(', ') : 'Fragebogen';
}

function childOf(node: unknown, key: unknown): unknown {
  if (Array.isArray(node) && typeof key === 'number') return node[key];
  if (typeof node === 'object' && node !== null && typeof key === 'string') return (node as Record<string, unknown>)[key];
  return undefined;
}

/** ' („text“)' for a non-empty text, shortened; '' otherwise. */
function quoted(text: unknown): string {
  if (typeof text !== 'string' || text.trim() === '') return '';
  const short = text.length > 60 ? `${text.slice(0, 59).trimEnd()}…` : text;
  return ` („${short}“)`;
}

function sectionPlace(index: number, section: QuestionSection): string {
  return `Seite ${index + 1}${quoted(section.title)}`;
}

function questionPlace(index: number, question: Question): string {
  return `Frage ${index + 1}${quoted(question.text)}`;
}
