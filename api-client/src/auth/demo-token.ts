/**
 * JWT-shaped tokens ('header.payload.signature', base64url JSON) for the shell's memory and test
 * sign-in modes and for the demo data source, which reads them like a server reads a Keycloak access
 * token (contract/identity.ts: decodeToken). Not signed; never accepted by a real server.
 */
export interface DemoTokenClaims {
  sub: string;
  username: string;
  name: string;
  email: string;
  /** Realm roles; unknown roles are carried but ignored by permission checks. */
  roles: readonly string[];
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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
      // A demo account's address counts as confirmed, as the development identity service says of its accounts.
      email_verified: true,
      realm_access: { roles: [...claims.roles] },
      iat,
      exp: iat + lifetimeSeconds,
    }),
  );
  return `${header}.${payload}.demo`;
}
