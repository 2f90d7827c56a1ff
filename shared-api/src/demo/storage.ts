import { DEMO_STATE_KEY } from '../client/demo-control';
import { STATE_VERSION, type DemoState } from './state';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed iframes).
    return null;
  }
}

export function loadState(scale: number): DemoState | null {
  try {
    const raw = storage()?.getItem(DEMO_STATE_KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as DemoState;
    return state.version === STATE_VERSION && state.scale === scale ? state : null;
  } catch {
    return null;
  }
}

/** false when the state could not be stored (quota exceeded at large scales): keep it in memory only. */
export function saveState(state: DemoState): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(DEMO_STATE_KEY, JSON.stringify(state));
    return true;
  } catch (error) {
    console.warn('Demo-Daten konnten nicht im sessionStorage gespeichert werden; sie bleiben nur bis zum Neuladen erhalten.', error);
    clearState();
    return false;
  }
}

function clearState(): void {
  try {
    storage()?.removeItem(DEMO_STATE_KEY);
  } catch {
    // nothing to clear
  }
}
