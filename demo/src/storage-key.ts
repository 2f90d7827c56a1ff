/**
 * Where the demo data source keeps its state (sessionStorage), and how to forget it. A leaf module:
 * the demo's reset (demo-control.ts) and its storage both use it.
 */
export const DEMO_STATE_KEY = 'dtp-demo-state';

/** sessionStorage, or null where access throws (privacy mode, sandboxed iframes). */
export function demoStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function clearStoredDemoState(): void {
  try {
    demoStorage()?.removeItem(DEMO_STATE_KEY);
  } catch {
    // nothing to clear
  }
}
