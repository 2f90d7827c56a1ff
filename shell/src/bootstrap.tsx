import { loadRuntimeConfig, removeExpiredDrafts, setRemoteLoader, useConfigStore } from '@dtp/shared-api';
import { UiProvider } from '@dtp/shared-ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemoteComponent, registerConfiguredRemotes } from './federation/remotes';
import { TAGLINE } from './layout/header';
import { ConfigErrorPage } from './pages/config-error-page';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  removeExpiredDrafts();
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(
      <UiProvider>
        <ConfigErrorPage problems={result.problems} />
      </UiProvider>,
    );
    return;
  }
  useConfigStore.getState().setConfig(result.config);
  document.title = `${TAGLINE} – ${result.config.platformName}`;
  registerConfiguredRemotes(result.config);
  setRemoteLoader(loadRemoteComponent);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // blocking it in one long task (a phone's main thread; Lighthouse's Total Blocking Time).
  startTransition(() => {
    root.render(
      <UiProvider>
        <App config={result.config} />
      </UiProvider>,
    );
  });
}

void start();
