import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's theme file by file ('@chakra-theme/…', see scripts/build/chakra-theme-path.cjs): the package's
// '@chakra-ui/react/theme' entry builds the whole default theme at import time and keeps every recipe.
import { animations } from '@chakra-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-theme/tokens/blurs.js';
import { borders } from '@chakra-theme/tokens/borders.js';
import { colors } from '@chakra-theme/tokens/colors.js';
import { cursor } from '@chakra-theme/tokens/cursor.js';
import { durations } from '@chakra-theme/tokens/durations.js';
import { easings } from '@chakra-theme/tokens/easings.js';
import { fontSizes } from '@chakra-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-theme/tokens/font-weights.js';
import { fonts } from '@chakra-theme/tokens/fonts.js';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-theme/tokens/line-heights.js';
import { radii } from '@chakra-theme/tokens/radius.js';
import { sizes } from '@chakra-theme/tokens/sizes.js';
import { spacing } from '@chakra-theme/tokens/spacing.js';
import { zIndices } from '@chakra-theme/tokens/z-indices.js';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows.js';
import { alertSlotRecipe } from '@chakra-theme/recipes/alert.js';
import { animationStyles } from '@chakra-theme/motion-styles.js';
import { badgeRecipe } from '@chakra-theme/recipes/badge.js';
import { breakpoints } from '@chakra-theme/breakpoints.js';
import { buttonRecipe } from '@chakra-theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-theme/recipes/card.js';
import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox.js';
import { checkmarkRecipe } from '@chakra-theme/recipes/checkmark.js';
import { codeRecipe } from '@chakra-theme/recipes/code.js';
import { containerRecipe } from '@chakra-theme/recipes/container.js';
import { fieldSlotRecipe } from '@chakra-theme/recipes/field.js';
import { globalCss } from '@chakra-theme/global-css.js';
import { headingRecipe } from '@chakra-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-theme/recipes/icon.js';
import { inputAddonRecipe } from '@chakra-theme/recipes/input-addon.js';
import { inputRecipe } from '@chakra-theme/recipes/input.js';
import { keyframes } from '@chakra-theme/tokens/keyframes.js';
import { layerStyles } from '@chakra-theme/layer-styles.js';
import { linkRecipe } from '@chakra-theme/recipes/link.js';
import { listSlotRecipe } from '@chakra-theme/recipes/list.js';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select.js';
import { separatorRecipe } from '@chakra-theme/recipes/separator.js';
import { skeletonRecipe } from '@chakra-theme/recipes/skeleton.js';
import { spinnerRecipe } from '@chakra-theme/recipes/spinner.js';
import { tableSlotRecipe } from '@chakra-theme/recipes/table.js';
import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs.js';
import { textareaRecipe } from '@chakra-theme/recipes/textarea.js';
import { textStyles } from '@chakra-theme/text-styles.js';
import { tableActionCss } from './table-action-css';

/**
 * Chakra's default theme, but only the recipes of components shared-ui uses or exports.
 * `defaultConfig` carries every recipe and, through their anatomies, many component
 * machines: measured, the whole shared-ui bundle shrinks by about a third (shared-ui/README.md#size).
 * A component whose recipe is missing renders unstyled: add its recipe here when exporting it.
 * Exception: the lazily loaded overlays (dialog, drawer, menu, tooltip) are not registered here;
 * their views (`src/components/*-view.tsx`, the dialogs' `dialog-frame.tsx`) import the recipe and pass it via the `recipe` prop,
 * so it is downloaded with their chunk, not with every first screen.
 */
/**
 * Colour palettes no screen and no registered recipe uses (status colours: info blue, success green,
 * warning orange, danger red). Left out, their ~95 tokens are neither computed at each page load
 * (createSystem) nor shipped as variables in the global stylesheet. A screen that names one gets no colour:
 * system.test.ts reads the screens and fails on it; remove the palette here if a screen needs it.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const usedPalettes = <T extends object>(group: T): T =>
  Object.fromEntries(Object.entries(group).filter(([palette]) => !UNUSED_PALETTES.has(palette))) as T;

const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: usedPalettes(colors),
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
/** A semantic token's value, or its value per colour mode (`{ _light, _dark }`, `{ base, _dark }`). */
type TokenValue = { value?: unknown };
/**
 * The platform is light only (no colour-mode switch): each semantic token keeps its light value. The dark
 * ones are neither resolved by createSystem at each page load nor shipped in the global stylesheet
 * (docs/performance.md#the-design-systems-start-2026-12-04).
 */
function lightOnly<T extends object>(group: T): T {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const token = node as TokenValue;
    if ('value' in token && token.value && typeof token.value === 'object') {
      const modes = token.value as { _light?: unknown; base?: unknown };
      return { ...token, value: modes._light ?? modes.base ?? token.value };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(group) as T;
}

const semanticTokens = {
  colors: lightOnly(usedPalettes(semanticColors)),
  shadows: lightOnly(semanticShadows),
  radii: semanticRadii,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
      checkmark: checkmarkRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});
/** The platform's look: a calm golf green, light mode, readable German typography. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
    ...tableActionCss,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
      },
      colors: {
        brand: {
          50: { value: '#eef7f1' },
          100: { value: '#d3ebdb' },
          200: { value: '#a8d6b8' },
          300: { value: '#74bb8f' },
          400: { value: '#46a06b' },
          500: { value: '#2b8552' },
          600: { value: '#1f6b41' },
          700: { value: '#195535' },
          800: { value: '#14432b' },
          900: { value: '#0e3020' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let created: SystemContext | undefined;

/**
 * The platform's design system, made when first asked for, not while the module loads: building the token
 * dictionary takes 120-200 ms of a phone's main thread (4x CPU), which the shell's start runs as a task of
 * its own (shell/src/index.ts) instead of adding it to the evaluation of the whole design system.
 */
export function designSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, chakraTheme, brand);
  return created;
}
