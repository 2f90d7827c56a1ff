declare global {
  var __DTP_SHARED_INSTANCES__: Record<string, number> | undefined;
}

/**
 * Counts how often a shared package was evaluated in this page. Federation must
 * give exactly one instance; the end-to-end tests read the counts.
 */
export function registerSharedInstance(name: string): void {
  const registry = (globalThis.__DTP_SHARED_INSTANCES__ ??= {});
  registry[name] = (registry[name] ?? 0) + 1;
}
