import type { CallSpec } from '@dtp/contract/call-table';
import type { InvalidationId } from '@dtp/contract/calls/all-rows';

/**
 * What a successful change made stale: the ids of the GET rows its row `invalidates`. The client
 * announces them here after every such call; whatever keeps answers (a screen's loader, a cache)
 * listens and loads anew what it shows.
 */
export type InvalidationListener = (ids: readonly InvalidationId[] | 'everything') => void;

const listeners = new Set<InvalidationListener>();

export function onInvalidated(listener: InvalidationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Another data source (the demo's data reset): every answer shown is loaded afresh. */
export function invalidateEverything(): void {
  for (const listener of listeners) listener('everything');
}

export function invalidateAfter(row: Pick<CallSpec, 'invalidates'>): void {
  // The call table holds every row's ids to the reads it has (contract/src/calls/all-rows.ts, invalidatesOnlyReads).
  const ids = (row.invalidates ?? []) as readonly InvalidationId[];
  if (ids.length === 0) return;
  for (const listener of listeners) listener(ids);
}
