import type { DemoAccount } from '@dtp/shared-api';
import { demoAuthUser, parseRuntimeConfig, resetDemoData, useAppStore, useAuthStore, useConfigStore } from '@dtp/shared-api';
import { UiProvider } from '@dtp/shared-ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import demoConfig from '../../../../config/runtime.base.json';

/** Test only: this remote's demo configuration (api.source 'demo', as the shell's) and a fresh demo state. */
export function setupDemoConfig(): void {
  const parsed = parseRuntimeConfig(demoConfig);
  if (!parsed.ok) throw new Error(parsed.message);
  useConfigStore.getState().setConfig(parsed.config);
  resetDemoData();
  useAppStore.getState().reset();
}

export function signInAs(account: DemoAccount): void {
  useAuthStore.getState().signIn(demoAuthUser(account));
}

export function renderUi(ui: ReactElement) {
  return render(<UiProvider>{ui}</UiProvider>);
}

/** Renders and lets lazily loaded parts (the shared Tooltip's chunk) settle inside act(). */
export async function renderSettled(ui: ReactElement) {
  const result = renderUi(ui);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return result;
}
