import type { Feedback } from '@dtp/shared-api';
import { feedbackApi } from '@dtp/shared-api';
import { useEffect, useState } from 'react';

export type FeedbackSource = { kind: 'own' } | { kind: 'user'; userId: string };

export interface FeedbackState {
  feedback: Feedback | null;
  loading: boolean;
}

/**
 * Loads feedback through shared-api. A failed call is shown by the shell's error badge (the client
 * sets the app store); the view then simply shows nothing, never an error of its own.
 */
export function useFeedback(source: FeedbackSource | null): FeedbackState {
  const key = source === null ? null : source.kind === 'own' ? 'own' : `user:${source.userId}`;
  const [state, setState] = useState<{ key: string | null; feedback: Feedback | null; done: boolean }>({
    key: null,
    feedback: null,
    done: false,
  });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const load = key === 'own' ? feedbackApi.own() : feedbackApi.ofUser(key.slice('user:'.length));
    load.then(
      (feedback) => active && setState({ key, feedback, done: true }),
      () => active && setState({ key, feedback: null, done: true }),
    );
    return () => {
      active = false;
    };
  }, [key]);

  const current = state.key === key;
  return { feedback: current ? state.feedback : null, loading: key !== null && !(current && state.done) };
}
