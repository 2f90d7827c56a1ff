// The api-client client as screens use it, pointed at a target: config 'http' (every answer is
// checked against its schema), the target's transport, and an account signed in with its token.
import { setTransport, testsApi, toRoles, useAppStore, useAuthStore, useConfigStore, type AuthUser } from '@dtp/api-client';
import { testConfig } from '@dtp/api-client/test-support';
import type { CallCase, Owner, SeedIds } from './calls';
import { claimsOf, type Account, type Exchange, type Target } from './targets';

export function useTarget(target: Target): void {
  setTransport(target.transport);
  useConfigStore.getState().setConfig(testConfig('http'));
  useAppStore.getState().reset();
  useAuthStore.getState().signOut();
}

/** The auth store's user of an account, with the token the client sends. */
function authUser(account: Account, token: string): AuthUser {
  const claims = claimsOf(account);
  return { userId: claims.sub, username: claims.username, fullName: claims.name, email: claims.email, roles: toRoles(claims.roles), token };
}

export async function signInAs(target: Target, account: Account): Promise<void> {
  useAuthStore.getState().signIn(authUser(account, await target.token(account)));
}

/** Signed in with a token the target did not issue (or none). */
export function signInWithToken(account: Account, token: string | null): void {
  if (token === null) useAuthStore.getState().signOut();
  else useAuthStore.getState().signIn(authUser(account, token));
}

export const isStaff = (account: Account): boolean => account === 'admin' || account === 'manager';

export interface Outcome {
  /** What the act sent and got. */
  sent: Exchange[];
  result: unknown;
  error: unknown;
}

/** Runs a call's preparation as the admin, then the call itself as `account`. */
/**
 * The applicant's account makes its record at its first call (a tester's call links the account): done before a
 * case's snapshot, so a refused write's "nothing stored" compares like for like.
 */
async function becomeApplicant(target: Target): Promise<void> {
  await signInAs(target, 'applicant');
  await testsApi.list();
  target.dirty = true;
}

export async function runCall(target: Target, ids: SeedIds, kase: CallCase, account: Account, owner: Owner, beforeAct?: () => Promise<void>): Promise<Outcome> {
  if (account === 'applicant') await becomeApplicant(target);
  await signInAs(target, 'admin');
  const prepared = kase.prepare ? await kase.prepare({ ids, owner, staff: true }) : undefined;
  await beforeAct?.();
  await signInAs(target, account);
  const from = target.log.length;
  let result: unknown = null;
  let error: unknown = null;
  try {
    result = await kase.act({ ids, owner, staff: isStaff(account) }, prepared);
  } catch (caught) {
    error = caught;
  }
  return { sent: target.log.slice(from), result, error };
}
