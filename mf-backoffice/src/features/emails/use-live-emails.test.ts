import { nextPollDelay, POLL_DUE_MS, POLL_MAX_MS } from './use-live-emails';

const now = Date.parse('2023-06-14T10:00:00Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('nextPollDelay: when the email list looks again', () => {
  test('nothing planned shown: never (sent, failed, skipped and drafts do not change by themselves)', () => {
    expect(nextPollDelay([], now)).toBeNull();
    expect(nextPollDelay([{ progress: 'SENT', notBefore: at(0) }, { progress: 'DRAFT', notBefore: at(0) }, { progress: 'ERROR', notBefore: null }], now)).toBeNull();
  });

  test('a planned mail that is due (or has no time): soon', () => {
    expect(nextPollDelay([{ progress: 'INITIAL', notBefore: at(-60_000) }], now)).toBe(POLL_DUE_MS);
    expect(nextPollDelay([{ progress: 'INITIAL', notBefore: null }], now)).toBe(POLL_DUE_MS);
    expect(nextPollDelay([{ progress: 'INITIAL', notBefore: at(3_600_000) }, { progress: 'INITIAL', notBefore: at(0) }], now)).toBe(POLL_DUE_MS);
  });

  test('planned for later: shortly after its time, at most a minute away', () => {
    expect(nextPollDelay([{ progress: 'INITIAL', notBefore: at(20_000) }], now)).toBe(20_000 + POLL_DUE_MS);
    expect(nextPollDelay([{ progress: 'INITIAL', notBefore: at(7 * 24 * 3_600_000) }], now)).toBe(POLL_MAX_MS);
  });
});
