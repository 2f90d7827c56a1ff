import { ChakraProvider } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { designSystem } from './system';

/** One recipe function per recipe object, however many components mount with it. */
function oncePerRecipe<F extends (recipe: never) => unknown>(make: F): F {
  const made = new WeakMap<object, ReturnType<F>>();
  return ((recipe: object) => {
    let fn = made.get(recipe);
    if (fn === undefined) {
      fn = make(recipe as never) as ReturnType<F>;
      made.set(recipe, fn);
    }
    return fn;
  }) as unknown as F;
}

function pageLinksGlobalCss(): boolean {
  return typeof document !== 'undefined' && document.querySelector('link[data-chakra-global-css]') !== null;
}

/**
 * The system as the provider gets it.
 * - Recipes passed as a `recipe` prop (the lazily loaded overlays: dialog, drawer, menu, tooltip) are
 *   turned into recipe functions once: Chakra does it again for every mounted instance, e.g. for the
 *   tooltip of every row of a list. The registered recipes are cached by Chakra itself.
 * - When the page links the global CSS made at build time (scripts/build/index.html,
 *   scripts/build/chakra-global-css.cjs), the provider writes none at run time: no layer order, reset,
 *   global styles or token variables serialised on the phone's main thread. Without the link
 *   (tests, the gallery) it writes them as Chakra always does.
 */
export function providedSystem(linked = pageLinksGlobalCss()): SystemContext {
  const system = designSystem();
  return Object.create(system, {
    cva: { value: oncePerRecipe(system.cva) },
    sva: { value: oncePerRecipe(system.sva) },
    ...(linked ? { _global: { value: [] }, _config: { value: { ...system._config, disableLayers: true } } } : {}),
  }) as SystemContext;
}

/** The one provider shell and remotes render under (remotes in standalone mode only). */
export function UiProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => providedSystem(), []);
  return <ChakraProvider value={value}>{children}</ChakraProvider>;
}
