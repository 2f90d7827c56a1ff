import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
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

export const system = createSystem(defaultConfig, brand);
