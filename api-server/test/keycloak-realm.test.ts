import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toRoles } from '@dtp/domain';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet, type JWTPayload } from 'jose';
import { createTokenVerifier } from '../src/auth/access-token';
import { configFromEnv } from '../src/config';
import { DEMO_ACCOUNT_SUBJECTS } from '@dtp/contract/demo-accounts';
import { Roles } from '@dtp/contract/roles';

// deploy/keycloak/dtp-realm.json (production: Keycloak) and idp/ (development: oidc-provider) must issue the same
// access token, as far as the platform reads it, and both must fit what the apps and the API server expect. The
// realm's token is derived from the export (its client, scopes, mappers, lifetimes, roles) plus Keycloak's built-in
// client scopes (below); the development service's is a real one, from a code flow with PKCE against idp/ started
// on a free port. The API server's own verifier (src/auth/access-token.ts) must accept both and read the same
// identity from them. Changing either side (the dev service's TTL or audience, the realm's mapper, scopes or
// lifetimes, the apps' client id or scope) fails here.

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const REALM_FILE = 'deploy/keycloak/dtp-realm.json';
const PLACEHOLDER = '${DTP_APP_URL}';

interface ProtocolMapper {
  name: string;
  protocol: string;
  protocolMapper: string;
  config: Record<string, string>;
}
interface RealmClient {
  clientId: string;
  enabled?: boolean;
  protocol?: string;
  publicClient?: boolean;
  bearerOnly?: boolean;
  consentRequired?: boolean;
  standardFlowEnabled?: boolean;
  implicitFlowEnabled?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  fullScopeAllowed?: boolean;
  rootUrl?: string;
  redirectUris: string[];
  webOrigins: string[];
  attributes: Record<string, string>;
  defaultClientScopes: string[];
  optionalClientScopes: string[];
  protocolMappers: ProtocolMapper[];
}
interface RealmRole {
  name: string;
  composite?: boolean;
  composites?: { realm?: string[]; client?: Record<string, string[]> };
}
interface RealmExport {
  realm: string;
  enabled: boolean;
  defaultSignatureAlgorithm: string;
  internationalizationEnabled: boolean;
  supportedLocales: string[];
  defaultLocale: string;
  registrationAllowed: boolean;
  registrationEmailAsUsername: boolean;
  loginWithEmailAllowed: boolean;
  duplicateEmailsAllowed: boolean;
  bruteForceProtected: boolean;
  permanentLockout: boolean;
  failureFactor: number;
  accessTokenLifespan: number;
  revokeRefreshToken: boolean;
  refreshTokenMaxReuse: number;
  ssoSessionIdleTimeout: number;
  ssoSessionMaxLifespan: number;
  roles: { realm: RealmRole[] };
  defaultRole: { name: string };
  clients: RealmClient[];
  [key: string]: unknown;
}

const realmText = read(REALM_FILE);
const realm = JSON.parse(realmText) as RealmExport;
const client = (() => {
  const found = realm.clients.filter((c) => c.clientId === 'dtp-frontend');
  if (found.length !== 1) throw new Error(`${REALM_FILE}: expected one client dtp-frontend, found ${found.length}`);
  return found[0]!;
})();

/**
 * Keycloak's built-in OIDC client scopes, as it creates them in a realm imported without `clientScopes`
 * (OIDCLoginProtocolFactory.createDefaultClientScopesImpl, Keycloak 24–26): whether the scope's name goes into the
 * token's `scope`, and the claims its mappers put into the access token. The export declares no client scopes of
 * its own (asserted below), so these are the ones its client names.
 */
const KEYCLOAK_SCOPES: Record<string, { inTokenScope: boolean; accessTokenClaims: string[] }> = {
  profile: {
    inTokenScope: true,
    accessTokenClaims: ['name', 'family_name', 'given_name', 'middle_name', 'nickname', 'preferred_username', 'profile', 'picture', 'website', 'gender', 'birthdate', 'zoneinfo', 'locale', 'updated_at'],
  },
  email: { inTokenScope: true, accessTokenClaims: ['email', 'email_verified'] },
  // realm roles → realm_access.roles, client roles → resource_access.<client>.roles, both access token only;
  // 'audience resolve' adds the clients of those client roles to `aud`.
  roles: { inTokenScope: false, accessTokenClaims: ['realm_access', 'resource_access'] },
  'web-origins': { inTokenScope: false, accessTokenClaims: ['allowed-origins'] },
  acr: { inTokenScope: false, accessTokenClaims: ['acr'] },
  // Keycloak 25+ maps sub and auth_time through 'basic'; Keycloak 24 has no such scope and sets sub itself.
  basic: { inTokenScope: false, accessTokenClaims: ['sub', 'auth_time'] },
  address: { inTokenScope: true, accessTokenClaims: ['address'] },
  phone: { inTokenScope: true, accessTokenClaims: ['phone_number', 'phone_number_verified'] },
  offline_access: { inTokenScope: true, accessTokenClaims: [] },
};
/** Claims in every Keycloak access token, whatever the scopes (TokenManager). */
const KEYCLOAK_CORE_CLAIMS = ['iss', 'sub', 'aud', 'azp', 'exp', 'iat', 'jti', 'typ', 'scope', 'sid'];
/** What the platform reads from an access token (the API server's verifier, the shell's roles), plus iat/typ/scope. */
const PLATFORM_CLAIMS = ['iss', 'sub', 'aud', 'azp', 'exp', 'iat', 'typ', 'scope', 'realm_access', 'preferred_username', 'name', 'given_name', 'family_name', 'email', 'email_verified'];

