import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { system } from './system';

/**
 * The system as the provider gets it. When the page links the global CSS made at build time
 * (scripts/index.html, scripts/chakra-global-css.cjs), the provider writes none at run time: no
 * layer order, reset, global styles or token variables serialised on the phone's main thread.
 * Without the link (tests, the gallery) it writes them as Chakra always does.
 */
function providedSystem(): typeof system {
  const linked = typeof document !== 'undefined' && document.querySelector('link[data-chakra-global-css]') !== null;
  if (!linked) return system;
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as typeof system;
}

/** The one provider shell and remotes render under (remotes in standalone mode only). */
export function UiProvider({ children }: { children: ReactNode }) {
  const value = useMemo(providedSystem, []);
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
