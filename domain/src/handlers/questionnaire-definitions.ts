import { questionnaireDefinitionCalls } from '@dtp/contract/calls/back-office/questionnaire-definitions';
import type { QuestionnaireDefinition } from '@dtp/contract/questionnaire';
import { questionnaireChanges, type DefinitionChanges } from '@dtp/contract/questionnaire-changes';
import { checkQuestionnaireDefinition } from '@dtp/contract/questionnaire-check';
import {
  QuestionnaireDefinitionTexts as T,
  type QuestionnaireDefinitionList,
  type QuestionnaireDefinitionSaved,
  type QuestionnaireDefinitionSummary,
} from '@dtp/contract/questionnaire-definitions';
import { YearSchema } from '@dtp/contract/wire-format';
import * as v from 'valibot';
import type { Ctx } from '../context';
import { badRequest, HttpError, notFound } from '../http';
import type { Router } from '../router';
import type { QuestionnaireDefinitionRow } from '../state';
import { isoTimestampOf } from '../views';

// The administration's questionnaire definitions (issue 43, item 1): export, import and 'copy last year's'.
// A version any questionnaire was saved on is frozen (the questionnaire keeps it): an import then adds the next
// version, which questionnaires saved from now on are answered on (handlers/questionnaire.ts currentDefinition).

/** How many of the checker's errors the refusal names: the screen checks the whole file before sending it. */
const ERRORS_SHOWN = 10;

/** Every version of every year, the newest first within a year. */
async function versionsByYear(ctx: Ctx): Promise<Map<number, QuestionnaireDefinitionRow[]>> {
  const byYear = new Map<number, QuestionnaireDefinitionRow[]>();
  for (const row of await ctx.db.find('questionnaireDefinition')) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row]);
  for (const rows of byYear.values()) rows.sort((a, b) => b.version - a.version);
  return byYear;
}

async function questionnairesOn(ctx: Ctx, definitionIds: number[]): Promise<number> {
  return definitionIds.length === 0 ? 0 : (await ctx.db.find('questionnaire', { definitionId: definitionIds })).length;
}

async function summaryOf(ctx: Ctx, [newest, ...older]: [QuestionnaireDefinitionRow, ...QuestionnaireDefinitionRow[]]): Promise<QuestionnaireDefinitionSummary> {
  const questions = newest.definition.sections.flatMap((section) => section.questions.map((question) => ({ question, premium: section.premiumOnly || question.premiumOnly })));
  return {
    year: newest.year,
    version: newest.version,
    title: newest.definition.title,
    sections: newest.definition.sections.length,
    questions: questions.length,
    premiumQuestions: questions.filter((q) => q.premium).length,
    questionnaires: await questionnairesOn(ctx, [newest.id]),
    olderQuestionnaires: await questionnairesOn(ctx, older.map((row) => row.id)),
    createdAt: newest.createdAt,
  };
}

async function list(ctx: Ctx): Promise<QuestionnaireDefinitionList> {
  const byYear = [...(await versionsByYear(ctx)).values()].sort((a, b) => b[0]!.year - a[0]!.year);
  const definitions = await Promise.all(byYear.map((rows) => summaryOf(ctx, rows as [QuestionnaireDefinitionRow])));
  return { definitions, seasonYear: ctx.db.seasonYear };
}

async function versionsOf(ctx: Ctx, year: number): Promise<QuestionnaireDefinitionRow[]> {
  if (!v.is(YearSchema, year)) throw badRequest(`Ungültiges Jahr „${year}“.`);
  return (await versionsByYear(ctx)).get(year) ?? [];
}

async function exportDefinition(ctx: Ctx, year: number): Promise<QuestionnaireDefinition> {
  const [newest] = await versionsOf(ctx, year);
  if (!newest) throw notFound(`Der Fragebogen ${year}`);
  return { ...newest.definition, year: newest.year, version: newest.version };
}

const sameContent = (a: QuestionnaireDefinition, b: QuestionnaireDefinition): boolean =>
  JSON.stringify({ title: a.title, sections: a.sections }) === JSON.stringify({ title: b.title, sections: b.sections });

