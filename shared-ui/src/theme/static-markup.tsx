import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { providedSystem } from './ui-provider';

export interface StaticMarkup {
  /** The screen's HTML, without style elements. */
  html: string;
  /** One style element with every rule the HTML uses, for the page's head. */
  styles: string;
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)">([\s\S]*?)<\/style>/g;

/**
 * A screen's HTML as the browser will render it, for a page prerendered at build time
 * (scripts/build/webpack-app.cjs, 'prerendered'): the markup and emotion's rules for it, the same rules and
 * class names the running page writes. Rendered as on a page that links the build-time global
 * stylesheet, so no reset, global styles or token variables are repeated.
 * The rules come as one element for the head, in emotion's own format ("css id id …"): the running
 * page's emotion takes them as already written, and the styles apply before the body is parsed.
 */
export function staticMarkup(node: ReactNode): StaticMarkup {
  const rendered = renderToString(<ChakraProvider value={providedSystem(true)}>{node}</ChakraProvider>);
  const ids: string[] = [];
  const rules: string[] = [];
  const html = rendered.replace(EMOTION_STYLE, (_element, attribute: string, css: string) => {
    const [key, ...styleIds] = attribute.split(' ');
    // The provider's global styles stay empty here (the stylesheet has them).
    if (css === '') return '';
    if (key !== 'css') throw new Error(`staticMarkup: unexpected style element "${attribute}"`);
    ids.push(...styleIds);
    rules.push(css);
    return '';
  });
  return {
    // As an entity, a no-break space survives HTML minifiers that trim it as whitespace.
    html: html.replaceAll('\u00a0', '&nbsp;'),
    styles: ids.length > 0 ? `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>` : '',
  };
}
