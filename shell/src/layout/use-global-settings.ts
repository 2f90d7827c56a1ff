import { settingsApi, useAuthStore } from '@dtp/shared-api';
import { useEffect, useState } from 'react';

export interface GlobalSettings {
  showTesterFeedback: boolean;
}

/** Global settings (GET /settings) loaded once per signed-in user; default showTesterFeedback false. */
export function useGlobalSettings(): GlobalSettings {
  const userId = useAuthStore((s) => s.user?.userId);
  const [settings, setSettings] = useState<GlobalSettings>({ showTesterFeedback: false });
  useEffect(() => {
    if (!userId) return;
    let active = true;
    settingsApi
      .load()
      .then((s) => active && setSettings({ showTesterFeedback: s.showTesterFeedback }))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [userId]);
  return settings;
}
