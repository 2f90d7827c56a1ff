import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The answer for the current key; undefined while loading, after a failure or while idle. */
  data: T | undefined;
  /** Replace the data, e.g. with a save's answer. */
  setData: (data: T) => void;
  loading: boolean;
  /** The call failed (the API client has already shown the error badge for API errors). */
  failed: boolean;
  /** What the failed call threw, for callers that treat one failure as a state (e.g. 404). */
  error: unknown;
  /** Loading again in the background while the last answer stays on screen (useCall after a change). */
  refreshing?: boolean;
  /** useCall: load again in the background, the answer staying on screen. */
  refresh?: () => void;
  /** Load again; `attempt` counts the reloads, so a loader can fetch anew on a retry. */
  reload: () => void;
}

export interface LoadOptions<T> {
  /** Data already at hand for the first key (a cache): shown at once, loaded only on reload. */
  initialData?: T;
}

type Key = string | number | null | undefined;

interface State<T> {
  key: Key;
  data?: T;
  loading: boolean;
  failed: boolean;
  error?: unknown;
}

/**
 * The one loader of the platform: loads once per `key` (e.g. the id in the URL), ignores answers
 * that arrive after the key changed or the screen left, and reloads on demand. `load` null means
 * there is nothing to load (idle). Errors are not shown here: the API client shows them; the
 * screen only learns that nothing arrived.
 */
export function useLoad<T>(
  load: ((attempt: number) => Promise<T>) | null,
  key: Key,
  options: LoadOptions<T> = {},
): Loaded<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const idle = load === null;
  const [state, setState] = useState<State<T>>(() =>
    options.initialData === undefined
      ? { key, loading: !idle, failed: false }
      : { key, data: options.initialData, loading: false, failed: false },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirst = useRef(options.initialData !== undefined);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const current = loadRef.current;
    if (current === null) {
      setState({ key, loading: false, failed: false });
      return;
    }
    let active = true;
    setState({ key, loading: true, failed: false });
    current(attempt).then(
      // A screen full of data is a big render: as a transition it yields to the browser (a phone stays responsive).
      (data) => active && startTransition(() => setState({ key, data, loading: false, failed: false })),
      (error: unknown) => active && setState({ key, loading: false, failed: true, error }),
    );
    return () => {
      active = false;
    };
  }, [key, idle, attempt]);

  const setData = useCallback((data: T) => setState((s) => ({ key: s.key, data, loading: false, failed: false })), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect has run for a new key, the previous key's answer is not shown.
  const fresh = state.key === key;
  return {
    data: fresh ? state.data : undefined,
    setData,
    loading: fresh ? state.loading : !idle,
    failed: fresh && state.failed,
    error: fresh ? state.error : undefined,
    reload,
  };
}
