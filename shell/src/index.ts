import { rememberEarlyActions } from './pages/early-action';

// Before anything loads: a tap on the prerendered login page (login.html) is kept for the app.
rememberEarlyActions();

/** Ends the current task: the browser may paint and take input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Async boundary: shared modules are negotiated before any app code runs. The big ones are evaluated one at
// a time, each in a task of its own: React's DOM renderer, the API client with its contract, the design
// system's modules, its token dictionary, then the app. In one block they held a phone's main thread for
// about 0.4 s (4x CPU; Lighthouse's Total Blocking Time). Their chunks are already on their way (preloaded).
void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('@dtp/shared-api');
  await nextTask();
  const ui = await import('@dtp/shared-ui');
  await nextTask();
  ui.designSystem();
  await nextTask();
  await import('./bootstrap');
})();