const isTrue = (value: string | undefined) => value === 'true';
const audienceMappers = client.protocolMappers.filter((m) => m.protocolMapper === 'oidc-audience-mapper');
/** The audiences the client's mappers add to the access token. */
const realmAudiences = audienceMappers.filter((m) => isTrue(m.config['access.token.claim'])).map((m) => m.config['included.custom.audience'] ?? m.config['included.client.audience']);
const clientScopes = [...client.defaultClientScopes, ...client.optionalClientScopes];
/** The access token's lifetime: the client's override, else the realm's. */
const realmAccessTokenLifetime = Number(client.attributes['access.token.lifespan'] ?? realm.accessTokenLifespan);

/**
 * The realm roles of a user holding `assigned` (Keycloak gives every new user the default role; an administrator may
 * take it away), composites expanded, as realm_access.roles lists them.
 */
function realmRolesOf(assigned: readonly string[]): string[] {
  const declared = new Map(realm.roles.realm.map((role) => [role.name, role]));
  const found = new Set<string>();
  const pending = [...assigned];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    pending.push(...(declared.get(name)?.composites?.realm ?? []));
  }
  return [...found].sort();
}

/** The `scope` claim Keycloak issues for a requested scope string. */
function realmTokenScope(requested: string): string[] {
  const asked = new Set(requested.split(' '));
  const granted = [...client.defaultClientScopes, ...client.optionalClientScopes.filter((s) => asked.has(s))];
  return ['openid', ...granted.filter((s) => KEYCLOAK_SCOPES[s]?.inTokenScope)].sort();
}

/** The claim names of the realm's access token (for a user with every attribute the platform knows). */
function realmAccessTokenClaims(): string[] {
  const mapped = client.defaultClientScopes.flatMap((s) => KEYCLOAK_SCOPES[s]?.accessTokenClaims ?? []);
  return [...new Set([...KEYCLOAK_CORE_CLAIMS, ...mapped])].sort();
}

/** The platform's part of a claim set. */
const platformPart = (claims: Iterable<string>) => [...new Set(claims)].filter((c) => PLATFORM_CLAIMS.includes(c)).sort();
const withDevOrigin = (value: string, origin: string) => value.split(PLACEHOLDER).join(origin);
const postLogoutUris = () => (client.attributes['post.logout.redirect.uris'] ?? '').split('##').filter(Boolean);

// --- the apps, the API server and the development service, read as they are --------------------------------

const runtimeBase = JSON.parse(read('config/runtime.base.json')) as { auth: { realm: string; clientId: string; loginUrl: string } };
/** The scope the shell asks for (shell/src/auth/oidc-auth.tsx). */
const APP_SCOPE = (() => {
  const match = /const SCOPE = '([^']+)';/.exec(read('shell/src/auth/oidc-auth.tsx'));
  if (!match) throw new Error('shell/src/auth/oidc-auth.tsx: no `const SCOPE = \'…\';` found');
  return match[1]!;
})();
/** The origin the apps run on in development (auth.loginUrl's); the shell's redirect_uri is `${origin}/`. */
const APP_ORIGIN = new URL(runtimeBase.auth.loginUrl).origin;
const apiDefaults = configFromEnv({});
/** deploy/systemd/api.env.example: the API server's production settings of the identity service. */
const apiEnvExample = Object.fromEntries(
  [...read('deploy/systemd/api.env.example').matchAll(/^(OIDC_[A-Z_]+)=(.*)$/gm)].map(([, key, value]) => [key!, value!.trim()]),
);

/** The development service's environment: none of the developer's IDP_* settings, its defaults count. */
function idpEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('IDP_')));
}

interface DevAccount {
  sub: string;
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
  roles: string[];
}
interface DevOptions {
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  accessTokenTtl: number;
  sessionTtl: number;
  rotateRefreshTokens: boolean;
  audience: string;
}

