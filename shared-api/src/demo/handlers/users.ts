import { jsonCopy } from '../../contract/json-copy';
import { TesterStatusLabels, testingReached } from '../../contract/statuses';
import { TesterInputSchema, type ExecutedTest, type Tester, type TesterInput, type TesterListItem } from '../../contract/user';
import { parseBody, requireStaff, type Ctx } from '../context';
import { badRequest } from '../http';
import type { Router } from '../router';
import type { DemoUser } from '../state';
import { FieldErrors } from '../rules/field-errors';
import { checkPersonFields } from '../rules/person-rules';
import { byName, clubRef, membershipsOf } from '../views';

function executedTests(ctx: Ctx, userId: string): ExecutedTest[] {
  return ctx.db.state.testings
    .filter((t) => t.userId === userId && testingReached(t.progress, 'DONE'))
    .map((t) => {
      const wave = ctx.db.waveOr404(t.waveId);
      return { testingId: t.id, year: wave.year, wave: wave.number, club: ctx.db.club(t.clubId)?.name ?? '', clubId: t.clubId };
    })
    .sort((a, b) => b.year - a.year || a.wave - b.wave);
}

function testerView(ctx: Ctx, user: DemoUser): Tester {
  const { staff: _staff, ...fields } = jsonCopy(user);
  return {
    ...fields,
    statusLabel: TesterStatusLabels[user.status],
    memberships: membershipsOf(ctx.db, user),
    executedTests: executedTests(ctx, user.id),
    clubs: user.memberships.map((m) => clubRef(ctx.db, m.clubId)),
  };
}

function validateTester(ctx: Ctx, input: TesterInput): void {
  const e = new FieldErrors();
  checkPersonFields(e, input);
  if (e.required('contact.email', 'Email', input.contact.email)) e.email('contact.email', input.contact.email);
  const email = input.contact.email.trim().toLowerCase();
  if (email && ctx.db.state.users.some((u) => u.id !== input.id && u.contact.email.toLowerCase() === email)) {
    e.add('contact.email', 'Email is bereits vergeben.');
  }
  e.year('birthYear', input.birthYear);
  input.memberships.forEach((m, i) => {
    if (!ctx.db.club(m.clubId)) e.add(`memberships.${i}.clubId`, 'Unbekannter Golfclub.');
  });
  e.throwIfAny();
}

function save(ctx: Ctx): Tester {
  requireStaff(ctx);
  const input = parseBody(ctx, TesterInputSchema);
  validateTester(ctx, input);
  const fields = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    contact: { ...input.contact, email: input.contact.email.trim() },
    memberships: input.memberships.map((m) => ({ clubId: m.clubId, end: m.end })),
  };
  if (input.id === null) {
    const user: DemoUser = { ...fields, id: `u-${ctx.db.nextId()}`, staff: false };
    ctx.db.addUser(user, { userId: user.id, year: ctx.db.state.seasonYear, progress: 'INITIAL', availability: [] });
    return testerView(ctx, user);
  }
  const user = ctx.db.userOr404(input.id);
  if (user.staff) throw badRequest('Dieser Benutzer ist kein Tester.');
  Object.assign(user, fields, { id: user.id, staff: false });
  return testerView(ctx, user);
}

function list(ctx: Ctx): TesterListItem[] {
  requireStaff(ctx);
  return ctx.db
    .testers()
    .map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.contact.email,
      salutation: u.salutation,
      status: u.status,
      statusLabel: TesterStatusLabels[u.status],
    }))
    .sort(byName);
}

export function registerUsers(router: Router<Ctx>): void {
  router
    .get('/user/list', list)
    .get('/user/:id', (ctx, p) => {
      requireStaff(ctx);
      return testerView(ctx, ctx.db.userOr404(p.id ?? ''));
    })
    .get('/user/executedtests/:id', (ctx, p) => {
      requireStaff(ctx);
      ctx.db.userOr404(p.id ?? '');
      return executedTests(ctx, p.id ?? '');
    })
    .post('/user', save);
}
