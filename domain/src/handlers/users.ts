import { checkVersion, versionOf } from '../rules/versions';
import { usersCalls } from '@dtp/contract/calls/back-office';
import { jsonCopy } from '@dtp/contract/json-copy';
import { TesterStatusLabels, testingReached } from '@dtp/contract/statuses';
import { TesterInputSchema, type ExecutedTest, type Tester, type TesterInput, type TesterListItem } from '@dtp/contract/user';
import { parseBody, type Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import { ERASED_TESTER_MESSAGE as ERASED_MESSAGE } from '@dtp/contract/erasure';
import type { Router } from '../router';
import type { UserRow } from '../state';
import { fieldMessages, personFieldLabels } from '@dtp/contract/field-rules';
import { accessRecordView } from '../rules/access-records';
import { FieldErrors } from '../rules/field-errors';
import { checkPersonFields } from '../rules/person-rules';
import { coordinatesFor } from '../rules/postcode-geo';
import { byName, clubRef, membershipsOf } from '../views';

async function executedTests(ctx: Ctx, userId: string): Promise<ExecutedTest[]> {
  const done = (await ctx.db.find('testing', { userId })).filter((t) => testingReached(t.progress, 'DONE'));
  const rows = await Promise.all(
    done.map(async (t) => {
      const wave = await ctx.db.waveOr404(t.waveId);
      return { testingId: t.id, year: wave.year, wave: wave.number, club: (await ctx.db.club(t.clubId))?.name ?? '', clubId: t.clubId };
    }),
  );
  return rows.sort((a, b) => b.year - a.year || a.wave - b.wave);
}

async function testerView(ctx: Ctx, user: UserRow): Promise<Tester> {
  await ctx.db.flush(); // the version this request's change raised
  const { staff: _staff, ...fields } = jsonCopy(user);
  return {
    ...fields,
    version: versionOf(user),
    statusLabel: TesterStatusLabels[user.status],
    memberships: await membershipsOf(ctx.db, user),
    executedTests: await executedTests(ctx, user.id),
    clubs: await Promise.all(user.memberships.map((m) => clubRef(ctx.db, m.clubId))),
  };
}

async function validateTester(ctx: Ctx, input: TesterInput): Promise<void> {
  const e = new FieldErrors();
  // The data sheet's rules (handicap at most 18,4, the age limit …); staff edit here, so exempt from the required tester fields.
  e.required('contact.email', personFieldLabels.email, input.contact.email);
  checkPersonFields(e, input, { exempt: true, currentYear: new Date(ctx.clock.now()).getUTCFullYear() });
  const email = input.contact.email.trim().toLowerCase();
  if (email && (await ctx.db.find('user', { email })).some((u) => u.id !== input.id)) {
    e.add('contact.email', fieldMessages.unique(personFieldLabels.email));
  }
  const clubIds = new Set((await ctx.db.clubs()).map((c) => c.id));
  input.memberships.forEach((m, i) => {
    if (!clubIds.has(m.clubId)) e.add(`memberships.${i}.clubId`, 'Unbekannter Golfclub.');
  });
  e.throwIfAny();
}

async function save(ctx: Ctx): Promise<Tester> {
  const { version, ...input } = parseBody(ctx, TesterInputSchema);
  await validateTester(ctx, input);
  const fields = {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    contact: { ...input.contact, email: input.contact.email.trim() },
    memberships: input.memberships.map((m) => ({ clubId: m.clubId, end: m.end })),
  };
  const located = (before: UserRow | null) =>
    coordinatesFor({ before: before && { address: before.address, lat: before.address.lat, lon: before.address.lon }, address: input.address, lat: input.address.lat, lon: input.address.lon, mayEditCoordinates: true });
  if (input.id === null) {
    fields.address = { ...input.address, ...(await located(null)) };
    // createdAt starts an applicant's retention period (rules/retention.ts).
    const user = await ctx.db.add('user', { ...fields, id: `u-${await ctx.db.nextId()}`, staff: false, createdAt: new Date(ctx.clock.now()).toISOString() });
    await ctx.db.add('sheet', { userId: user.id, year: ctx.db.seasonYear, progress: 'INITIAL', availability: [] });
    return testerView(ctx, user);
  }
  const user = await ctx.db.userOr404(input.id);
  if (user.staff) throw badRequest('Dieser Benutzer ist kein Tester.');
  if (user.erasedAt) throw badRequest(ERASED_MESSAGE);
  checkVersion(version, user);
  fields.address = { ...input.address, ...(await located(user)) };
  Object.assign(user, fields, { id: user.id, staff: false });
  return testerView(ctx, user);
}

async function list(ctx: Ctx): Promise<TesterListItem[]> {
  const testers = await ctx.db.testers();
  // 'möglicherweise doppelt' shows on both records: the applicant keeps the ids, the others are named by them.
  const marked = new Set(testers.flatMap((u) => (u.possibleDuplicates?.length ? [u.id, ...u.possibleDuplicates] : [])));
  return testers
    .map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.contact.email,
      salutation: u.salutation,
      status: u.status,
      statusLabel: TesterStatusLabels[u.status],
      possibleDuplicate: marked.has(u.id),
    }))
    .sort(byName);
}

export function registerUsers(router: Router<Ctx>): void {
  router
    .on(usersCalls.list, list)
    .on(usersCalls.load, async (ctx, p) => {
      const user = await ctx.db.userOr404(p.id);
      // An erased tester's row is a placeholder for their claims, no record to show or edit.
      if (user.erasedAt) throw new HttpError(404, ERASED_MESSAGE);
      return testerView(ctx, user);
    })
    .on(usersCalls.executedTests, async (ctx, p) => {
      await ctx.db.userOr404(p.id);
      return executedTests(ctx, p.id);
    })
    .on(usersCalls.accessRecords, async (ctx, p) => {
      await ctx.db.userOr404(p.id);
      return (await ctx.db.find('accessRecord', { userId: p.id })).sort((a, b) => b.id - a.id).map(accessRecordView);
    })
    .on(usersCalls.save, save);
}
