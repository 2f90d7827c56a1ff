/**
 * An unsigned JWT-shaped token for the memory and test sign-in modes. The demo data
 * source reads the caller from its payload the way a server reads a Keycloak token.
 */
export interface DemoTokenClaims {
  sub: string;
  username: string;
  name: string;
  email: string;
  roles: readonly string[];
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createDemoToken(claims: DemoTokenClaims): string {
  const header = base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({
      sub: claims.sub,
      preferred_username: claims.username,
      name: claims.name,
      email: claims.email,
      realm_access: { roles: [...claims.roles] },
    }),
  );
  return `${header}.${payload}.demo`;
}
