/**
 * @jest-environment node
 */
import { staticGlobalCss } from './static-global-css';

// On Node, emotion renders the provider's global styles as <style> elements: the same CSS the
// browser would write at run time, which the build ships as a file (scripts/build/chakra-global-css.cjs).
describe('staticGlobalCss', () => {
  const css = staticGlobalCss();

  it('opens with the cascade layers in Chakra’s order, so the file keeps the run-time precedence', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('carries the reset, the platform’s global styles and its token variables', () => {
    expect(css).toMatch(/@layer reset\{html\{/);
    expect(css).toContain('--chakra-colors-brand-600:#1f6b41');
    expect(css).toContain('--chakra-colors-brand-solid:var(--chakra-colors-brand-600)');
    expect(css).toMatch(/@layer base\{[^]*html,body\{/);
  });

  it('is pure CSS: no markup left over from the rendering', () => {
    expect(css).not.toMatch(/<\/?style|<script/);
  });
});
