import type { Settings } from '@dtp/shared-api';
import { settingsApi, useAuthStore } from '@dtp/shared-api';
import { useLoad } from '@dtp/shared-ui';

/** Spec section 3 'Global settings': showTesterFeedback, default false. */
const DEFAULT_SETTINGS: Settings = { showTesterFeedback: false };

export interface GlobalSettings {
  settings: Settings;
  /** false until the answer (or its failure) arrived; the defaults are shown meanwhile. */
  loaded: boolean;
}

/** Global settings (GET /settings, silent) loaded once per signed-in user; the defaults until they arrive or if the call fails. */
export function useGlobalSettings(): GlobalSettings {
  const userId = useAuthStore((s) => s.user?.userId);
  const { data, loading } = useLoad(userId ? () => settingsApi.load() : null, userId);
  return { settings: data ?? DEFAULT_SETTINGS, loaded: !loading };
}
