// Demo accounts of the local identity service (mimics the Keycloak realm "dtp").
// The `sub` values are stable random UUIDs, as Keycloak issues them: the seed links its demo people to them
// (contract/src/demo-accounts.ts, kept equal by a test); they are never a record's id (issue 57).
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';

import { isDisabled } from './disabled-accounts.mjs';

/** Realm roles used by the Digitale Test-Plattform. */
export const ROLES = Object.freeze({
  ADMIN: 'dtp-admin',
  MANAGER: 'dtp-manager',
  TESTER: 'dtp-tester',
  /** The realm's default role: Keycloak gives it to every account it creates, registrations included (decision 0019). */
  DEFAULT: 'default-roles-dtp',
});

/** What the default role contains, as in deploy/keycloak/dtp-realm.json: dtp-tester for everyone, and Keycloak's own. */
export const DEFAULT_ROLE_MEMBERS = Object.freeze([ROLES.TESTER, 'offline_access', 'uma_authorization']);

/** The roles of a new registration: the default role only. */
export const REGISTERED_ROLES = Object.freeze([ROLES.DEFAULT]);

/**
 * realm_access.roles as Keycloak issues them: the roles an account holds with the composites expanded, so the
 * default role's name and its members. @param {readonly string[]} roles
 */
export function effectiveRoles(roles) {
  const all = new Set(roles);
  if (all.has(ROLES.DEFAULT)) for (const member of DEFAULT_ROLE_MEMBERS) all.add(member);
  return [...all].sort();
}

/**
 * @typedef {object} DemoAccount
 * @property {string} sub                 stable subject identifier (a UUID, as Keycloak's)
 * @property {string} username            login name (= preferred_username)
 * @property {string} password            demo password (local development only!)
 * @property {string} givenName
 * @property {string} familyName
 * @property {string} email
 * @property {readonly string[]} roles    realm roles held (a composite not expanded; effectiveRoles expands it)
 */

/** @type {readonly DemoAccount[]} */
export const ACCOUNTS = Object.freeze([
  {
    sub: 'dba53f11-0821-4ea1-89e2-25a3759432dd',
    username: 'admin',
    password: 'admin',
    givenName: 'Anna',
    familyName: 'Admin',
    email: 'anna.admin@example.de',
    // The admin's role by hand, beside the default role (an admin has their own tester area anyway).
    roles: Object.freeze([ROLES.DEFAULT, ROLES.ADMIN]),
  },
  {
    sub: '7070d9b3-bebc-479e-8e4e-a1756e107f60',
    username: 'manager',
    password: 'manager',
    givenName: 'Martin',
    familyName: 'Manager',
    email: 'martin.manager@example.de',
    // A manager who does not test: the operator gave dtp-manager and took the default role away (docs/operations.md).
    roles: Object.freeze([ROLES.MANAGER]),
  },
  {
    sub: '2d099e4a-96be-4ac9-b9aa-98a3f9794a9f',
    username: 'tester',
    password: 'tester',
    givenName: 'Max',
    familyName: 'Mustermann',
    email: 'max.mustermann@example.de',
    roles: REGISTERED_ROLES,
  },
  {
    sub: '287e2a33-b5c7-402f-b2b7-74891fd399fb',
    username: 'tester2',
    password: 'tester2',
    givenName: 'Erika',
    familyName: 'Musterfrau',
    email: 'erika.musterfrau@example.de',
    roles: REGISTERED_ROLES,
  },
  {
    // A registered account the seed has no record for: its first call makes an applicant (issue 57).
    sub: '3a1c39b3-cf88-48d5-9193-e652081e2822',
    username: 'tester3',
    password: 'tester3',
    givenName: 'Theo',
    familyName: 'Neumann',
    email: 'theo.neumann@example.de',
    roles: REGISTERED_ROLES,
  },
  {
    // A new account, as registration at the identity service creates it: the realm's default roles.
    sub: 'a290b79a-0af9-49cf-b02b-fe7a00cebe12',
    username: 'neu',
    password: 'neu',
    givenName: 'Nina',
    familyName: 'Neu',
    email: 'nina.neu@example.de',
    roles: REGISTERED_ROLES,
  },
  {
    // An account whose default role an administrator took away: no role of the platform, the thank-you notice.
    sub: '6adb4a94-b881-4b8d-aa03-bceb7fae8119',
    username: 'ohnerolle',
    password: 'ohnerolle',
    givenName: 'Olaf',
    familyName: 'Ohne',
    email: 'olaf.ohne@example.de',
    roles: Object.freeze([]),
  },
].map((account) => Object.freeze(account)));

