import { render, screen } from '@testing-library/react';
import { Box, defineSlotRecipe, useSlotRecipe } from '@chakra-ui/react';
import { UiProvider } from './ui-provider';

const styleElements = () => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')];
const globalStyleElements = () => styleElements().filter((s) => s.getAttribute('data-emotion')?.includes('global'));
// emotion inserts rules through the CSSOM, so the elements' text is empty.
const cssOf = (elements: HTMLStyleElement[]) => elements.flatMap((s) => [...(s.sheet?.cssRules ?? [])].map((r) => r.cssText)).join('\n');

function linkBuildTimeCss() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/chakra-global.00000000.css';
  link.setAttribute('data-chakra-global-css', '');
  document.head.append(link);
  return link;
}

// emotion remembers what it inserted: each test uses its own styles.
afterEach(() => {
  document.querySelector('link[data-chakra-global-css]')?.remove();
});

describe('UiProvider', () => {
  it('writes Chakra’s global styles at run time when the page links no build-time stylesheet', () => {
    render(<UiProvider><Box>Inhalt</Box></UiProvider>);
    expect(globalStyleElements().length).toBeGreaterThan(0);
    expect(cssOf(globalStyleElements())).toContain('--chakra-colors-brand-600');
  });

  it('writes none when the page links the stylesheet made at build time, and style props still work', () => {
    linkBuildTimeCss();
    render(<UiProvider><Box data-testid="box" color="brand.600">Inhalt</Box></UiProvider>);
    expect(globalStyleElements()).toHaveLength(0);
    expect(cssOf(styleElements())).toMatch(/color: ?var\(--chakra-colors-brand-600\)/);
    expect(screen.getByTestId('box').className).toMatch(/css-/);
  });
});

describe('recipes passed as a prop', () => {
  it('become one recipe function per recipe object, not one per mounted component', () => {
    const recipe = defineSlotRecipe({ slots: ['root'], base: { root: { color: 'brand.600' } } });
    const made: unknown[] = [];
    function Probe() {
      made.push(useSlotRecipe({ recipe }));
      return null;
    }
    render(
      <UiProvider>
        <Probe />
        <Probe />
        <Probe />
      </UiProvider>,
    );
    expect(made).toHaveLength(3);
    expect(new Set(made).size).toBe(1);
  });
});
