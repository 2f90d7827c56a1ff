import type { Feedback } from '@dtp/api-client';
import { feedbackCalls } from '@dtp/api-client';
import { useCall } from '@dtp/shared-ui';

export type FeedbackSource = { kind: 'own' } | { kind: 'user'; userId: string };

export interface FeedbackState {
  feedback: Feedback | null;
  loading: boolean;
}

/**
 * Loads feedback through api-client. A failed call is shown by the shell's error badge (the client
 * sets the app store); the view then simply shows nothing, never an error of its own.
 */
export function useFeedback(source: FeedbackSource | null): FeedbackState {
  const row = source === null ? null : source.kind === 'own' ? feedbackCalls.own : feedbackCalls.ofUser;
  const { data, loading } = useCall(row, source?.kind === 'user' ? [source.userId] : []);
  return { feedback: data ?? null, loading };
}
