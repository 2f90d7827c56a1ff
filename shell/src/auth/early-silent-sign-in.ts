import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { endFirstScreenSession } from './session-cookie-calls';
import { takeRequestedPath } from './requested-path';
import { markSession } from './session-marker';
import { readSilentSignInHint } from './silent-sign-in-hint';

// A new tab's silent sign-in in a hidden frame (issue 41), and the answer a tab came back with when the identity
// service is on another site (the first script sent it there). The page's first script (scripts/build/first-paint.cjs)
// wrote the sign-in's state where oidc-client-ts keeps it and sent the frame to the identity service with
// prompt=none before any of the app downloaded; the identity service is same-site with the app, so its session
// cookie reaches the frame. Its answer (a code, or login_required) comes back to that script. The shell's entry
// (index.ts) runs this when the page marked it (<html data-silent-sign-in>): oidc-client-ts finishes the sign-in
// with the answer (the token exchange, the user kept in the tab), the first screen's calls leave with the new token,
// and the shell's start then finds the user as after a reload (oidc-stored-session.ts). Any failure (no session, a
// cookie the browser kept from the frame, no answer in time) leaves the tab without a user: the app then signs in by
// going to the identity service (oidc-mode.tsx, 'silentSignIn').

/** How long the frame may take before the app goes to the identity service itself. */
const FRAME_TIMEOUT_MS = 8_000;

declare global {
  interface Window {
    /** The frame's answer, once it is there (first-paint.cjs). */
    dtpSilentAnswer?: string;
    /** Called with the frame's answer when it comes later (first-paint.cjs). */
    dtpOnSilentAnswer?: (url: string) => void;
    /** The page's first script's sender of the first screen's calls (first-paint.cjs), for a token that came later. */
    dtpSendFirstCalls?: (token: string) => void;
  }
}

/** The frame's answer: the address it was sent back to, with the code or the error; null when none came in time. */
function frameAnswer(timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    if (typeof window.dtpSilentAnswer === 'string') return resolve(window.dtpSilentAnswer);
    const timer = setTimeout(() => {
      window.dtpOnSilentAnswer = undefined;
      resolve(null);
    }, timeoutMs);
    window.dtpOnSilentAnswer = (url) => {
      clearTimeout(timer);
      window.dtpOnSilentAnswer = undefined;
      resolve(url);
    };
  });
}

/**
 * Finishes the sign-in with the identity service's answer: the frame's, or the page's own address when the tab came
 * back with a code (the first script then keeps it as the answer too, and the app need not load the sign-in
 * libraries for it). Resolves with where the answer was, once the user is kept in the tab, else null; never throws.
 */
export async function signInSilently(timeoutMs = FRAME_TIMEOUT_MS, startAgain = () => window.location.reload()): Promise<'frame' | 'page' | null> {
  const hint = readSilentSignInHint();
  if (!hint) return null;
  const answer = await frameAnswer(timeoutMs);
  if (!answer) return null;
  const onThePage = answer === window.location.href;
  try {
    const store = new WebStorageStateStore({ store: window.sessionStorage });
    const manager = new UserManager({
      authority: hint.authority,
      client_id: hint.clientId,
      redirect_uri: hint.redirectUri,
      scope: hint.scope,
      // The discovery document of the last sign-in: no round trip for it before the token exchange.
      ...(hint.metadata ? { metadata: hint.metadata } : {}),
      automaticSilentRenew: false,
      monitorSession: false,
      userStore: store,
      stateStore: store,
    });
    const user = await manager.signinRedirectCallback(answer);
    // A heading painted for the API's session cookie (decision 0021) of another person than the one signed in now
    // (the identity service's session changed hands without this app's sign-out): the page starts again, as this
    // person's, before their app shows anything.
    const early = window.dtpEarlyHeading;
    if (early?.heading && early.subject && early.subject !== user.profile.sub) {
      startAgain();
      return null;
    }
    window.dtpSendFirstCalls?.(user.access_token);
    // Other tabs of this browser may now sign in silently (as oidc-auth.tsx's callback does).
    markSession();
    return onThePage ? 'page' : 'frame';
  } catch {
    // login_required and the like: the app signs in by itself (see above). The API's cookie that answered this tab's
    // first calls (decision 0021) outlived the session at the identity service: it goes too.
    const early = window.dtpEarlyCalls;
    if (early && early.token === null) endFirstScreenSession(early.base);
    return null;
  }
}

/**
 * After an answer on the page's own address: the code and state leave the address for the page asked for (or
 * `landing`), before the app's router reads it, as oidc-auth.tsx's callback does.
 */
export function leaveCallbackAddress(landing: string): void {
  window.history.replaceState(window.history.state, document.title, takeRequestedPath() ?? landing);
}
