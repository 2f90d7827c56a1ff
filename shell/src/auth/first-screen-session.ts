import { useAuthStore, type RuntimeConfig } from '@dtp/api-client';
import { callsTheApi } from '../first-paint-hints';

// The first screen's session cookie (decision 0021): the API sets it for the tab's access token (POST /session) and
// then answers a new tab's first reads with it, before that tab's silent sign-in (scripts/build/first-paint.cjs). Set
// again for every new token (a sign-in, a renewal every few minutes: the cookie lives as long as the identity
// service's session stays idle), cleared when the tab signs out. oidc mode with the API over HTTP only.

/** After a new token, before it goes to the API: the first screen's own calls go first. */
const SEND_AFTER_MS = 1000;

/** The API's address of the cookie's call, with the API's path (where the browser is to send the cookie). */
function sessionCall(config: RuntimeConfig, end: boolean): string {
  const base = config.api.baseUrl.replace(/\/$/, '');
  const path = new URL(base, window.location.href).pathname || '/';
  return `${base}/session${end ? '/end' : ''}?path=${encodeURIComponent(path)}`;
}

/** Forgets the cookie: at sign-out, also while the page leaves for the identity service's logout. */
function endSession(config: RuntimeConfig): void {
  void fetch(sessionCall(config, true), { method: 'POST', credentials: 'include', keepalive: true }).catch(() => undefined);
}

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
        void fetch(sessionCall(config, false), { method: 'POST', credentials: 'include', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      }, SEND_AFTER_MS);
    }
    if (!token && signedIn) {
      clearTimeout(timer);
      sentToken = null;
      endSession(config);
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
