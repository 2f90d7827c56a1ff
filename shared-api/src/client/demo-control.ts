import { dropCachedTransport } from './client';

/** sessionStorage key of the demo data source's state. */
export const DEMO_STATE_KEY = 'dtp-demo-state';

/** Forgets everything saved in the demo: the next call starts from the seeded data. */
export function resetDemoData(): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(DEMO_STATE_KEY);
  } catch {
    // sessionStorage unavailable: nothing persisted
  }
  dropCachedTransport();
}
