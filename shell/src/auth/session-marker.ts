// The tokens live in sessionStorage, one tab's own (issue 32): a script in the page cannot take them
// beyond the tab, and they are gone with it. What another tab may know is only this non-secret note
// in localStorage that the browser signed in at the identity service: a tab opened without a user of
// its own then signs in silently through the identity service's session (oidc-mode.tsx), and a tab
// whose note disappeared (a logout elsewhere, a session that ended) signs out. A visitor without the
// note sees the login page without any OIDC library.

const MARKER_KEY = 'dtp.oidc.session';

/** Whether a session at the identity service existed in this browser, as far as the pages know. */
export function hasSessionMarker(): boolean {
  try {
    return window.localStorage.getItem(MARKER_KEY) !== null;
  } catch {
    return false;
  }
}

/** After a sign-in: other tabs may sign in silently. The value says nothing about the person. */
export function markSession(): void {
  try {
    window.localStorage.setItem(MARKER_KEY, '1');
  } catch {
    // storage unavailable: another tab shows the login page instead
  }
}

/** After a logout or a session the identity service ended: every tab signs out, none tries silently. */
export function forgetSessionMarker(): void {
  try {
    window.localStorage.removeItem(MARKER_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
