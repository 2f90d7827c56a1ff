import * as v from 'valibot';
import { QuestionnaireDefinitionSchema, type Question, type QuestionKind, type QuestionnaireDefinition, type QuestionSection } from './questionnaire';

// The admin's import of a definition as JSON (issue 43, item 1): the schema first, then the rules a schema cannot
// say. Every error is German and names the page and the question, so the admin finds it in the file.

export type QuestionnaireCheck = { ok: true; definition: QuestionnaireDefinition } | { ok: false; errors: string[] };

/** More errors than this are summed up in one last line: a wrong file must not bury the screen. */
const MAX_ERRORS = 50;

/** Checks a definition given as parsed JSON (or as the JSON text itself). */
export function checkQuestionnaireDefinition(input: unknown): QuestionnaireCheck {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      return { ok: false, errors: ['Die Datei enthält kein gültiges JSON.'] };
    }
  }
  // valibot's object schema takes an array for an object with every key missing: say what is wrong instead.
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { ok: false, errors: ['Der Fragebogen muss ein JSON-Objekt sein.'] };
  const parsed = v.safeParse(QuestionnaireDefinitionSchema, json);
  if (!parsed.success) return { ok: false, errors: capped(parsed.issues.map((issue) => schemaError(json, issue))) };
  const errors = semanticErrors(parsed.output);
  return errors.length === 0 ? { ok: true, definition: parsed.output } : { ok: false, errors: capped(errors) };
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

function semanticErrors(definition: QuestionnaireDefinition): string[] {
  if (definition.sections.length === 0) return ['Fragebogen: Der Fragebogen braucht mindestens eine Seite.'];
  const errors: string[] = [];
  const sectionIds = new Map<string, string>();
  const questionIds = new Map<string, string>();
  definition.sections.forEach((section, s) => {
    const where = sectionPlace(s, section);
    const earlierSection = sectionIds.get(section.id);
    if (earlierSection) errors.push(`${where}: Die Kennung „${section.id}“ hat schon ${earlierSection}.`);
    else sectionIds.set(section.id, where);
    if (section.questions.length === 0) errors.push(`${where}: Die Seite hat keine Fragen.`);
    section.questions.forEach((question, q) => {
      const place = `${where}, ${questionPlace(q, question)}`;
      const earlierQuestion = questionIds.get(question.id);
      if (earlierQuestion) errors.push(`${place}: Die Kennung „${question.id}“ hat schon ${earlierQuestion}.`);
      else questionIds.set(question.id, place);
      errors.push(...questionErrors(question).map((error) => `${place}: ${error}`));
    });
  });
  return errors;
}

/** What is wrong with one question on its own, as sentences without the place. */
function questionErrors(question: Question): string[] {
  const kind = KIND_NAMES[question.kind];
  const errors: string[] = [];
  const optionCount = question.options.length;
  if ((question.kind === 'scale' || question.kind === 'choice') && optionCount < 2) errors.push(`${kind} braucht mindestens zwei Antworten.`);
  if (question.kind === 'yesNo' && optionCount !== 2) errors.push(`${kind} braucht genau zwei Antworten.`);
  if (question.kind === 'photos' && question.maxPhotos === undefined) errors.push(`${kind} braucht eine Höchstzahl an Fotos („maxPhotos“, 1 bis 10).`);
  if (question.kind === 'photos' || question.kind === 'number' || question.kind === 'text') {
    if (optionCount > 0) errors.push(`${kind} hat keine Antworten („options“ muss leer sein).`);
    if (question.weight !== 0) errors.push(`${kind} zählt nicht zur Bewertung: „weight“ muss 0 sein.`);
  }
  const values = question.options.map((option) => option.value);
  const repeated = [...new Set(values.filter((value, i) => values.indexOf(value) !== i))];
  for (const value of repeated) errors.push(`Der Wert „${value}“ kommt bei mehreren Antworten vor.`);
  if (optionCount > 0 && question.weight > 0 && !question.options.some((option) => option.points > 0)) {
    errors.push('Mindestens eine Antwort braucht Punkte über 0, sonst kann die Frage nicht zählen (oder „weight“ auf 0 setzen).');
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
};

function schemaError(input: unknown, issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  const last = keys.at(-1);
  const subject = typeof last === 'string' ? `„${last}“ (${FIELD_NAMES[last] ?? last})` : keys.length === 0 ? 'Der Fragebogen' : 'Der Eintrag';
  return `${placeOf(input, keys)}: ${issueSentence(issue, subject, keys)}`;
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
