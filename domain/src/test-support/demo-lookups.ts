import { ApiError } from '@dtp/api-client';
import type { DemoHarness } from '@dtp/api-client/test-support';
import type { TestingProgress } from '@dtp/contract/statuses';

/** A season testing of the user in that progress, found in the demo's seed (not a fixed id). */
export function seasonTesting(h: DemoHarness, userId: string, progress: TestingProgress) {
  const state = h.server.state();
  const season = new Set(state.waves.filter((w) => w.year === state.seasonYear).map((w) => w.id));
  const t = state.testings.find((x) => x.userId === userId && x.progress === progress && season.has(x.waveId));
  if (!t) throw new Error(`the seed has no ${progress} testing of ${userId}`);
  return t;
}

/** The refusal a call ends in; fails the test when the call succeeds or fails otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was not refused');
}
