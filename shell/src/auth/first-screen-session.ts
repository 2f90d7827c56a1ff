import { useAuthStore, type RuntimeConfig } from '@dtp/api-client';
import { callsTheApi } from '../first-paint-hints';
import { endFirstScreenSession, sessionCall } from './session-cookie-calls';

// The first screen's session cookie (decision 0021): the API sets it for the tab's access token (POST /session) and
// then answers a new tab's first reads with it, before that tab's silent sign-in (scripts/build/first-paint.cjs). Set
// again for every new token (a sign-in, a renewal every few minutes: the cookie lives as long as the identity
// service's session stays idle), cleared when the tab signs out. oidc mode with the API over HTTP only.

/** After a new token, before it goes to the API: the first screen's own calls go first. */
const SEND_AFTER_MS = 1000;

/** Keeps the cookie in step with the tab's sign-in; returns the unsubscribe. */
export function keepFirstScreenSession(config: RuntimeConfig): () => void {
  if (!callsTheApi(config) || config.auth.mode !== 'oidc') return () => {};
  let sentToken: string | null = null;
  let signedIn = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = (token: string | null) => {
    if (token && token !== sentToken) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        sentToken = token;
        // A failure leaves the cookie as it was: a new tab then paints after its sign-in, as without one.
        void fetch(sessionCall(config.api.baseUrl, false), { method: 'POST', credentials: 'include', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      }, SEND_AFTER_MS);
    }
    if (!token && signedIn) {
      clearTimeout(timer);
      sentToken = null;
      endFirstScreenSession(config.api.baseUrl);
    }
    signedIn = token !== null;
  };
  follow(useAuthStore.getState().user?.token ?? null);
  const unsubscribe = useAuthStore.subscribe((state) => follow(state.user?.token ?? null));
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
