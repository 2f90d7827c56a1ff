import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The answer; undefined while loading or after a failure. */
  data: T | undefined;
  /** Replace the data, e.g. with a save's answer. */
  setData: (data: T) => void;
  loading: boolean;
  /** The call failed (the API client has already shown the error badge). */
  failed: boolean;
  reload: () => void;
}

/**
 * Loads data for a screen once per `key` (e.g. the id in the URL). Errors are not shown here:
 * the API client shows them; the screen only learns that nothing arrived.
 */
export function useLoad<T>(load: () => Promise<T>, key: string | number | undefined): Loaded<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [state, setState] = useState<{ data?: T; loading: boolean; failed: boolean }>({ loading: true, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ loading: true, failed: false });
    loadRef.current().then(
      (data) => active && setState({ data, loading: false, failed: false }),
      () => active && setState({ loading: false, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const setData = useCallback((data: T) => setState({ data, loading: false, failed: false }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data: state.data, setData, loading: state.loading, failed: state.failed, reload };
}
