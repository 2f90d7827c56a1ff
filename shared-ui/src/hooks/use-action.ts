import { ApiError } from '@dtp/api-client';
import { useCallback, useRef, useState } from 'react';

export interface Action<K extends string> {
  /** Which action runs now ('save', a row's id …), or null. */
  busy: K | null;
  /**
   * Runs one action at a time: a second call while one runs does nothing (a double click never
   * assigns or sends twice). An API error is already on the error badge (the client shows it):
   * it goes to `onApiError` and run resolves false; anything else is a bug and is thrown.
   */
  run: (kind: K, action: () => Promise<void>, onApiError?: (error: ApiError) => void) => Promise<boolean>;
}

/** The platform's single-flight routine for a button that calls the server (assign, update, send …). */
export function useAction<K extends string = 'run'>(): Action<K> {
  const running = useRef(false);
  const [busy, setBusy] = useState<K | null>(null);
  const run = useCallback(async (kind: K, action: () => Promise<void>, onApiError?: (error: ApiError) => void) => {
    if (running.current) return false;
    running.current = true;
    setBusy(kind);
    try {
      await action();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      onApiError?.(error);
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
