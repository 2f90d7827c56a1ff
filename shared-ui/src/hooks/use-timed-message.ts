import { MESSAGE_TIMEOUT_MS } from '@dtp/api-client';
import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage<T> {
  /** The message shown, or null. */
  message: T | null;
  /** Shows a message; it closes itself after the timeout (a new one starts the time again). */
  show: (message: T) => void;
  /** Closes it now (the user's close button). */
  close: () => void;
}

/**
 * A success or info message that closes itself: after the spec's message timeout of 10 s by default
 * (`MESSAGE_TIMEOUT_MS`). Errors never go through here: they stay until the user closes them or the
 * next action succeeds. The save badge has its own 2 s (`SAVE_SUCCESS_MS`).
 */
export function useTimedMessage<T>(timeoutMs: number = MESSAGE_TIMEOUT_MS, initial: T | null = null): TimedMessage<T> {
  const [shown, setShown] = useState<{ message: T } | null>(initial === null ? null : { message: initial });
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [shown, timeoutMs]);
  const show = useCallback((message: T) => setShown({ message }), []);
  const close = useCallback(() => setShown(null), []);
  return { message: shown?.message ?? null, show, close };
}
