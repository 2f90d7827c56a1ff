import { useAuthStore, type TokenRenewer } from '@dtp/api-client';

/** How long a call waits for a renewed token before it fails (the refresh goes on trying). */
const RENEWAL_WAIT_MS = 20_000;

/** Resolves with the store's next token, or null when the session ends or nothing comes in time. */
function nextToken(previous: string | null, waitMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      unsubscribe();
      clearTimeout(timer);
      resolve(token);
    };
    const unsubscribe = useAuthStore.subscribe((state) => {
      if (!state.auth || !state.user) done(null);
      else if (state.user.token !== previous) done(state.user.token);
    });
    const timer = setTimeout(() => done(null), waitMs);
  });
}

/**
 * The client's renewal after a 401: asks the sign-in mode for a refresh (`requestRefresh`) and answers
 * the token it brings. Calls that fail together share one renewal.
 */
export function createTokenRenewer(requestRefresh: () => void, waitMs = RENEWAL_WAIT_MS): TokenRenewer {
  let pending: Promise<string | null> | null = null;
  return () => {
    if (!pending) {
      pending = nextToken(useAuthStore.getState().user?.token ?? null, waitMs).finally(() => {
        pending = null;
      });
      requestRefresh();
    }
    return pending;
  };
}
