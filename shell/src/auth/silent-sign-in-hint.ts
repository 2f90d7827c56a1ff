// A returning person's new tab (a mail link, a bookmark) has no tokens of its own: they live in each tab's
// sessionStorage (issue 32). The page's first inline script (scripts/build/first-paint.cjs) then starts the silent
// sign-in through the identity service's session before the app has loaded (issue 41):
// - where the identity service is same-site with the app (Keycloak on auth.<domain>, the app on <domain>), in a
//   hidden frame while the app downloads (early-silent-sign-in.ts, with oidc-client-ts's signinSilent);
// - elsewhere (its cookie would be a third-party cookie in a frame) by going there itself with prompt=none, the
//   sign-in's state written where oidc-client-ts reads it; the app then loads once, with the code.
// What both need is remembered here at each sign-in: addresses and names of the configuration, nothing about the
// person. No imports beyond types: early-silent-sign-in.ts runs before the shared packages.

export const SILENT_SIGN_IN_KEY = 'dtp.silent-sign-in';
/** When this tab last tried a silent sign-in from the page's start: at most one try per tab and minute. */
export const SILENT_SIGN_IN_TRIED_KEY = 'dtp.silent-sign-in.at';

/** What the page's start builds the authorization request from (as oidc-client-ts's own sign-in does). */
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
  /**
   * The identity service's discovery document as oidc-client-ts read it at the sign-in (public), so that the frame
   * sign-in needs no round trip for it; without it oidc-client-ts asks the identity service.
   */
  metadata?: { issuer: string; authorization_endpoint: string; token_endpoint: string; [field: string]: unknown };
}

/** After a sign-in: the next new tab of this browser may sign in from its start. */
export function rememberSilentSignIn(hint: SilentSignInHint): void {
  try {
    window.localStorage.setItem(SILENT_SIGN_IN_KEY, JSON.stringify(hint));
  } catch {
    // storage unavailable: a new tab signs in through the app, a little later
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

type Stored = Partial<Record<keyof SilentSignInHint, unknown>> | null;

function stored(): Stored {
  try {
    return JSON.parse(window.localStorage.getItem(SILENT_SIGN_IN_KEY) ?? 'null') as Stored;
  } catch {
    return null;
  }
}

/** The remembered hint when it is one for this page (its redirect URI on this origin), else null. */
export function readSilentSignInHint(): SilentSignInHint | null {
  const hint = stored();
  if (!hint || !isText(hint.authorize) || !isText(hint.authority) || !isText(hint.clientId) || !isText(hint.scope) || !isText(hint.userKey)) return null;
  if (hint.redirectUri !== `${window.location.origin}/`) return null;
  const { metadata, ...rest } = hint as SilentSignInHint;
  const usable = metadata && isText(metadata.issuer) && isText(metadata.authorization_endpoint) && isText(metadata.token_endpoint);
  return usable ? { ...rest, metadata } : rest;
}
