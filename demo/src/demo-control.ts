import { dropCachedTransport } from '@dtp/api-client';
import { clearStoredDemoState } from './storage-key';

export { DEMO_STATE_KEY } from './storage-key';

/** Forgets everything saved in the demo: the next call starts from the seeded data. */
export function resetDemoData(): void {
  clearStoredDemoState();
  dropCachedTransport();
}
