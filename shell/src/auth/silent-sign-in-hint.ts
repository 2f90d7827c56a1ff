import type { RuntimeConfig } from '@dtp/shared-api';
import { oidcAuthority, oidcUserStorageKey } from './oidc-user';

// A returning person's new tab (a mail link, a bookmark) has no tokens of its own: they live in each tab's
// sessionStorage (issue 32). The page's first inline script (scripts/build/first-paint.cjs) then starts the silent
// sign-in through the identity service's session itself, before any of the app downloads (issue 41): it writes the
// sign-in's state with its PKCE verifier where oidc-client-ts looks for it, and goes to the authorization endpoint
// with prompt=none. The app comes once, with the code, instead of twice. What the script needs is remembered here
// at each sign-in: addresses and names of the configuration, nothing about the person.

export const SILENT_SIGN_IN_KEY = 'dtp.silent-sign-in';
/** When this tab's inline script last went to the identity service: at most one try per tab and minute. */
export const SILENT_SIGN_IN_TRIED_KEY = 'dtp.silent-sign-in.at';

/** What the inline script builds the authorization request from (as oidc-client-ts's signinRedirect does). */
export interface SilentSignInHint {
  /** The identity service's authorization endpoint (from its discovery document). */
  authorize: string;
  /** The issuer oidc-client-ts checks the stored state against ('authority'). */
  authority: string;
  clientId: string;
  /** The app's redirect URI: the shell's origin with '/'. */
  redirectUri: string;
  scope: string;
  /** Where oidc-client-ts keeps the tab's user: a tab with one needs no sign-in. */
  userKey: string;
}

/** The hint for this configuration and authorization endpoint. */
export function silentSignInHint(config: RuntimeConfig, authorize: string, redirectUri: string, scope: string): SilentSignInHint {
  return { authorize, authority: oidcAuthority(config), clientId: config.auth.clientId, redirectUri, scope, userKey: oidcUserStorageKey(config) };
}

/** After a sign-in: the next new tab of this browser may sign in from its first script. */
export function rememberSilentSignIn(hint: SilentSignInHint): void {
  try {
    window.localStorage.setItem(SILENT_SIGN_IN_KEY, JSON.stringify(hint));
  } catch {
    // storage unavailable: a new tab signs in through the app, a little later
  }
}
