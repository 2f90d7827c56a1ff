import { useEffect } from 'react';
import { create } from 'zustand';
import type { Settings } from '@dtp/contract/settings';
import { settingsApi } from '../resources/settings';
import { useAuthStore } from './auth-store';

/** Spec section 3 'Global settings': showTesterFeedback, default false. */
const DEFAULT_SETTINGS: Settings = { showTesterFeedback: false };

interface SettingsState {
  /** The user the settings belong to; null before the first load. */
  userId: string | null;
  settings: Settings;
  /** false until the answer (or its failure) arrived; the defaults are shown meanwhile. */
  loaded: boolean;
  reset: () => void;
}

/**
 * The global settings, one copy per page: the shell's sidebar and route gate read them, and the
 * administration page publishes a saved change, so the sidebar follows at once.
 */
export const useSettingsStore = create<SettingsState>()((set) => ({
  userId: null,
  settings: DEFAULT_SETTINGS,
  loaded: false,
  reset: () => set({ userId: null, settings: DEFAULT_SETTINGS, loaded: false }),
}));

/** After the administration saved them: every reader shows the new settings. */
export function publishSettings(settings: Settings): void {
  useSettingsStore.setState({ settings: { ...settings }, loaded: true });
}

/** Global settings (GET /settings, silent), loaded once per signed-in user; the defaults until they arrive or if the call fails. */
export function useGlobalSettings(): { settings: Settings; loaded: boolean } {
  const userId = useAuthStore((s) => s.user?.userId ?? null);
  const owner = useSettingsStore((s) => s.userId);
  const settings = useSettingsStore((s) => s.settings);
  const loaded = useSettingsStore((s) => s.loaded);
  useEffect(() => {
    if (userId === null || useSettingsStore.getState().userId === userId) return;
    useSettingsStore.setState({ userId, settings: DEFAULT_SETTINGS, loaded: false });
    const mine = () => useSettingsStore.getState().userId === userId;
    settingsApi.load().then(
      (answer) => mine() && useSettingsStore.setState({ settings: answer, loaded: true }),
      () => mine() && useSettingsStore.setState({ loaded: true }),
    );
  }, [userId]);
  const current = userId !== null && owner === userId;
  return { settings: current ? settings : DEFAULT_SETTINGS, loaded: current && loaded };
}
