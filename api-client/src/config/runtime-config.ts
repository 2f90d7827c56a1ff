// The runtime configuration's schema and check are the contract's (@dtp/contract/runtime-config: the API server's
// config check uses the same); the browser fetches /config.json here.
import { configFailure, parseRuntimeConfig, type ConfigResult } from '@dtp/contract/runtime-config';

export { DemoAccounts, parseRuntimeConfig, QuestionnaireModes, RemoteNames, RuntimeConfigSchema, SignInModes } from '@dtp/contract/runtime-config';
export type { ConfigProblem, ConfigResult, DemoAccount, QuestionnaireMode, RemoteName, RuntimeConfig, SignInMode } from '@dtp/contract/runtime-config';

/** Fetches and validates config.json; never throws. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<ConfigResult> {
  let json: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) {
      return configFailure([{ key: url, message: `Die Konfiguration ${url} konnte nicht geladen werden (HTTP ${response.status}).` }]);
    }
    json = await response.json();
  } catch {
    return configFailure([{ key: url, message: `Die Konfiguration ${url} konnte nicht geladen oder gelesen werden.` }]);
  }
  return parseRuntimeConfig(json);
}
