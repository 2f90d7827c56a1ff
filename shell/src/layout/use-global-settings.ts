import type { Settings } from '@dtp/shared-api';
import { settingsApi, useAuthStore } from '@dtp/shared-api';
import { useLoad } from '@dtp/shared-ui';

/** Spec section 3 'Global settings': showTesterFeedback, default false. */
const DEFAULT_SETTINGS: Settings = { showTesterFeedback: false };

/** Global settings (GET /settings, silent) loaded once per signed-in user; the defaults until they arrive or if the call fails. */
export function useGlobalSettings(): Settings {
  const userId = useAuthStore((s) => s.user?.userId);
  const { data } = useLoad(() => (userId ? settingsApi.load() : Promise.resolve(DEFAULT_SETTINGS)), userId);
  return data ?? DEFAULT_SETTINGS;
}
