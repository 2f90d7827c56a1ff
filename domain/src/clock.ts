/** The domain's notion of now; tests use a manual clock to drive the email queue. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function createManualClock(start = Date.UTC(2023, 5, 1, 8, 0, 0)): ManualClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
