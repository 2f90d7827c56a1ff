import type { RuntimeConfig } from '@dtp/shared-api';

// The API's origin for the next visit's inline script (scripts/build/first-paint.cjs reads this key): for a
// browser with a session it opens the connection while the scripts download, so the first screen's first calls
// do not wait for a new connection's handshake (a round trip on a phone, two with TLS).
export const API_ORIGIN_KEY = 'dtp.first-screen.api';

/** Remembers the origin of the configured API; none for the in-browser demo data, which calls nothing. */
export function rememberApiOrigin(config: RuntimeConfig): void {
  try {
    if (config.api.source === 'http') window.localStorage.setItem(API_ORIGIN_KEY, new URL(config.api.baseUrl).origin);
    else window.localStorage.removeItem(API_ORIGIN_KEY);
  } catch {
    // storage unavailable, or an address the config check let through but URL cannot read: no hint next time
  }
}
