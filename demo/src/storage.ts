import { STATE_VERSION, type DomainState } from '@dtp/domain';
import { clearStoredDemoState, DEMO_STATE_KEY, demoStorage as storage } from './storage-key';

export function loadState(scale: number): DomainState | null {
  try {
    const raw = storage()?.getItem(DEMO_STATE_KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as DomainState;
    return state.version === STATE_VERSION && state.scale === scale ? state : null;
  } catch {
    return null;
  }
}

/** false when the state could not be stored (quota exceeded at large scales): keep it in memory only. */
export function saveState(state: DomainState): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(DEMO_STATE_KEY, JSON.stringify(state));
    return true;
  } catch (error) {
    console.warn('Demo data could not be kept in sessionStorage; it stays in memory until the next reload.', error);
    clearStoredDemoState();
    return false;
  }
}
