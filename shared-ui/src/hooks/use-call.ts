import { cachedRead, cacheKeyOf, type AnswerOf, type CallArgs, type CallRow, type CallSpec, type SendOptions } from '@dtp/api-client';
import { useMemo, useSyncExternalStore } from 'react';
import type { Loaded } from './use-load';

type Read = CallRow<CallSpec> & { method: 'GET' };

export interface UseCallOptions<T> extends SendOptions {
  /** An answer already at hand (a list's row, the shell's prefetch): shown at once, no request. */
  initialData?: T;
}

/**
 * A read of the call table, as a screen shows it: `useCall(testingsCalls.load, [id])`. Every view of the
 * same row and arguments shares one answer and one request (client/answer-cache.ts); a change that makes
 * it stale (the row's `invalidates`) loads it again in the background, the answer staying on screen.
 * `row` null: nothing to load (idle). Errors are on the badge already; the screen only learns `failed`.
 */
export function useCall<R extends Read>(row: R | null, args: CallArgs<R>, options: UseCallOptions<AnswerOf<R>> = {}): Loaded<AnswerOf<R>> {
  const key = row ? cacheKeyOf(row, args) : null;
  const { initialData, silent, expectedStatuses } = options;
  // One handle per key: its snapshot stays the same object until the answer changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for row and args
  const handle = useMemo(() => (row ? cachedRead(row, args, { initialData, silent, expectedStatuses }) : null), [key]);
  const state = useSyncExternalStore(handle?.subscribe ?? noSubscription, handle?.snapshot ?? idleSnapshot);
  // The actions keep their identity per key (effects that depend on them do not run again on every answer).
  const actions = useMemo(
    () => ({
      setData: (data: AnswerOf<R>) => handle?.setData(data),
      reload: () => handle?.reload(),
      refresh: () => handle?.refresh(),
    }),
    [handle],
  );
  return useMemo(
    () => ({
      data: state.data as AnswerOf<R> | undefined,
      loading: state.loading,
      failed: state.failed,
      error: state.error,
      refreshing: state.refreshing,
      ...actions,
    }),
    [state, actions],
  );
}

const noSubscription = () => () => undefined;
const IDLE = { data: undefined, loading: false, failed: false, error: undefined, refreshing: false };
const idleSnapshot = () => IDLE;
