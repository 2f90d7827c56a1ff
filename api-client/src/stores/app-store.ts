import { create } from 'zustand';
/** Spec 4 'Timers': the save-success flag resets itself after 2 seconds. */
import { SAVE_SUCCESS_MS } from '@dtp/contract/constants';

interface AppState {
  apiError: string | null;
  errorMessage: string | null;
  /** The failed save's record changed meanwhile: the badge offers to reload it. */
  reloadOffered: boolean;
  saveSuccess: boolean;
  /** Number of calls in flight; isLoading is derived from it. */
  pending: number;
  isLoading: boolean;
  startLoading: () => void;
  stopLoading: () => void;
  setError: (error: string, message?: string | null, options?: { reloadOffered?: boolean }) => void;
  clearError: () => void;
  raiseSaveSuccess: () => void;
  /** The session could not be renewed for want of a connection: it is kept and tried again (shell). */
  connectionLost: boolean;
  setConnectionLost: (lost: boolean) => void;
  /** Clears errors and flags of the screen; the connection state is the session's and stays. */
  reset: () => void;
}

let successTimer: ReturnType<typeof setTimeout> | undefined;

const initial = { apiError: null, errorMessage: null, reloadOffered: false, saveSuccess: false, pending: 0, isLoading: false };

export const useAppStore = create<AppState>()((set) => ({
  ...initial,
  startLoading: () => set((s) => ({ pending: s.pending + 1, isLoading: true })),
  stopLoading: () =>
    set((s) => {
      const pending = Math.max(0, s.pending - 1);
      return { pending, isLoading: pending > 0 };
    }),
  setError: (apiError, errorMessage = null, options = {}) => set({ apiError, errorMessage, reloadOffered: options.reloadOffered ?? false }),
  clearError: () => set({ apiError: null, errorMessage: null, reloadOffered: false }),
  raiseSaveSuccess: () => {
    clearTimeout(successTimer);
    // A later save that succeeds ends the story of an earlier failure: its badge goes.
    set({ saveSuccess: true, apiError: null, errorMessage: null, reloadOffered: false });
    successTimer = setTimeout(() => set({ saveSuccess: false }), SAVE_SUCCESS_MS);
  },
  connectionLost: false,
  setConnectionLost: (connectionLost) => set((s) => (s.connectionLost === connectionLost ? s : { connectionLost })),
  reset: () => {
    clearTimeout(successTimer);
    set(initial);
  },
}));
