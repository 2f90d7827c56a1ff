import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but only the recipes of components shared-ui uses or exports.
 * `defaultConfig` carries every recipe and, through their anatomies, many component
 * machines: measured, the whole shared-ui bundle shrinks by about a third (README 'Size').
 * A component whose recipe is missing renders unstyled: add its recipe here when exporting it.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
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
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});
import { registerSharedInstance } from '@dtp/shared-api';

registerSharedInstance('@dtp/shared-ui');

/** The platform's look: a calm golf green, light mode, readable German typography. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
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

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), brand);
