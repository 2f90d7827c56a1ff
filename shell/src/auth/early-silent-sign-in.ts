import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { readSilentSignInHint } from './silent-sign-in-hint';

// A new tab's silent sign-in in a hidden frame, started by the shell's entry (index.ts) when the page's first script
// chose it (<html data-silent-sign-in>, scripts/build/first-paint.cjs): the identity service is same-site with the
// app, so its session cookie reaches the frame. It runs while the app's start chunks download; the shell's start
// waits for it and then finds the user in the tab, as after a reload (oidc-stored-session.ts), with the first
// screen's calls already sent. Any failure (no session, a cookie the browser kept from the frame, a timeout) leaves
// the tab without a user: the app then signs in by going to the identity service (oidc-mode.tsx, 'silentSignIn').
// oidc-client-ts does the protocol: the frame's answer comes back through the page's first script, which posts it
// as signinSilentCallback would.

/** How long the frame may take before the app goes to the identity service itself. */
const FRAME_TIMEOUT_S = 8;

declare global {
  interface Window {
    /** The page's first script's sender of the first screen's calls (first-paint.cjs), for a token that came later. */
    dtpSendFirstCalls?: (token: string) => void;
  }
}

/** Signs the tab in through the identity service's session; resolves either way, never throws. */
export async function signInSilently(): Promise<void> {
  const hint = readSilentSignInHint();
  if (!hint) return;
  try {
    const store = new WebStorageStateStore({ store: window.sessionStorage });
    const manager = new UserManager({
      authority: hint.authority,
      client_id: hint.clientId,
      redirect_uri: hint.redirectUri,
      silent_redirect_uri: hint.redirectUri,
      scope: hint.scope,
      // The discovery document of the last sign-in: no round trip for it before the frame can go.
      ...(hint.metadata ? { metadata: hint.metadata } : {}),
      automaticSilentRenew: false,
      monitorSession: false,
      silentRequestTimeoutInSeconds: FRAME_TIMEOUT_S,
      userStore: store,
      stateStore: store,
    });
    const user = await manager.signinSilent();
    if (user?.access_token) window.dtpSendFirstCalls?.(user.access_token);
  } catch {
    // The app signs in by itself (see above).
  }
}
