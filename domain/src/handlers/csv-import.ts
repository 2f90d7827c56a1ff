import { importsCalls } from '@dtp/contract/calls/back-office';
import { importTemplate, importTemplateName, ImportTexts as T, isImportKind, type ImportCheck, type ImportKind, type ImportResult } from '@dtp/contract/csv-import';
import type { Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { planClubs } from '../rules/csv-import/club-rows';
import { planExecutedTests } from '../rules/csv-import/executed-test-rows';
import { checkOf, type ImportContext, type ImportPlan } from '../rules/csv-import/import-plan';
import { readImportFile, type ImportTable } from '../rules/csv-import/read-csv';
import { planTesters } from '../rules/csv-import/tester-rows';

// The CSV import (issue 57, item 6): the dry run answers every row and error and changes nothing; the import plans
// the same file again and applies every row in the request's one transaction, or refuses the whole file (400) when
// one row has an error. Staff only (the rows' access).

const PLANNERS: Record<ImportKind, (ctx: ImportContext, table: ImportTable) => Promise<ImportPlan>> = {
  clubs: planClubs,
  testers: planTesters,
  'executed-tests': planExecutedTests,
};

function kindOf(text: string): ImportKind {
  if (!isImportKind(text)) throw new HttpError(404, T.unknownKind(text));
  return text;
}

async function planOf(ctx: Ctx, kind: ImportKind): Promise<{ plan: ImportPlan; importing: ImportContext }> {
  const table = await readImportFile(ctx.form, kind);
  const now = new Date(ctx.clock.now());
  const importing: ImportContext = { db: ctx.db, now: now.toISOString(), currentYear: now.getUTCFullYear(), added: { users: [], sheets: [], clubs: [] } };
  return { plan: await PLANNERS[kind](importing, table), importing };
}

async function check(ctx: Ctx, kind: ImportKind): Promise<ImportCheck> {
  return checkOf(kind, (await planOf(ctx, kind)).plan);
}

async function run(ctx: Ctx, kind: ImportKind): Promise<ImportResult> {
  const { plan, importing } = await planOf(ctx, kind);
  const { counts } = checkOf(kind, plan);
  if (plan.errors.length > 0) throw badRequest(T.hasErrors(plan.errors.length), { file: T.hasErrors(plan.errors.length) });
  for (const row of plan.rows) await row.apply?.();
  const { users, sheets, clubs } = importing.added;
  await ctx.db.addAll('club', clubs);
  await ctx.db.addAll('user', users);
  await ctx.db.addAll('sheet', sheets);
  return { kind, counts };
}

export function registerCsvImport(router: Router<Ctx>): void {
  router
    .on(importsCalls.check, (ctx, p) => check(ctx, kindOf(p.kind)))
    .on(importsCalls.run, (ctx, p) => run(ctx, kindOf(p.kind)))
    .on(importsCalls.template, (_ctx, p) => {
      const kind = kindOf(p.kind);
      return new File([importTemplate(kind)], importTemplateName(kind), { type: 'text/csv; charset=utf-8' });
    });
}
