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
  /** null: sent with the API's session cookie before the tab had a token (decision 0021); the client never takes them. */
  token: string | null;
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
 * Takes the page's early calls: a lookup of the answer sent ahead for a path, when they went to `base` with `token`
 * (the user signed in now). Each answer is taken once; the rest wait for the first screen's other calls (its route's,
 * once its remote's manifest is read) until `forgetEarlyCalls`, which the shell calls when the first screen has
 * started, so an answer never reaches a later screen that may need fresher data. Sent with another token or to
 * another API: all dropped.
 */
export function takeEarlyCalls(base: string, token: string): (path: string, signal: AbortSignal) => Promise<ApiResponse> | null {
  const early = typeof window === 'undefined' ? undefined : window.dtpEarlyCalls;
  if (!early || withoutSlash(early.base) !== withoutSlash(base) || early.token !== token) {
    forgetEarlyCalls();
    return () => null;
  }
  return (path, signal) => {
    const response = early.calls[path];
    if (!response) return null;
    delete early.calls[path];
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
