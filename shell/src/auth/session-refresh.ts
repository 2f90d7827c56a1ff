import { useAppStore } from '@dtp/api-client';

// A token refresh that fails because the network is gone (or the identity service answers 5xx) must
// not sign anyone out: the tester at a golf club with one bar of signal would lose the form. Only the
// identity service's word that the session is over ends it.

/** OAuth error codes with which the identity service says the session is over (RFC 6749 §5.2, OIDC Core §3.1.2.6). */
const SESSION_OVER = new Set(['invalid_grant', 'invalid_client', 'unauthorized_client', 'login_required', 'interaction_required', 'consent_required']);

/** Whether a failed refresh means the session is over (sign in again) rather than out of reach (try again). */
export function isSessionOver(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // oidc-client-ts's ErrorResponse: an OAuth error answer of the token endpoint.
  if (error.name === 'ErrorResponse') return SESSION_OVER.has((error as Error & { error?: string | null }).error ?? '');
  // A stored session without a refresh token has nothing to refresh with.
  return error.message.includes('No silent_redirect_uri');
}

/** OAuth error codes of a prompt=none sign-in that found no session to use (OIDC Core §3.1.2.6). */
const NO_SESSION = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);

/** Whether a silent sign-in's answer says 'no session at the identity service': not an error for the person. */
export function isNoSessionAnswer(error: unknown): boolean {
  return error instanceof Error && error.name === 'ErrorResponse' && NO_SESSION.has((error as Error & { error?: string | null }).error ?? '');
}

/** Seconds before the next try after the n-th failed one: soon at first, then once a minute. */
const RETRY_S = [2, 5, 10, 20, 30, 60];
export const retryDelayMs = (failures: number): number => (RETRY_S[Math.min(failures, RETRY_S.length) - 1] ?? 2) * 1000;

const setConnectionLost = (lost: boolean) => useAppStore.getState().setConnectionLost(lost);

/**
 * Refreshes through `signinSilent` one at a time; a failure for want of a connection is tried again
 * with backoff while the session stays, one that says the session is over calls `sessionOver`.
 */
export function createSessionRefresher(signinSilent: () => Promise<unknown>, sessionOver: () => void) {
  let running = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const refresh = (): void => {
    if (running) return;
    running = true;
    clearTimeout(retry);
    signinSilent().then(
      () => {
        running = false;
        failures = 0;
        setConnectionLost(false);
      },
      (error: unknown) => {
        running = false;
        if (isSessionOver(error)) {
          setConnectionLost(false);
          sessionOver();
          return;
        }
        failures++;
        setConnectionLost(true);
        retry = setTimeout(refresh, retryDelayMs(failures));
      },
    );
  };
  return {
    refresh,
    /** Whether a refresh failed for want of a connection and a retry is waiting. */
    get retrying() {
      return failures > 0;
    },
    stop: () => clearTimeout(retry),
  };
}