/** The development service's modules are plain Node ES modules: read in a child process, as the service runs. */
function fromIdp<T>(expression: string): T {
  const script = `import * as options from './idp/src/options.mjs'; import * as accounts from './idp/src/accounts.mjs';
    process.stdout.write(JSON.stringify(${expression}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env: idpEnv() });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as T;
}
const devDefaults = fromIdp<DevOptions & { clientId: string; realmPath: string }>(
  '{ ...options.resolveOptions({ argv: [], env: {} }), clientId: options.CLIENT_ID, realmPath: options.REALM_PATH }',
);
const devAccounts = fromIdp<DevAccount[]>('accounts.ACCOUNTS');
const devRoles = fromIdp<{ registered: string[]; defaultMembers: string[] }>(
  '{ registered: accounts.REGISTERED_ROLES, defaultMembers: accounts.DEFAULT_ROLE_MEMBERS }',
);

describe('the realm export (deploy/keycloak/dtp-realm.json)', () => {
  it('is realm dtp, German by default, without users, with Keycloak’s built-in client scopes', () => {
    expect(realm).toMatchObject({ realm: 'dtp', enabled: true, internationalizationEnabled: true, defaultLocale: 'de' });
    expect(realm.supportedLocales).toEqual(expect.arrayContaining(['de', 'en']));
    // The first admin is created by the operator (deploy/keycloak/README.md); a user in the file would be one for
    // every installation, with a known password.
    expect(realm).not.toHaveProperty('users');
    expect(realm).not.toHaveProperty('federatedUsers');
    // Declared client scopes would replace all of Keycloak's (and KEYCLOAK_SCOPES above would no longer hold).
    expect(realm).not.toHaveProperty('clientScopes');
    expect(realm).not.toHaveProperty('defaultDefaultClientScopes');
  });

  it('has one public client dtp-frontend: code flow with PKCE S256 only', () => {
    expect(client).toMatchObject({
      enabled: true,
      protocol: 'openid-connect',
      publicClient: true,
      bearerOnly: false,
      consentRequired: false,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      serviceAccountsEnabled: false,
    });
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client.attributes['oauth2.device.authorization.grant.enabled']).toBe('false');
    expect(client.attributes['oidc.ciba.grant.enabled']).toBe('false');
  });

  it('takes every address of the app from one placeholder, ${DTP_APP_URL}', () => {
    // The only ${…} in the file: Keycloak's import replaces it from the environment, or sed does (README).
    expect([...new Set(realmText.match(/\$\{[^}]*\}/g))]).toEqual([PLACEHOLDER]);
    const addresses = [client.rootUrl ?? '', ...client.redirectUris, ...client.webOrigins, ...postLogoutUris()];
    for (const address of addresses) expect(address.startsWith(PLACEHOLDER)).toBe(true);
    expect(client.webOrigins).toEqual([PLACEHOLDER]);
    // With the app's address in its place, each is an absolute URL of that origin (no wildcard).
    for (const address of addresses) {
      const url = new URL(withDevOrigin(address, 'https://tests.example.org'));
      expect(url.origin).toBe('https://tests.example.org');
      expect(address).not.toContain('*');
    }
  });

  it('has the realm roles of the platform, and default roles that make every new account a tester, no staff (decision 0019)', () => {
    const platformRoles = ['dtp-admin', 'dtp-manager', 'dtp-tester'];
    const names = realm.roles.realm.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(platformRoles));
    expect(realm.defaultRole.name).toBe('default-roles-dtp');
    // Declared under its own name: without `defaultRole`, Keycloak would make a default-roles-dtp-1 and the
    // declared composite would govern nothing.
    expect(realm.roles.realm.find((r) => r.name === realm.defaultRole.name)?.composite).toBe(true);
    // A new account (a registration) holds the default role: its token carries dtp-tester and no staff role.
    const newAccount = realmRolesOf([realm.defaultRole.name]);
    expect(newAccount).toEqual(expect.arrayContaining([realm.defaultRole.name, 'dtp-tester']));
    expect(toRoles(newAccount)).toEqual(['dtp-tester']);
    // Without the default role (an administrator took it away) no role of the platform is left.
    expect(toRoles(realmRolesOf([]))).toEqual([]);
    // Every realm role a composite names is declared: the import resolves composites before Keycloak adds its own
    // roles, and fails on an unknown one ('Unable to find composite realm role').
    for (const role of realm.roles.realm) for (const member of role.composites?.realm ?? []) expect(names).toContain(member);
  });

  it('adds the API audience to the access token only, and the realm roles as realm_access.roles', () => {
    expect(audienceMappers).toHaveLength(1);
    expect(audienceMappers[0]).toMatchObject({
      protocol: 'openid-connect',
      config: { 'included.custom.audience': 'dtp-api', 'access.token.claim': 'true', 'id.token.claim': 'false' },
    });
    // realm_access.roles comes from Keycloak's 'roles' scope, a default scope of the client, with the full scope
    // of the user's realm roles (no scope mappings to keep up with).
    expect(client.defaultClientScopes).toContain('roles');
    expect(client.fullScopeAllowed).toBe(true);
    // No mapper of the client's own writes the roles a second time.
    expect(client.protocolMappers.filter((m) => m.protocolMapper !== 'oidc-audience-mapper')).toEqual([]);
  });

  it('signs RS256, lets access tokens live 300 s, rotates refresh tokens on every use', () => {
    expect(realm.defaultSignatureAlgorithm).toBe('RS256');
    expect(realmAccessTokenLifetime).toBe(300);
    expect(realm.revokeRefreshToken).toBe(true);
    expect(realm.refreshTokenMaxReuse).toBe(0);
    // The app renews a token when less than 70 s remain (api-client MIN_TOKEN_VALIDITY_S): an open tab renews several
    // times within the idle timeout and keeps its session; the idle timeout never outlasts the maximum.
    expect(realm.ssoSessionIdleTimeout).toBeGreaterThanOrEqual(5 * realmAccessTokenLifetime);
    expect(realm.ssoSessionIdleTimeout).toBeLessThanOrEqual(realm.ssoSessionMaxLifespan);
  });

  it('guards logins against guessing and lets people register, with the email as user name', () => {
    expect(realm).toMatchObject({ bruteForceProtected: true, permanentLockout: false });
    expect(realm.failureFactor).toBeGreaterThan(0);
    expect(realm).toMatchObject({ registrationAllowed: true, registrationEmailAsUsername: true, loginWithEmailAllowed: true, duplicateEmailsAllowed: false });
  });
});

describe('the realm and what the apps and the API server expect', () => {
  it('has the realm and client id of the runtime configuration, and every scope the shell asks for', () => {
    expect(realm.realm).toBe(runtimeBase.auth.realm);
    expect(client.clientId).toBe(runtimeBase.auth.clientId);
    for (const overlay of ['oidc', 'http']) {
      const auth = (JSON.parse(read(`config/overlays/${overlay}.json`)) as { auth?: Record<string, unknown> }).auth ?? {};
      expect(auth).not.toHaveProperty('realm');
      expect(auth).not.toHaveProperty('clientId');
    }
    // Keycloak refuses (invalid_scope) a requested scope that is not one of the client's.
    for (const scope of APP_SCOPE.split(' ')) if (scope !== 'openid') expect(clientScopes).toContain(scope);
  });

  it('admits the redirect_uri, the post_logout_redirect_uri and the origin the shell uses', () => {
    const origin = 'https://tests.example.org';
    const resolved = (values: string[]) => values.map((v) => withDevOrigin(v, origin));
    // shell/src/auth/oidc-auth.tsx: redirect_uri `${origin}/`; logout back to auth.loginUrl (`${origin}/login`).
    expect(resolved(client.redirectUris)).toContain(`${origin}/`);
    expect(resolved(postLogoutUris())).toContain(`${origin}${new URL(runtimeBase.auth.loginUrl).pathname}`);
    expect(resolved(client.webOrigins)).toEqual([origin]);
  });

  it('issues what the API server checks: its audience, its client, its algorithm', () => {
    expect(realmAudiences).toEqual([apiDefaults.audience]);
    expect(client.clientId).toBe(apiDefaults.clientId);
    expect(apiDefaults.algorithms).toContain(realm.defaultSignatureAlgorithm);
    // The production settings the operator starts from.
    expect(apiEnvExample.OIDC_ISSUER).toMatch(new RegExp(`/realms/${realm.realm}$`));
    expect(apiEnvExample.OIDC_AUDIENCE).toBe(realmAudiences[0]);
    expect(apiEnvExample.OIDC_CLIENT_ID).toBe(client.clientId);
    expect(apiEnvExample.OIDC_ALGORITHMS?.split(',')).toContain(realm.defaultSignatureAlgorithm);
  });
});

describe('the realm and the development service (idp/)', () => {
  it('has the same client, audience, token lifetime and session length by default', () => {
    expect(devDefaults.clientId).toBe(client.clientId);
    expect(devDefaults.realmPath).toBe(`/realms/${realm.realm}`);
    expect(devDefaults.audience).toBe(realmAudiences[0]);
    expect(devDefaults.accessTokenTtl).toBe(realmAccessTokenLifetime);
    // The dev service's one session length (session, grant, refresh token) is the realm's maximum; it has no idle
    // timeout. Refresh tokens rotate there with IDP_ROTATE_REFRESH_TOKENS=1 only (below: it does when asked).
    expect(devDefaults.sessionTtl).toBe(realm.ssoSessionMaxLifespan);
  });

  it('registers the realm’s addresses for the development origin', () => {
    const resolved = (values: string[]) => values.map((v) => withDevOrigin(v, APP_ORIGIN));
    expect(devDefaults.redirectUris).toEqual(expect.arrayContaining(resolved(client.redirectUris)));
    expect(devDefaults.postLogoutRedirectUris).toEqual(expect.arrayContaining(resolved(postLogoutUris())));
  });

  it('gives its demo accounts only roles the realm has, by the same names', () => {
    const names = realm.roles.realm.map((r) => r.name);
    for (const account of devAccounts) for (const role of account.roles) expect(names).toContain(role);
  });

  it('gives a registration the realm’s default roles, and knows their members as the realm does', () => {
    expect(devRoles.registered).toEqual([realm.defaultRole.name]);
    expect(devRoles.defaultMembers.sort()).toEqual(realm.roles.realm.find((r) => r.name === realm.defaultRole.name)?.composites?.realm?.sort());
    // `neu` stands for a new registration.
    expect(devAccounts.find((a) => a.username === 'neu')?.roles).toEqual(devRoles.registered);
  });
});

// --- ASVS 4.0.3 L1 (issue 59): passwords, a second factor for staff, the idle timeout ---------------------------

interface FlowExecution {
  authenticator?: string;
  authenticatorFlow: boolean;
  flowAlias?: string;
  authenticatorConfig?: string;
  requirement: 'REQUIRED' | 'ALTERNATIVE' | 'CONDITIONAL' | 'DISABLED';
  priority: number;
}
interface Flow {
  alias: string;
  providerId: string;
  topLevel: boolean;
  builtIn: boolean;
  authenticationExecutions: FlowExecution[];
}
const flows = (realm.authenticationFlows ?? []) as Flow[];
const flowConfigs = (realm.authenticatorConfig ?? []) as { alias: string; config: Record<string, string> }[];
const flowOf = (alias: string) => flows.find((f) => f.alias === alias);
const byPriority = (flow: Flow) => [...flow.authenticationExecutions].sort((a, b) => a.priority - b.priority);

/** Keycloak's own authenticators (24–26) the flows may name; anything else would need a provider of ours. */
const KEYCLOAK_AUTHENTICATORS = [
  'auth-cookie', 'auth-username-password-form', 'auth-otp-form', 'conditional-user-role', 'conditional-user-configured',
  'registration-page-form', 'registration-user-creation', 'registration-password-action',
  'direct-grant-validate-username', 'direct-grant-validate-password', 'direct-grant-validate-otp',
];

/**
 * How many times the browser flow asks for an OTP after the password, for a user holding `assigned` (composites
 * expanded) who has or has not set up OTP: the path through the flow's password form, its conditional subflows run
 * when all their conditions hold (Keycloak's 'Condition - user role', 'Condition - user configured'). An OTP form
 * runs for a user without OTP too: Keycloak then has the person set it up first (required action CONFIGURE_TOTP).
 */
function otpPrompts(assigned: readonly string[], otpConfigured: boolean): number {
  const roles = realmRolesOf(assigned);
  const condition = (execution: FlowExecution): boolean => {
    if (execution.authenticator === 'conditional-user-configured') return otpConfigured;
    if (execution.authenticator === 'conditional-user-role') {
      const config = flowConfigs.find((c) => c.alias === execution.authenticatorConfig)?.config;
      if (!config?.condUserRole) throw new Error(`condition without a role: ${execution.authenticatorConfig}`);
      return roles.includes(config.condUserRole) !== (config.negate === 'true');
    }
    throw new Error(`unknown condition ${execution.authenticator}`);
  };
  const run = (flow: Flow): number =>
    byPriority(flow).reduce((count, execution) => {
      if (execution.requirement === 'DISABLED') return count;
      if (execution.authenticatorFlow) {
        const sub = flowOf(execution.flowAlias!)!;
        const conditions = sub.authenticationExecutions.filter((e) => e.authenticator?.startsWith('conditional-'));
        if (execution.requirement === 'CONDITIONAL' && !conditions.every(condition)) return count;
        return count + run(sub);
      }
      return count + (execution.authenticator === 'auth-otp-form' ? 1 : 0);
    }, 0);
  // The cookie (an existing session) is the other alternative: the password path is the subflow with the password form.
  const browser = flowOf(String(realm.browserFlow))!;
  const forms = browser.authenticationExecutions.filter((e) => e.authenticatorFlow && e.requirement === 'ALTERNATIVE').map((e) => flowOf(e.flowAlias!)!);
  const passwordPath = forms.find((f) => f.authenticationExecutions.some((e) => e.authenticator === 'auth-username-password-form' && e.requirement === 'REQUIRED'));
  if (!passwordPath) throw new Error('the browser flow has no password form');
  return run(passwordPath);
}

/** The realm's password policy, `length(12) and notEmail and …`, as name → argument. */
const passwordPolicy = Object.fromEntries(
  String(realm.passwordPolicy).split(/\s+and\s+/).map((part) => {
    const match = /^(\w+)(?:\((.*)\))?$/.exec(part.trim());
    if (!match) throw new Error(`passwordPolicy: cannot read "${part}"`);
    return [match[1]!, match[2] ?? ''];
  }),
);
/** The development service's registration check (idp/src/registration.mjs) of a form with this password: its errors. */
function devRegistration(password: string): Record<string, string> {
  const form = JSON.stringify({ givenName: 'Rita', familyName: 'Register', email: 'rita.asvs@example.de', password, passwordConfirm: password });
  return fromIdp(`(await import('./idp/src/registration.mjs')).checkRegistration(new URLSearchParams(${form})).errors`);
}

describe('the realm follows ASVS 4.0.3 L1 (issue 59)', () => {
  it('asks passwords of at least 12 characters, not the user name or email, and not in the breached-password list (2.1.1, 2.1.7)', () => {
    expect(Number(passwordPolicy.length)).toBeGreaterThanOrEqual(12);
    expect(passwordPolicy).toHaveProperty('notUsername');
    expect(passwordPolicy).toHaveProperty('notEmail');
    // Keycloak's list check: a file the operator installs before the import (deploy/keycloak/README.md names it).
    expect(passwordPolicy.passwordBlacklist).toMatch(/^[\w.-]+\.txt$/);
    expect(read('deploy/keycloak/README.md')).toContain(`data/password-blacklists/${passwordPolicy.passwordBlacklist}`);
  });

  it('binds its own browser, registration and direct-grant flows, made of Keycloak’s authenticators only', () => {
    for (const binding of ['browserFlow', 'registrationFlow', 'directGrantFlow']) {
      expect({ binding, flow: flowOf(String(realm[binding]))?.topLevel }).toEqual({ binding, flow: true });
    }
    // With authenticationFlows in the file Keycloak creates none of its own browser, registration or direct-grant flows.
    expect(flowOf(String(realm.registrationFlow))!.authenticationExecutions.map((e) => e.authenticator)).toEqual(['registration-page-form']);
    for (const flow of flows) {
      expect(flow.builtIn).toBe(false);
      for (const execution of flow.authenticationExecutions) {
        if (execution.authenticatorFlow) expect(flowOf(execution.flowAlias!)).toBeDefined();
        if (execution.authenticator) expect(KEYCLOAK_AUTHENTICATORS).toContain(execution.authenticator);
        if (execution.authenticatorConfig) expect(flowConfigs.map((c) => c.alias)).toContain(execution.authenticatorConfig);
      }
    }
  });

  it('asks every staff role for an OTP once, set up or not, and a tester only when they set one up (2.7, 4.3.1 for those who read bank data)', () => {
    const staff = Object.values(Roles).filter((role) => role !== Roles.tester);
    expect(staff.sort()).toEqual(['dtp-admin', 'dtp-manager']);
    for (const configured of [false, true]) {
      for (const roles of [...staff.map((role) => [role]), staff, ...staff.map((role) => [role, realm.defaultRole.name])]) {
        expect({ roles, configured, prompts: otpPrompts(roles, configured) }).toEqual({ roles, configured, prompts: 1 });
      }
      expect(otpPrompts([realm.defaultRole.name], configured)).toBe(configured ? 1 : 0);
      expect(otpPrompts([], configured)).toBe(configured ? 1 : 0);
    }
    // A staff member without OTP sets it up through the required action CONFIGURE_TOTP: Keycloak's default, enabled,
    // as long as the file declares no required actions of its own.
    const actions = (realm.requiredActions ?? []) as { alias: string; enabled: boolean }[];
    if (actions.length > 0) expect(actions.find((a) => a.alias === 'CONFIGURE_TOTP')?.enabled).toBe(true);
  });

  it('ends a session after 30 minutes without a renewal (3.3.2)', () => {
    expect(realm.ssoSessionIdleTimeout).toBe(30 * 60);
  });

  it('the development service refuses registrations with passwords the realm refuses for their length, in German', () => {
    expect(fromIdp<number>('(await import("./idp/src/registration.mjs")).MIN_PASSWORD_LENGTH')).toBe(Number(passwordPolicy.length));
    const short = 'x'.repeat(Number(passwordPolicy.length) - 1);
    expect(devRegistration(short).password).toBe(`Das Passwort muss mindestens ${passwordPolicy.length} Zeichen lang sein.`);
    expect(devRegistration(`${short}y`).password).toBeUndefined();
  });
});

// --- a real sign-in at the development service ------------------------------------------------------------

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported: string[];
}
interface TokenAnswer {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  error?: string;
}

/** A browser as far as the sign-in needs one: cookies by path, redirects by hand. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  async request(url: string, form?: Record<string, string>): Promise<{ status: number; location?: string; text: string }> {
    const { pathname } = new URL(url);
    const cookie = [...this.cookies].filter(([, c]) => pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`).join('; ');
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const cookiePath = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      if (value === '' || attributes.some((a) => a.toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: cookiePath });
    }
    const location = res.headers.get('location');
    return { status: res.status, location: location ? new URL(location, url).href : undefined, text: await res.text() };
  }
}

