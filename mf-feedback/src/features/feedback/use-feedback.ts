import type { Feedback } from '@dtp/shared-api';
import { feedbackApi } from '@dtp/shared-api';
import { useLoad } from '@dtp/shared-ui';

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
  const load = source === null ? null : () => (source.kind === 'own' ? feedbackApi.own() : feedbackApi.ofUser(source.userId));
  const { data, loading } = useLoad(load, key);
  return { feedback: data ?? null, loading };
}
