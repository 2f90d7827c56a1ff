import type { ApiResponse } from '@dtp/contract/api-request';
import { answerOf } from './http-transport';
import { CallAborted, NetworkError } from './transport';

/**
 * The first screen's calls that the page's inline script (scripts/build/first-paint.cjs) sent before any of the
 * app's code had arrived, as the shell recorded them at the last visit (shell/src/first-paint-hints.ts): the API's
 * base URL, the access token they carry, and each call's fetch by its path.
 */
export interface EarlyCalls {
  base: string;
  token: string;
  calls: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    dtpEarlyCalls?: EarlyCalls;
  }
}

const withoutSlash = (url: string): string => url.replace(/\/$/, '');

/** An answer that can be given up: 'Abbrechen' cannot stop a fetch the inline script sent, only stop waiting for it. */
function untilAborted(answer: Promise<ApiResponse>, signal: AbortSignal): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new CallAborted()), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * Takes the page's early calls, once: a lookup of the answer sent ahead for a path, when they went to `base` with
 * `token` (the user signed in now). The page's start is their only use: after this nothing is left to take, so an
 * answer never reaches a later screen that may need fresher data.
 */
export function takeEarlyCalls(base: string, token: string): (path: string, signal: AbortSignal) => Promise<ApiResponse> | null {
  const early = typeof window === 'undefined' ? undefined : window.dtpEarlyCalls;
  if (early) delete window.dtpEarlyCalls;
  if (!early || withoutSlash(early.base) !== withoutSlash(base) || early.token !== token) return () => null;
  const calls = new Map(Object.entries(early.calls));
  return (path, signal) => {
    const response = calls.get(path);
    if (!response) return null;
    calls.delete(path);
    const answer = response.then(
      (r) => answerOf(r),
      (cause: unknown) => {
        throw new NetworkError(cause);
      },
    );
    return untilAborted(answer, signal);
  };
}

/** Drops the page's early calls untaken: the first screen started without them (another route, no rights). */
export function forgetEarlyCalls(): void {
  if (typeof window !== 'undefined') delete window.dtpEarlyCalls;
}
