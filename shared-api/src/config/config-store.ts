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

/** The validated runtime configuration; the shell sets it before anything renders. */
export function getConfig(): RuntimeConfig {
  const { config } = useConfigStore.getState();
  if (!config) throw new Error('Runtime configuration not loaded yet');
  return config;
}

export function useConfig(): RuntimeConfig {
  const config = useConfigStore((s) => s.config);
  if (!config) throw new Error('Runtime configuration not loaded yet');
  return config;
}
