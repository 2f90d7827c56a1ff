import type { AnswerOf, CallArgs, CallRow, CallSpec } from '@dtp/contract/call-table';
import { useAuthStore } from '../stores/auth-store';
import { send, type SendOptions } from './call-client';
import { onInvalidated } from './invalidation';

/**
 * The answers of the reads the screens show, kept once per row and arguments while anything shows them,
 * so every view of the same data shares one answer and one request: the testing's page, its form and
 * the dashboard row read 'testings.load' for 5 once. A change the call table says makes a read stale
 * (`invalidates`) loads it again in the background, keeping the answer on screen until the fresh one
 * is there; forms keep their unsaved input (useValibotForm's `record`). Nobody showing it: it is
 * dropped, so a screen opened later loads afresh, as before there was a cache.
 *
 * Why not TanStack Query: measured in docs/decisions/0016-answers-kept-while-shown.md.
 */
export interface CachedAnswer<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  error: unknown;
  /** Loading again in the background, the last answer still shown. */
  refreshing: boolean;
}

type Row = CallRow<CallSpec> & { method: 'GET' };

interface Entry {
  readonly rowId: string;
  readonly fetch: (refresh: boolean) => Promise<unknown>;
  state: CachedAnswer<unknown>;
  /** The newest request: an older one's answer never overwrites it. */
  request: number;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();

/** The cache's key of a read: its row and arguments ('testings.load|[5]'). */
export const cacheKeyOf = (row: Pick<CallRow, 'id'>, args: readonly unknown[]): string => `${row.id}|${JSON.stringify(args)}`;

function publish(entry: Entry, state: Partial<CachedAnswer<unknown>>): void {
  entry.state = { ...entry.state, ...state };
  for (const listener of entry.listeners) listener();
}

function load(entry: Entry, refresh: boolean): void {
  const request = ++entry.request;
  publish(entry, refresh && entry.state.data !== undefined ? { refreshing: true } : { data: undefined, loading: true, failed: false, error: undefined, refreshing: false });
  entry.fetch(refresh).then(
    (data) => request === entry.request && publish(entry, { data, loading: false, failed: false, error: undefined, refreshing: false }),
    (error: unknown) =>
      request === entry.request &&
      // A failed background refresh keeps what is shown (the badge says what went wrong).
      publish(entry, entry.state.refreshing ? { refreshing: false } : { data: undefined, loading: false, failed: true, error, refreshing: false }),
  );
}

/** Loads afresh what is shown and forgets the rest. */
function reloadShown(): void {
  for (const [key, entry] of entries) {
    if (entry.listeners.size > 0) load(entry, false);
    else entries.delete(key);
  }
}

let listening = false;

/** From the first read on: changes and the signed-in person decide what is loaded again. */
function listen(): void {
  if (listening) return;
  listening = true;
  onInvalidated((ids) => {
    if (ids === 'everything') return reloadShown();
    const stale = new Set<string>(ids);
    for (const entry of entries.values()) if (stale.has(entry.rowId)) load(entry, true);
  });
  // Another person signed in (or nobody): nothing of the previous one's answers stays on screen.
  let person = useAuthStore.getState().user?.userId ?? null;
  useAuthStore.subscribe((state) => {
    const next = state.user?.userId ?? null;
    if (next === person) return;
    person = next;
    reloadShown();
  });
}

export interface CacheHandle<T> {
  snapshot: () => CachedAnswer<T>;
  subscribe: (listener: () => void) => () => void;
  /** Replace the answer (a save's answer), for every view of it. */
  setData: (data: T) => void;
  /** Load afresh: the answer is dropped and loaded again (the retry after a failure). */
  reload: () => void;
  /** Load again in the background, the answer staying on screen (a live list's poll). */
  refresh: () => void;
}

/**
 * A read's place in the cache; its entry is created (and its request sent) by the first view that
 * subscribes. `initialData`: an answer already at hand, shown without a request. A view keeps one handle
 * per key (useCall memoizes it): the snapshot before the entry exists is the handle's own.
 */
export function cachedRead<R extends Row>(
  row: R,
  args: CallArgs<R>,
  options: SendOptions & { initialData?: AnswerOf<R> } = {},
): CacheHandle<AnswerOf<R>> {
  const key = cacheKeyOf(row, args);
  const { initialData, ...sendOptions } = options;
  // Before a view subscribes (the request leaves then, not during a render).
  const waiting: CachedAnswer<unknown> =
    initialData === undefined
      ? { data: undefined, loading: true, failed: false, error: undefined, refreshing: false }
      : { data: initialData, loading: false, failed: false, error: undefined, refreshing: false };
  const entryOf = (): Entry => {
    listen();
    const all = entries;
    let entry = all.get(key);
    if (!entry) {
      entry = {
        rowId: row.id,
        // A background refresh shows no spinner, and a refusal it meets (the record erased meanwhile: 404) stays off
        // the badge: the answer on screen stays until the screen moves on. A lost network still shows.
        fetch: (refresh) => send(row, args, refresh ? { ...sendOptions, silent: true, expectedStatuses: row.statuses } : sendOptions),
        state: waiting,
        request: 0,
        listeners: new Set(),
      };
      all.set(key, entry);
      if (initialData === undefined) load(entry, false);
    }
    return entry;
  };
  return {
    snapshot: () => (entries.get(key)?.state ?? waiting) as CachedAnswer<AnswerOf<R>>,
    subscribe: (listener) => {
      const entry = entryOf();
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
        // Dropped once nobody shows it; a view that subscribes again in the same task (React's StrictMode) keeps it.
        queueMicrotask(() => {
          if (entry.listeners.size === 0 && entries.get(key) === entry) entries.delete(key);
        });
      };
    },
    setData: (data) => publish(entryOf(), { data, loading: false, failed: false, error: undefined, refreshing: false }),
    reload: () => load(entryOf(), false),
    refresh: () => load(entryOf(), true),
  };
}
