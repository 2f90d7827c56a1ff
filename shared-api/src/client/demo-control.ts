import { clearStoredDemoState } from '../demo/storage-key';
import { dropCachedTransport } from './client';

export { DEMO_STATE_KEY } from '../demo/storage-key';

/** Forgets everything saved in the demo: the next call starts from the seeded data. */
export function resetDemoData(): void {
  clearStoredDemoState();
  dropCachedTransport();
}
