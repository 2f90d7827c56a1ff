// The API's calls for its first-screen session cookie (decision 0021). The contract's constant itself, not through the
// shared packages: the new tab's silent sign-in (early-silent-sign-in.ts) uses these calls before they have arrived.
// eslint-disable-next-line no-restricted-imports -- see above
import { SESSION_COOKIE_CALLS } from '@dtp/contract/session-cookie';

/** The API's address of the cookie's call, with the API's path (where the browser is to send the cookie). */
export function sessionCall(apiBase: string, end: boolean): string {
  const base = apiBase.replace(/\/$/, '');
  const path = new URL(base, window.location.href).pathname || '/';
  return `${base}${end ? SESSION_COOKIE_CALLS.end : SESSION_COOKIE_CALLS.start}?path=${encodeURIComponent(path)}`;
}

/**
 * Forgets the cookie of the API at `apiBase`: at sign-out (also while the page leaves for the identity service's
 * logout), and when a new tab's silent sign-in finds no session at the identity service.
 */
export function endFirstScreenSession(apiBase: string): void {
  void fetch(sessionCall(apiBase, true), { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
}
