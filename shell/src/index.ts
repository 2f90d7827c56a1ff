import { headingFirst } from './heading-first';
import { rememberEarlyActions } from './pages/early-action';

// Before anything loads: a tap on the prerendered login page (login.html) is kept for the app.
rememberEarlyActions();

// A new tab's silent sign-in in a hidden frame, or the identity service's answer on this page, marked by the page's
// first script: finished while the start chunks download (oidc-client-ts's token exchange, no other sign-in library),
// and the app starts once it is done (with a user in the tab, or without one: the app then signs in as before).
const silentSignIn = document.documentElement.hasAttribute('data-silent-sign-in')
  ? import(/* webpackChunkName: "silent-sign-in" */ './auth/early-silent-sign-in').then(
      async (module) => ({ module, where: await module.signInSilently() }),
      () => null,
    )
  : null;

/** The page parsed: main.js is added by the page's first script (first-paint.cjs), not deferred by a tag. */
const documentParsed = () =>
  document.readyState === 'loading' ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true })) : Promise.resolve();

/** Ends the current task: the browser may paint and take input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Async boundary: shared modules are negotiated before any app code runs. The big ones are evaluated one at
// a time, each in a task of its own: React's DOM renderer, the API client with its contract, the design
// system's modules, its token dictionary, then the app. In one block they held a phone's main thread for
// about 0.4 s (4x CPU; Lighthouse's Total Blocking Time). Their chunks are already on their way (preloaded).
void (async () => {
  await headingFirst(silentSignIn);
  await import('react-dom/client');
  await nextTask();
  await import('@dtp/api-client');
  await nextTask();
  const ui = await import('@dtp/shared-ui');
  await nextTask();
  ui.designSystem();
  await nextTask();
  const signedIn = silentSignIn && (await silentSignIn);
  if (signedIn?.where === 'page') signedIn.module.leaveCallbackAddress(ui.paths.login());
  await documentParsed();
  await import('./bootstrap');
})();