const bySub = new Map(ACCOUNTS.map((a) => [a.sub, a]));
const byUsername = new Map(ACCOUNTS.map((a) => [a.username.toLowerCase(), a]));

/**
 * Registers an account (the registration form, registration.mjs): in memory only, so a restart forgets it. As in the
 * realm: a random UUID as subject, the email as user name (`registrationEmailAsUsername`), the default roles.
 * @param {{ givenName: string, familyName: string, email: string, password: string }} person
 * @returns {DemoAccount}
 */
export function registerAccount({ givenName, familyName, email, password }) {
  const account = Object.freeze({
    sub: randomUUID(),
    username: email.toLowerCase(),
    password,
    givenName,
    familyName,
    email,
    roles: REGISTERED_ROLES,
  });
  bySub.set(account.sub, account);
  byUsername.set(account.username, account);
  return account;
}

/** Whether an account has this email, as address or user name (the realm: `duplicateEmailsAllowed: false`). @param {string} email */
export function isEmailTaken(email) {
  const wanted = email.trim().toLowerCase();
  return [...bySub.values()].some((a) => a.email.toLowerCase() === wanted || a.username.toLowerCase() === wanted);
}

/** An account that may sign in: a disabled one (disabled-accounts.mjs) is not found, so its refresh tokens, sessions and userinfo fail too. @param {string} sub */
export function findAccountBySub(sub) {
  const account = bySub.get(sub);
  return account && !isDisabled(account.sub) ? account : undefined;
}

/** Any account, enabled or not, by user name, email or sub (the disable-account command). @param {string} key */
export function lookUpAccount(key) {
  const wanted = String(key ?? '').trim().toLowerCase();
  return [...bySub.values()].find((a) => a.username.toLowerCase() === wanted || a.email.toLowerCase() === wanted || a.sub.toLowerCase() === wanted);
}

/** Usernames are case-insensitive (as in Keycloak). @param {string} username */
export function findAccountByUsername(username) {
  return byUsername.get(String(username ?? '').trim().toLowerCase());
}

const digest = (value) => createHash('sha256').update(String(value ?? '')).digest();

/**
 * Checks username + password. Returns the account or undefined.
 * @param {string} username
 * @param {string} password
 */
export function verifyCredentials(username, password) {
  const account = findAccountByUsername(username);
  // Always compare (constant time) so unknown users and wrong passwords behave alike.
  const ok = timingSafeEqual(digest(account ? account.password : '\u0000no-account'), digest(password));
  return account && ok ? account : undefined;
}

/**
 * All OIDC claims of an account. oidc-provider filters them by the granted scopes
 * (see `claims` in config.mjs: profile, email, roles → realm_access).
 * @param {DemoAccount} account
 */
export function claimsOf(account) {
  return {
    sub: account.sub,
    preferred_username: account.username,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`,
    email: account.email,
    email_verified: true,
    locale: 'de',
    realm_access: { roles: effectiveRoles(account.roles) },
  };
}

/**
 * `findAccount` for oidc-provider.
 * @param {unknown} _ctx
 * @param {string} sub
 */
export async function findAccount(_ctx, sub) {
  const account = findAccountBySub(sub);
  if (!account) return undefined;
  return {
    accountId: account.sub,
    async claims() {
      return claimsOf(account);
    },
  };
}
