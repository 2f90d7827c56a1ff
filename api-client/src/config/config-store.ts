import { create } from 'zustand';
import type { RuntimeConfig } from './runtime-config';

interface ConfigState {
  config: RuntimeConfig | null;
  setConfig: (config: RuntimeConfig) => void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));

function loaded(config: RuntimeConfig | null): RuntimeConfig {
  if (!config) throw new Error('The runtime configuration is not loaded yet.');
  return config;
}

/** The validated runtime configuration; the shell sets it before anything renders. */
export function getConfig(): RuntimeConfig {
  return loaded(useConfigStore.getState().config);
}

export function useConfig(): RuntimeConfig {
  return loaded(useConfigStore((s) => s.config));
}
