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

// memory and test mode (local-auth.tsx) are signed in on every page load. The shell's page paints the app's frame
// for a visitor with either note, the login view for one without (scripts/build/first-paint.cjs reads both keys).
const LOCAL_KEY = 'dtp.local.session';

/** Notes which first paint this browser gets next time: the app's frame (local modes) or not (oidc: its own marker). */
export function noteLocalSession(local: boolean): void {
  try {
    if (local) window.localStorage.setItem(LOCAL_KEY, '1');
    else window.localStorage.removeItem(LOCAL_KEY);
  } catch {
    // storage unavailable: the page paints the login view first
  }
}
