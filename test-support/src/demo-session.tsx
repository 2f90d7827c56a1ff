// Test helpers shared across packages: the demo configuration, a demo sign-in, a fresh demo state
// and rendering under the platform's provider. Each name has one job.
import type { DemoAccount } from '@dtp/api-client';
import { clearAllDrafts, demoAuthUser, parseRuntimeConfig, setDemoTransportLoader, setRemoteLoader, useAppStore, useAuthStore, useConfigStore, useSettingsStore } from '@dtp/api-client';
import { loadDemoTransport, resetDemoData } from '@dtp/demo';
import { UiProvider } from '@dtp/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { runtimeConfig } from '../../config/runtime-config.mjs';

/** The platform's base runtime configuration (demo data), with config overlays ('oidc', 'http' or an object); the demo's loader handed to the client, as the shell does. */
export function setDemoConfig(...overlays: (string | Record<string, unknown>)[]): void {
  const parsed = parseRuntimeConfig(runtimeConfig(...overlays));
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join(' '));
  setDemoTransportLoader(loadDemoTransport);
  useConfigStore.getState().setConfig(parsed.config);
}

export function signInAs(account: DemoAccount): void {
  useAuthStore.getState().signIn(demoAuthUser(account));
}

/** Runs demo calls as another account, then signs the previous user in again. */
export async function asAccount<T>(account: DemoAccount, action: () => Promise<T>): Promise<T> {
  const previous = useAuthStore.getState().user;
  signInAs(account);
  try {
    return await action();
  } finally {
    if (previous) useAuthStore.getState().signIn(previous);
  }
}

/** Fresh demo data, stores and no federation loader (as on a standalone page). */
export function resetAll(): void {
  resetDemoData();
  clearAllDrafts();
  useAppStore.getState().reset();
  useAuthStore.getState().signOut();
  useSettingsStore.getState().reset();
  setRemoteLoader(null);
}

/** Renders under the platform's provider, as the apps do. */
export function renderUi(ui: ReactElement) {
  return render(<UiProvider>{ui}</UiProvider>);
}
