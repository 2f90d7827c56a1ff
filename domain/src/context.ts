import * as v from 'valibot';
import type { CallAccess, CallSpec } from '@dtp/contract/call-table';
import type { TokenIdentity } from '@dtp/contract/identity';
import { permissionsOf } from '@dtp/contract/permissions';
import { NO_PLATFORM_ROLE_MESSAGE } from '@dtp/contract/roles';
import type { Clock } from './clock';
import type { Db } from './db';
import type { ImageNormalizer } from './images/image-normalizer';
import type { LinearSolver } from './assignment/linear-solver';
import type { QuestionnairePrinter } from './print/questionnaire-printer';
import type { TestCalendarLinks } from './rules/test-calendar';
import { badRequest, forbidden, HttpError } from './http';

/** What a handler sees of one request. */
export interface Ctx {
  db: Db;
  clock: Clock;
  me: TokenIdentity;
  /** The record the account is linked to (rules/accounts.ts); null while none is (staff, a new account). Never `me.sub`. */
  userId: string | null;
  /** manager or admin */
  isStaff: boolean;
  isAdmin: boolean;
  body: unknown;
  form: FormData | undefined;
  /** A real mail worker delivers queued mails (the API server); false: the demo's simulated delivery. */
  mailWorker: boolean;
  /**
   * The back office's name as the configuration gives it (`contact.name`, the spec's 'CMC'): mails and
   * answers that name the back office use this, never a fixed 'CMC'.
   */
  contactName: string;
  /** The platform's address (the API server's `APP_URL`): every link in a mail starts with it (rules/app-url.ts). */
  appUrl: string;
  /** The questionnaire links and the UID domain a testing's calendar event carries (rules/test-calendar.ts). */
  calendarLinks: TestCalendarLinks;
  /** Makes the questionnaire's print PDFs (the API server's pdfmake); absent in the demo: the print calls answer 404. */
  printer?: QuestionnairePrinter;
  /** Checks and re-encodes uploaded images (the API server's sharp; the demo: the header's pixel limit only). */
  images: ImageNormalizer;
  /** Solves 'Einteilung vorschlagen' (the API server's HiGHS); absent in the demo: the proposal answers 503. */
  solver?: LinearSolver;
}

export function identityFlags(me: TokenIdentity): Pick<Ctx, 'isStaff' | 'isAdmin'> {
  const { isAdmin, isManagerOrAdmin } = permissionsOf(me.roles);
  return { isAdmin, isStaff: isManagerOrAdmin };
}

export function requireStaff(ctx: Ctx): void {
  if (!ctx.isStaff) throw forbidden();
}

export function requireAdmin(ctx: Ctx): void {
  if (!ctx.isAdmin) throw forbidden();
}

/**
 * A tester's call: the role dtp-tester (or manager, admin). A new account has only the identity service's default
 * roles: it may read the settings and its registration notice, not act as a tester on its own data.
 */
export function requireTesterRole(ctx: Ctx): void {
  if (!permissionsOf(ctx.me.roles).hasTesterRights) throw new HttpError(403, NO_PLATFORM_ROLE_MESSAGE);
}

/** The row's access, checked before its handler runs (domain/server.ts). */
export function checkAccess(ctx: Ctx, access: CallAccess): void {
  if (access === 'tester') requireTesterRole(ctx);
  if (access === 'staff') requireStaff(ctx);
  if (access === 'admin') requireAdmin(ctx);
}

/** The path's parameters as the row types them: 'number' ones checked (400 otherwise). */
export function rowParams(row: Pick<CallSpec, 'params'>, params: Record<string, string>): Record<string, string | number> {
  const typed: Record<string, string | number> = { ...params };
  for (const [name, kind] of Object.entries(row.params ?? {})) if (kind === 'number') typed[name] = numParam(params[name]);
  return typed;
}

/** A user's own data, or anyone's for managers and admins; a tester asking for another user's gets 403. */
export function requireSelfOrStaff(ctx: Ctx, userId: string | null): void {
  if (!ctx.isStaff && (ctx.userId === null || userId !== ctx.userId)) throw forbidden();
}

/** Structural body check: 400 with a field error per offending path. */
export function parseBody<T>(ctx: Ctx, schema: v.GenericSchema<unknown, T>): T {
  const result = v.safeParse(schema, ctx.body ?? {});
  if (result.success) return result.output;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '(body)';
    fieldErrors[path] ??= `Ungültiger Wert (erwartet: ${issue.expected ?? 'gültiger Wert'}).`;
  }
  throw badRequest('Die Anfrage enthält ungültige Felder.', fieldErrors);
}

/** A numeric path parameter; 400 'Ungültige Id' when it is not an integer (like a server's typed route). */
export function numParam(value: string | undefined): number {
  const n = Number(value);
  if (!value || !Number.isInteger(n)) throw badRequest(`Ungültige Id „${value ?? ''}“.`);
  return n;
}
