import { emailsApi, type Email } from '@dtp/api-client/back-office';
import { useCallback, useEffect, useRef, useState } from 'react';

/** While a shown mail is due: look again this soon (the API server's worker sends it within seconds). */
export const POLL_DUE_MS = 3_000;
/** The longest wait while the shown mails are all planned for later. */
export const POLL_MAX_MS = 60_000;

/** A mail whose status will change by itself: planned ('Geplant', INITIAL), due now or later. */
const isPlanned = (email: Pick<Email, 'progress'>) => email.progress === 'INITIAL';

/**
 * When to look at the list again: soon while a shown mail is planned and due; at the earliest
 * planned time (at most a minute away) while all are planned for later; null when none is planned,
 * as then nothing changes by itself.
 */
export function nextPollDelay(emails: readonly Pick<Email, 'progress' | 'notBefore'>[], now: number): number | null {
  let earliest = Number.POSITIVE_INFINITY;
  for (const email of emails) {
    if (!isPlanned(email)) continue;
    const due = email.notBefore === null ? now : Date.parse(email.notBefore);
    earliest = Math.min(earliest, Number.isNaN(due) ? now : due);
  }
  if (earliest === Number.POSITIVE_INFINITY) return null;
  return Math.min(POLL_MAX_MS, Math.max(POLL_DUE_MS, earliest - now + POLL_DUE_MS));
}

const pageHidden = () => document.visibilityState === 'hidden';

export interface LiveEmails {
  /** „Aktualisieren“: load the list now. */
  refresh: () => void;
  refreshing: boolean;
  /** The list looks again by itself: a shown mail is planned, the tab is visible, the last look did not fail. */
  live: boolean;
  /** A local change (pause, resend, delete) is about to be shown: an answer asked for before it is dropped. */
  changed: () => void;
}

/**
 * The email list's live status ('Jetzt senden' answers 'Geplant', the worker sends a moment later):
 * while a shown mail is planned the list is loaded again in the background, without the spinner;
 * not while the tab is hidden (at once when it is shown again), not after a failed look (the
 * badge says why; „Aktualisieren“ starts again), and never after the screen has gone.
 */
export function useLiveEmails(shown: readonly Email[] | undefined, setData: (emails: Email[]) => void): LiveEmails {
  const [visible, setVisible] = useState(() => !pageHidden());
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(
    async (manual: boolean) => {
      const asked = generation.current;
      if (manual) setRefreshing(true);
      try {
        const emails = await emailsApi.list({ silent: true });
        if (!mounted.current || generation.current !== asked) return;
        setData(emails);
        setFailed(false);
      } catch {
        if (mounted.current) setFailed(true);
      } finally {
        if (manual && mounted.current) setRefreshing(false);
      }
    },
    [setData],
  );

  // The next look, planned anew whenever the shown mails change (each answer changes them).
  useEffect(() => {
    if (!shown || !visible || failed) return;
    const wait = nextPollDelay(shown, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => void load(false), wait);
    return () => clearTimeout(timer);
  }, [shown, visible, failed, load]);

  // Hidden tab: no looks. Shown again: one look at once if a mail was planned (it may have gone meanwhile).
  const current = useRef({ shown, failed });
  current.current = { shown, failed };
  useEffect(() => {
    const onChange = () => {
      const nowVisible = !pageHidden();
      setVisible(nowVisible);
      const { shown: rows, failed: stopped } = current.current;
      if (nowVisible && rows && !stopped && rows.some(isPlanned)) void load(false);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [load]);

  const refresh = useCallback(() => void load(true), [load]);
  const changed = useCallback(() => {
    generation.current += 1;
  }, []);
  const live = Boolean(shown?.some(isPlanned)) && visible && !failed;
  return { refresh, refreshing, live, changed };
}
