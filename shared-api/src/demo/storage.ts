import { DEMO_STATE_KEY } from '../client/demo-control';
import { STATE_VERSION, type DemoState } from './state';

export { DEMO_STATE_KEY };

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

let warned = false;
export function saveState(state: DemoState): void {
  try {
    storage()?.setItem(DEMO_STATE_KEY, JSON.stringify(state));
  } catch (error) {
    // Quota exceeded (large scale): the demo keeps working in memory only.
    if (!warned) console.warn('Demo-Daten konnten nicht im sessionStorage gespeichert werden.', error);
    warned = true;
  }
}

export function clearState(): void {
  try {
    storage()?.removeItem(DEMO_STATE_KEY);
  } catch {
    // nothing to clear
  }
}
