import type { Role } from '@dtp/api-client';
import { toRoles } from '@dtp/api-client';

/** Reads a JWT's payload without verifying it (the server verifies). */
export function decodeJwtPayload(token: string | undefined): Record<string, unknown> {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function realmRoles(claims: Record<string, unknown>): Role[] {
  const access = claims.realm_access;
  if (access && typeof access === 'object' && 'roles' in access && Array.isArray(access.roles)) {
    return toRoles(access.roles);
  }
  return [];
}

/** Keycloak puts realm roles in the access token's realm_access.roles; the ID token is the fallback. */
export function rolesFromTokens(accessToken: string | undefined, idTokenClaims: Record<string, unknown>): Role[] {
  const fromAccess = realmRoles(decodeJwtPayload(accessToken));
  return fromAccess.length > 0 ? fromAccess : realmRoles(idTokenClaims);
}
