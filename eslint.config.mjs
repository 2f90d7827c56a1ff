// Lint for every package. The import-boundary rules keep dependencies one way:
// apps → shared packages; an app never imports another app's source; shared packages
// never import apps; apps reach big libraries only through shared-ui / shared-api.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readFileSync } from 'node:fs';

const apps = ['shell', 'mf-tester', 'mf-backoffice', 'mf-feedback'];
const appSourcePatterns = (except) =>
  apps
    .filter((a) => a !== except)
    .flatMap((a) => [`**/${a}/**`, `@dtp/${a}`, `@dtp/${a}/**`]);
// The entry points our shared packages declare in package.json "exports" (each a shared
// singleton); anything deeper is their private source.
const declaredEntryPoints = ['shared-ui', 'shared-api'].flatMap((pkg) => {
  const manifest = JSON.parse(readFileSync(new URL(`./${pkg}/package.json`, import.meta.url), 'utf8'));
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath !== '.')
    .map((subpath) => `!${manifest.name}${subpath.slice(1)}`);
});
const viaSharedPackages = [
  { group: ['@chakra-ui/*', '@emotion/*'], message: 'Chakra/emotion nur über @dtp/shared-ui verwenden (eine geteilte Instanz).' },
  { group: ['react-router', 'react-router/*', 'react-router-dom'], message: 'Routing nur über @dtp/shared-ui verwenden.' },
  { group: ['react-hook-form', '@hookform/*', 'valibot'], message: 'Formulare und Validierung nur über @dtp/shared-ui verwenden.' },
  { group: ['zustand', 'zustand/*'], message: 'Stores nur über @dtp/shared-api verwenden.' },
  {
    group: ['@dtp/shared-ui/*', '@dtp/shared-api/*', ...declaredEntryPoints],
    message: 'Nur die Einstiegspunkte aus "exports" des Pakets importieren (geteilte Singletons).',
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'idp/.idp-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: [`${app}/src/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appSourcePatterns(app), message: 'Eine App importiert nie den Quelltext einer anderen App (Föderation zur Laufzeit nutzen).' },
            ...viaSharedPackages,
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-ui/src/**/*.{ts,tsx}', 'shared-api/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: apps.flatMap((a) => [`**/${a}/**`, `@dtp/${a}`, `@dtp/${a}/**`]), message: 'Geteilte Pakete importieren nie eine App.' }],
          paths: [
            {
              name: '@chakra-ui/react/theme',
              message: "Baut beim Import das ganze Default-Theme (alle Rezepte); Dateien einzeln über '@chakra-theme/…' importieren.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    ignores: ['shared-api/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: apps.flatMap((a) => [`**/${a}/**`, `@dtp/${a}`]), message: 'Geteilte Pakete importieren nie eine App.' },
            { group: ['@dtp/shared-ui', '@chakra-ui/*', '@emotion/*'], message: 'shared-api hat keine Oberfläche.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
