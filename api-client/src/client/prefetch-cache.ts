import type { ApiResponse } from '@dtp/contract/api-request';

/**
 * Answers started ahead of the screen that asks for them (the route table's first calls, started by
 * the shell while the screen's code downloads). Keyed by the signed-in user and the call (method and
 * path); each answer is handed out once: to the first call that asks while it is still on its way or
 * at most FRESH_MS old. Nothing here shows anything: the client maps the raw answer exactly as if the
 * screen had sent the request itself (badge, expected statuses, token renewal, schema check).
 */
export const PREFETCH_FRESH_MS = 5_000;

export interface Prefetched {
  response: Promise<ApiResponse>;
  /** Aborts the request when the call that took it is aborted ('Abbrechen'). */
  controller: AbortController;
}

interface Entry extends Prefetched {
  user: string;
  settledAt: number | null;
}

const entries = new Map<string, Entry>();

const keyOf = (user: string, method: string, path: string): string => `${user}\n${method} ${path}`;

const isStale = (entry: Entry, now: number): boolean => entry.settledAt !== null && now - entry.settledAt > PREFETCH_FRESH_MS;

/** Drops answers that are too old or belong to another user (signed out, or another account). */
function prune(user: string): void {
  const now = Date.now();
  for (const [key, entry] of entries) if (entry.user !== user || isStale(entry, now)) entries.delete(key);
}

/** Is this call already on its way (or freshly answered) for this user? Then it is not started again. */
export function hasPrefetched(user: string, method: string, path: string): boolean {
  prune(user);
  return entries.has(keyOf(user, method, path));
}

export function storePrefetched(user: string, method: string, path: string, prefetched: Prefetched): void {
  const entry: Entry = { ...prefetched, user, settledAt: null };
  const settle = () => {
    entry.settledAt = Date.now();
  };
  // Also keeps a failure that nobody takes from counting as an unhandled rejection.
  prefetched.response.then(settle, settle);
  entries.set(keyOf(user, method, path), entry);
}

/** The answer started ahead for this call, once; null when there is none (or it is stale). */
export function takePrefetched(user: string, method: string, path: string): Prefetched | null {
  prune(user);
  const key = keyOf(user, method, path);
  const entry = entries.get(key);
  if (!entry) return null;
  entries.delete(key);
  return { response: entry.response, controller: entry.controller };
}

/** Forgets every answer started ahead (tests; sign-out needs nothing: entries are per user). */
export function clearPrefetched(): void {
  entries.clear();
}
