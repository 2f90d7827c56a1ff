import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { providedSystem } from './ui-provider';

/**
 * A screen's HTML as the browser will render it, for a page prerendered at build time
 * (scripts/prerender.cjs): the markup with emotion's style elements beside it, exactly the rules
 * and class names the running page writes. Rendered as on a page that links the build-time global
 * stylesheet, so no reset, global styles or token variables are repeated in it.
 */
export function staticMarkup(node: ReactNode): string {
  const html = renderToString(<ChakraProvider value={providedSystem(true)}>{node}</ChakraProvider>);
  // The provider's global-styles element stays empty here (the stylesheet has them): leave it out.
  return html.replace(/<style data-emotion="[^"]*"><\/style>/g, '');
}
