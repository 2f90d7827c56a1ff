import { parseRuntimeConfig, useConfigStore } from '@dtp/shared-api';
import demoConfig from '../../../config/runtime.base.json';

/** Test support: the demo configuration in oidc mode, and where oidc-client-ts keeps its user. */
export const OIDC_USER_STORAGE_KEY = 'oidc.user:http://localhost:3100/realms/dtp:dtp-frontend';

export function setOidcDemoConfig(): void {
  const parsed = parseRuntimeConfig({ ...demoConfig, auth: { ...demoConfig.auth, mode: 'oidc' } });
  if (!parsed.ok) throw new Error(parsed.message);
  useConfigStore.getState().setConfig(parsed.config);
}
