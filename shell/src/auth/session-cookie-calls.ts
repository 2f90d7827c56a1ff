// The API's calls for its first-screen session cookie (decision 0021), without any import: the new tab's silent sign-in
// (early-silent-sign-in.ts) uses them before the shared libraries have loaded.

/** The API's address of the cookie's call, with the API's path (where the browser is to send the cookie). */
export function sessionCall(apiBase: string, end: boolean): string {
  const base = apiBase.replace(/\/$/, '');
  const path = new URL(base, window.location.href).pathname || '/';
  return `${base}/session${end ? '/end' : ''}?path=${encodeURIComponent(path)}`;
}

/**
 * Forgets the cookie of the API at `apiBase`: at sign-out (also while the page leaves for the identity service's
 * logout), and when a new tab's silent sign-in finds no session at the identity service.
 */
export function endFirstScreenSession(apiBase: string): void {
  void fetch(sessionCall(apiBase, true), { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
}
