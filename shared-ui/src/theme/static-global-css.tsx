import { ChakraProvider } from '@chakra-ui/react';
import { renderToString } from 'react-dom/server';
import { designSystem } from './system';

/**
 * The CSS that ChakraProvider would otherwise write at run time — the cascade layers, the reset,
 * the global styles and every token's CSS variable — exactly as emotion renders it on a server.
 * Build time only (scripts/build/chakra-global-css.cjs): each app ships it as a hashed stylesheet that
 * its page links, and UiProvider then skips the run-time work (ui-provider.tsx).
 */
export function staticGlobalCss(): string {
  const html = renderToString(<ChakraProvider value={designSystem()}>{null}</ChakraProvider>);
  const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (sheets.length === 0) throw new Error('ChakraProvider rendered no global styles');
  return `${sheets.join('\n')}\n`;
}