let idp: ChildProcess | undefined;
let issuer = '';
let meta: Discovery;
let jwks: JSONWebKeySet;
const REDIRECT_URI = withDevOrigin(client.redirectUris[0]!, APP_ORIGIN);

function startIdp(): Promise<string> {
  // The defaults, with refresh-token rotation as the realm has it.
  const child = spawn(process.execPath, ['idp/src/server.mjs', '--port', '0', '--data-dir', 'memory', '--rotate-refresh-tokens'], {
    cwd: root,
    env: idpEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  idp = child;
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the identity service did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Identity service: (http:\/\/localhost:\d+\/realms\/\w+)\s/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the identity service exited (${code}):\n${output}`));
    });
  });
}

async function tokenRequest(params: Record<string, string>): Promise<{ status: number; body: TokenAnswer }> {
  const res = await fetch(meta.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
    body: new URLSearchParams({ client_id: client.clientId, ...params }).toString(),
  });
  return { status: res.status, body: (await res.json()) as TokenAnswer };
}

/** The shell's sign-in: authorization code with PKCE S256, the login form, the code for tokens. */
async function signIn(account: DevAccount): Promise<TokenAnswer> {
  const browser = new Browser();
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(meta.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: APP_SCOPE,
    state: randomBytes(8).toString('base64url'),
    nonce: randomBytes(8).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  /** Follows the redirects that stay at the identity service. */
  const follow = async (first: Awaited<ReturnType<Browser['request']>>) => {
    let step = first;
    while (step.location && new URL(step.location).origin === new URL(issuer).origin) step = await browser.request(step.location);
    return step;
  };
  let step = await follow(await browser.request(url.href));
  const action = /<form[^>]*action="([^"]+)"/.exec(step.text)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`no login form for ${account.username} (${step.status})`);
  step = await follow(await browser.request(new URL(action, issuer).href, { username: account.username, password: account.password }));
  const code = step.location ? new URL(step.location).searchParams.get('code') : null;
  if (!code || !step.location?.startsWith(REDIRECT_URI)) throw new Error(`no code for ${account.username}: ${step.location ?? step.status}`);
  const answer = await tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier });
  if (answer.status !== 200 || !answer.body.access_token) throw new Error(`token request for ${account.username}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The access token Keycloak issues with this realm for an account like the demo one (the realm's user, email as user name). */
function realmAccessTokenFor(account: DevAccount, realmIssuer: string): JWTPayload {
  const iat = Math.floor(Date.now() / 1000);
  const roles = realmRolesOf(account.roles);
  const accountRoles = realm.roles.realm.find((r) => r.name === realm.defaultRole.name)?.composites?.client?.account ?? [];
  const values: Record<string, unknown> = {
    iss: realmIssuer,
    sub: account.sub,
    // The custom audience, and 'account' by the 'audience resolve' mapper for the account roles of the default role.
    aud: [...realmAudiences, ...(accountRoles.length > 0 ? ['account'] : [])],
    azp: client.clientId,
    exp: iat + realmAccessTokenLifetime,
    iat,
    jti: randomBytes(16).toString('hex'),
    typ: 'Bearer',
    scope: realmTokenScope(APP_SCOPE).join(' '),
    sid: randomBytes(16).toString('hex'),
    realm_access: { roles },
    resource_access: { account: { roles: accountRoles } },
    'allowed-origins': client.webOrigins.map((o) => withDevOrigin(o, 'https://tests.example.org')),
    acr: '1',
    auth_time: iat,
    preferred_username: realm.registrationEmailAsUsername ? account.email : account.username,
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.email,
    email_verified: true,
  };
  // Exactly the claims the realm maps; a user attribute the account has no value for (middle_name, locale …) is left
  // out, as Keycloak leaves it out.
  return Object.fromEntries(realmAccessTokenClaims().filter((claim) => values[claim] !== undefined).map((claim) => [claim, values[claim]])) as JWTPayload;
}

describe('the demo accounts’ subjects', () => {
  it('are the UUIDs the seed links its demo people to, never a record’s id (issue 57)', () => {
    expect(Object.fromEntries(devAccounts.map((a) => [a.username, a.sub]))).toEqual(DEMO_ACCOUNT_SUBJECTS);
    for (const account of devAccounts) expect(account.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('a sign-in at the development service, beside the realm’s token', () => {
  beforeAll(async () => {
    issuer = await startIdp();
    meta = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery;
    jwks = (await (await fetch(meta.jwks_uri)).json()) as JSONWebKeySet;
  }, 30_000);

  afterAll(async () => {
    const child = idp;
    if (!child || child.exitCode !== null) return;
    child.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  });

  it('has the realm’s issuer path and requires PKCE S256', async () => {
    expect(meta.issuer).toBe(issuer);
    expect(issuer).toMatch(new RegExp(`/realms/${realm.realm}$`));
    expect(meta.code_challenge_methods_supported).toEqual([client.attributes['pkce.code.challenge.method']]);
    const url = new URL(meta.authorization_endpoint);
    url.search = new URLSearchParams({ client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: APP_SCOPE, state: 's' }).toString();
    const withoutPkce = await new Browser().request(url.href);
    expect(withoutPkce.location && new URL(withoutPkce.location).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses the password grant, as the realm’s client does', async () => {
    const answer = await tokenRequest({ grant_type: 'password', username: 'tester', password: 'tester', scope: 'openid' });
    expect(answer.status).toBe(400);
    expect(answer.body.access_token).toBeUndefined();
  });

  it('issues, for every demo account, the access token claims the realm issues, and the API server reads the same person from both', async () => {
    const realmIssuer = apiEnvExample.OIDC_ISSUER!;
    const realmKeys = await generateKeyPair(realm.defaultSignatureAlgorithm);
    const realmVerify = createTokenVerifier(
      { issuer: realmIssuer, audience: apiDefaults.audience, clientId: apiDefaults.clientId },
      createLocalJWKSet({ keys: [{ ...(await exportJWK(realmKeys.publicKey)), kid: 'realm', alg: realm.defaultSignatureAlgorithm }] }),
      { algorithms: apiDefaults.algorithms },
    );
    const devVerify = createTokenVerifier(
      { issuer, audience: apiDefaults.audience, clientId: apiDefaults.clientId },
      createLocalJWKSet(jwks),
      { algorithms: apiDefaults.algorithms },
    );
    expect(devAccounts.length).toBeGreaterThan(0);

    for (const account of devAccounts) {
      const answer = await signIn(account);
      const dev = decodeJwt(answer.access_token!);
      const expected = realmAccessTokenFor(account, realmIssuer);
      const context = `${account.username}: dev ${JSON.stringify(dev)}`;

      expect({ context, claims: platformPart(Object.keys(dev)) }).toEqual({ context, claims: platformPart(Object.keys(expected)) });
      expect(decodeProtectedHeader(answer.access_token!).alg).toBe(realm.defaultSignatureAlgorithm);
      expect(dev.iss).toBe(`${new URL(issuer).origin}/realms/${realm.realm}`);
      expect(dev.aud).toEqual(realmAudiences.length === 1 ? realmAudiences[0] : realmAudiences);
      expect(dev.azp).toBe(client.clientId);
      expect(dev.typ).toBe('Bearer');
      expect((dev.exp ?? 0) - (dev.iat ?? 0)).toBe(realmAccessTokenLifetime);
      // Keycloak lists only scopes marked 'include in token scope' (not 'roles'); the dev service lists all granted.
      const devScope = String(dev.scope).split(' ');
      expect(devScope.filter((s) => s === 'openid' || KEYCLOAK_SCOPES[s]?.inTokenScope).sort()).toEqual(realmTokenScope(APP_SCOPE));
      expect(APP_SCOPE.split(' ')).toEqual(expect.arrayContaining(devScope));
      // The roles: the ones the realm lists for a user holding the same roles (the default role's name and members).
      const tokenRoles = (dev.realm_access as { roles: string[] }).roles;
      expect({ context, roles: [...tokenRoles].sort() }).toEqual({ context, roles: realmRolesOf(account.roles) });
      // The ID token is for the client, not the API (the realm's audience mapper: access token only).
      expect(decodeJwt(answer.id_token!).aud).toBe(client.clientId);

      // What the API server reads: the same person from either token, the user name aside (the realm's is the email).
      const signed = await new SignJWT(expected).setProtectedHeader({ alg: realm.defaultSignatureAlgorithm, kid: 'realm', typ: 'JWT' }).sign(realmKeys.privateKey);
      const person = { sub: account.sub, name: `${account.givenName} ${account.familyName}`, email: account.email, roles: toRoles(realmRolesOf(account.roles)) };
      // Both carry what links the account to its record (issue 57): a verified email and the person's names.
      const names = { emailVerified: true, givenName: account.givenName, familyName: account.familyName };
      await expect(devVerify(answer.access_token!)).resolves.toMatchObject({ ...person, ...names, username: account.username });
      await expect(realmVerify(signed)).resolves.toMatchObject({ ...person, ...names, username: account.email });
    }
  });

  it('rotates the refresh token as the realm does: the new one works, the used one is refused', async () => {
    const tester = devAccounts.find((a) => a.username === 'tester')!;
    const first = await signIn(tester);
    const renewed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).toEqual(expect.any(String));
    expect(renewed.body.refresh_token).not.toBe(first.refresh_token);
    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });
});