/** Stores the definition as the year's newest version: in place while unused, as the next version once in use. */
async function store(ctx: Ctx, year: number, definition: QuestionnaireDefinition): Promise<QuestionnaireDefinitionSaved> {
  const versions = await versionsOf(ctx, year);
  const [newest] = versions;
  let outcome: QuestionnaireDefinitionSaved['outcome'];
  if (newest && sameContent(newest.definition, definition)) {
    outcome = 'unchanged';
  } else if (newest && (await questionnairesOn(ctx, [newest.id])) === 0) {
    newest.definition = { ...definition, year, version: newest.version };
    newest.createdAt = isoTimestampOf(ctx.clock.now());
    outcome = 'replaced';
  } else {
    const version = (newest?.version ?? 0) + 1;
    const row: QuestionnaireDefinitionRow = { id: await ctx.db.nextId(), year, version, definition: { ...definition, year, version }, createdAt: isoTimestampOf(ctx.clock.now()) };
    await ctx.db.add('questionnaireDefinition', row);
    outcome = 'created';
  }
  return { outcome, definition: await summaryOf(ctx, (await versionsOf(ctx, year)) as [QuestionnaireDefinitionRow]) };
}

async function importDefinition(ctx: Ctx, year: number): Promise<QuestionnaireDefinitionSaved> {
  // Year and version are the platform's: an exported file of another year imports as this year's.
  const body = typeof ctx.body === 'object' && ctx.body !== null && !Array.isArray(ctx.body) ? { ...ctx.body, year, version: 1 } : ctx.body;
  const check = checkQuestionnaireDefinition(body);
  if (!check.ok) {
    const shown = check.errors.slice(0, ERRORS_SHOWN);
    const more = check.errors.length > ERRORS_SHOWN ? ['…'] : [];
    throw badRequest([T.invalid(check.errors.length), ...shown, ...more].join('\n'), { file: shown[0] ?? '' });
  }
  return store(ctx, year, check.definition);
}

/** Whether the year has a questionnaire definition, and the latest earlier year that has one (null: none). */
export async function definitionYears(ctx: Ctx, year: number): Promise<{ has: boolean; previousYear: number | null }> {
  const years = [...(await versionsByYear(ctx)).keys()];
  const earlier = years.filter((y) => y < year);
  return { has: years.includes(year), previousYear: earlier.length > 0 ? Math.max(...earlier) : null };
}

/** 'Fragebogen des Vorjahres übernehmen': the latest earlier year's newest definition becomes the year's version 1. */
export async function copyPrevious(ctx: Ctx, year: number): Promise<QuestionnaireDefinitionSaved> {
  const byYear = await versionsByYear(ctx);
  if ((await versionsOf(ctx, year)).length > 0) throw new HttpError(409, T.copyExists(year));
  const { previousYear } = await definitionYears(ctx, year);
  const [previous] = previousYear === null ? [] : (byYear.get(previousYear) ?? []);
  if (!previous) throw new HttpError(404, T.noEarlierYear(year));
  return store(ctx, year, previous.definition);
}

const definitionOf = (row: QuestionnaireDefinitionRow): QuestionnaireDefinition => ({ ...row.definition, year: row.year, version: row.version });

/**
 * What the year's newest version changed (issue 61, item 3): against the year's version before it (versions are
 * kept once a questionnaire is saved on them; an unused newest version is replaced in place, so its predecessor is
 * the last one in use) and against the newest definition of the latest earlier year.
 */
async function definitionChanges(ctx: Ctx, year: number): Promise<DefinitionChanges> {
  const [newest, before] = await versionsOf(ctx, year);
  if (!newest) throw notFound(`Der Fragebogen ${year}`);
  const { previousYear } = await definitionYears(ctx, year);
  const [lastYear] = previousYear === null ? [] : await versionsOf(ctx, previousYear);
  const now = definitionOf(newest);
  return {
    year,
    version: newest.version,
    previousVersion: before ? questionnaireChanges(definitionOf(before), now) : null,
    previousYear: lastYear ? questionnaireChanges(definitionOf(lastYear), now) : null,
  };
}

export function registerQuestionnaireDefinitions(router: Router<Ctx>): void {
  router
    .on(questionnaireDefinitionCalls.list, list)
    .on(questionnaireDefinitionCalls.export, (ctx, p) => exportDefinition(ctx, p.year))
    .on(questionnaireDefinitionCalls.import, (ctx, p) => importDefinition(ctx, p.year))
    .on(questionnaireDefinitionCalls.copyPrevious, (ctx, p) => copyPrevious(ctx, p.year))
    .on(questionnaireDefinitionCalls.changes, (ctx, p) => definitionChanges(ctx, p.year));
}
