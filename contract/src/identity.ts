import { toRoles, type Role } from './roles';

/**
 * Who calls: what a server reads from a bearer token (a Keycloak access token, or the shell's unsigned
 * demo token): sub, preferred_username, name, email, realm_access.roles.
 */
export interface TokenIdentity {
  /** The identity service's subject of the account (Keycloak: a UUID). Never a record's id: rules/accounts.ts links them. */
  sub: string;
  username: string;
  name: string;
  email: string;
  roles: Role[];
  /** `email_verified`: only a verified address may link the account to a record or make one (issue 57). */
  emailVerified?: boolean;
  /** `given_name`, `family_name`: a new applicant's name. */
  givenName?: string;
  familyName?: string;
  /** `iss`: kept with the link, for the record's page and the Verlauf. */
  issuer?: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
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
    emailVerified: claims.email_verified === true,
    givenName: str(claims.given_name),
    familyName: str(claims.family_name),
    issuer: str(claims.iss),
  };
}
