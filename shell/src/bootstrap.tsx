import { loadRuntimeConfig, removeExpiredDrafts, setDemoTransportLoader, setRemoteLoader, useConfigStore } from '@dtp/api-client';
import { loadDemoTransport } from '@dtp/demo/loader';
import { UiProvider } from '@dtp/shared-ui';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRemoteComponent, registerConfiguredRemotes } from './federation/remotes';
import { TAGLINE } from './layout/header';
import { rememberApiOrigin } from './first-paint-hints';
import { ConfigErrorPage } from './pages/config-error-page';
import { recordEarlyHeadings } from './routes/early-heading-recorder';
import { legalPageUrl } from './pages/legal-links';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  removeExpiredDrafts();
  // api.source 'demo': the demo (with the domain) comes in a chunk of its own, loaded by the first call; never in http mode.
  setDemoTransportLoader(loadDemoTransport);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(
      <UiProvider>
        <ConfigErrorPage problems={result.problems} />
      </UiProvider>,
    );
    return;
  }
  // /impressum, /datenschutz: linked by the prerendered login page, forwarded to the configured pages.
  const legalPage = legalPageUrl(window.location.pathname, result.config);
  if (legalPage) {
    window.location.replace(legalPage);
    return;
  }
  useConfigStore.getState().setConfig(result.config);
  document.title = `${TAGLINE} – ${result.config.platformName}`;
  registerConfiguredRemotes(result.config);
  rememberApiOrigin(result.config);
  recordEarlyHeadings(result.config);
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
