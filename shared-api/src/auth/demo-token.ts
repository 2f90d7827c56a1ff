import { toRoles, type Role } from '../contract/roles';

/**
 * JWT-shaped tokens ('header.payload.signature', base64url JSON) for the shell's memory and test
 * sign-in modes and for the demo data source, which reads them like a server reads a Keycloak access
 * token: sub, preferred_username, name, email, realm_access.roles. Not signed; never accepted by a real server.
 */
export interface DemoTokenClaims {
  sub: string;
  username: string;
  name: string;
  email: string;
  /** Realm roles; unknown roles are carried but ignored by permission checks. */
  roles: readonly string[];
}

export interface TokenIdentity {
  sub: string;
  username: string;
  name: string;
  email: string;
  roles: Role[];
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Mints a demo token; valid for `lifetimeSeconds` (default 1 hour) from `now`. */
export function createDemoToken(claims: DemoTokenClaims, now = Date.now(), lifetimeSeconds = 3600): string {
  const iat = Math.floor(now / 1000);
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64UrlEncode(
    JSON.stringify({
      sub: claims.sub,
      preferred_username: claims.username,
      name: claims.name,
      email: claims.email,
      realm_access: { roles: [...claims.roles] },
      iat,
      exp: iat + lifetimeSeconds,
    }),
  );
  return `${header}.${payload}.demo`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads a JWT's payload without verifying it; null when it is not a JWT with a subject. */
export function decodeToken(token: string | null | undefined): TokenIdentity | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(base64UrlDecode(payload));
  } catch {
    return null;
  }
  if (!isRecord(claims) || !str(claims.sub)) return null;
  const realmAccess = isRecord(claims.realm_access) ? claims.realm_access : {};
  const roles = Array.isArray(realmAccess.roles) ? toRoles(realmAccess.roles) : [];
  return {
    sub: str(claims.sub),
    username: str(claims.preferred_username),
    name: str(claims.name),
    email: str(claims.email),
    roles,
  };
}
