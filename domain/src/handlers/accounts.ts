import {
  AccountActionInputSchema,
  AccountLinkHowLabels,
  accountRefusals,
  DuplicateDismissInputSchema,
  MergeInputSchema,
  type LinkedAccountView,
  type TesterAccount,
} from '@dtp/contract/accounts';
import { usersCalls } from '@dtp/contract/calls/back-office';
import { ERASED_TESTER_MESSAGE } from '@dtp/contract/erasure';
import { TesterStatusLabels } from '@dtp/contract/statuses';
import { parseBody, type Ctx } from '../context';
import { badRequest, HttpError } from '../http';
import type { Router } from '../router';
import { accountHistory, recordAccountChange } from '../rules/accounts';
import { mergePeople } from '../rules/person-merge';
import type { LinkedAccount, UserRow } from '../state';
import { fullName } from '../views';

// The tester's 'Zugang' in the back office (issue 57): the linked account, unlinking and linking it again (admins),
// and the records that may be the same person, merged (admins) or dismissed (staff). Each change is in the Verlauf.

const accountView = (account: LinkedAccount | undefined): LinkedAccountView | null =>
  account ? { subject: account.subject, issuer: account.issuer, linkedAt: account.linkedAt, how: account.how, howLabel: AccountLinkHowLabels[account.how] } : null;

/** The hint shows on both records: the ids the applicant keeps, and the records that name this one. */
async function possibleDuplicates(ctx: Ctx, person: UserRow): Promise<UserRow[]> {
  const testers = await ctx.db.testers();
  const named = new Set(person.possibleDuplicates ?? []);
  return testers.filter((u) => u.id !== person.id && (named.has(u.id) || (u.possibleDuplicates ?? []).includes(person.id)));
}

async function testerAccount(ctx: Ctx, person: UserRow): Promise<TesterAccount> {
  const others = await possibleDuplicates(ctx, person);
  return {
    linked: accountView(person.account),
    former: accountView(person.formerAccount),
    possibleDuplicates: others.map((u) => ({
      id: u.id,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.contact.email,
      statusLabel: TesterStatusLabels[u.status],
      linked: u.account !== undefined,
    })),
  };
}

async function testerOr404(ctx: Ctx, id: string): Promise<UserRow> {
  const person = await ctx.db.userOr404(id);
  if (person.erasedAt) throw new HttpError(404, ERASED_TESTER_MESSAGE);
  return person;
}

async function unlink(ctx: Ctx): Promise<TesterAccount> {
  const person = await testerOr404(ctx, parseBody(ctx, AccountActionInputSchema).id);
  if (!person.account) throw badRequest(accountRefusals.notLinked);
  person.formerAccount = person.account;
  delete person.account;
  await recordAccountChange(ctx.db, person.id, accountHistory.unlinked);
  return testerAccount(ctx, person);
}

async function relink(ctx: Ctx): Promise<TesterAccount> {
  const person = await testerOr404(ctx, parseBody(ctx, AccountActionInputSchema).id);
  if (person.account) throw badRequest(accountRefusals.alreadyLinked);
  const former = person.formerAccount;
  if (!former) throw badRequest(accountRefusals.nothingToRelink);
  const holder = await ctx.db.first('user', { subject: former.subject });
  if (holder) throw badRequest(accountRefusals.relinkedElsewhere(fullName(holder)));
  person.account = { ...former, how: 'RELINKED', linkedAt: new Date(ctx.clock.now()).toISOString() };
  delete person.formerAccount;
  await recordAccountChange(ctx.db, person.id, accountHistory.relinked);
  return testerAccount(ctx, person);
}

async function merge(ctx: Ctx): Promise<TesterAccount> {
  const input = parseBody(ctx, MergeInputSchema);
  const kept = await testerOr404(ctx, input.id);
  const merged = await testerOr404(ctx, input.mergedId);
  await mergePeople(ctx.db, kept, merged);
  return testerAccount(ctx, kept);
}

async function dismiss(ctx: Ctx): Promise<TesterAccount> {
  const input = parseBody(ctx, DuplicateDismissInputSchema);
  const person = await testerOr404(ctx, input.id);
  const other = await testerOr404(ctx, input.otherId);
  const named = (a: UserRow, b: UserRow) => (a.possibleDuplicates ?? []).includes(b.id);
  if (!named(person, other) && !named(other, person)) throw badRequest(accountRefusals.notDuplicates);
  for (const [a, b] of [[person, other], [other, person]] as const) {
    const rest = (a.possibleDuplicates ?? []).filter((id) => id !== b.id);
    if (rest.length > 0) a.possibleDuplicates = rest;
    else delete a.possibleDuplicates;
  }
  await recordAccountChange(ctx.db, person.id, accountHistory.dismissed(fullName(other)));
  await recordAccountChange(ctx.db, other.id, accountHistory.dismissed(fullName(person)));
  return testerAccount(ctx, person);
}

export function registerAccounts(router: Router<Ctx>): void {
  router
    .on(usersCalls.account, async (ctx, p) => testerAccount(ctx, await testerOr404(ctx, p.id)))
    .on(usersCalls.unlinkAccount, unlink)
    .on(usersCalls.relinkAccount, relink)
    .on(usersCalls.merge, merge)
    .on(usersCalls.dismissDuplicate, dismiss);
}
