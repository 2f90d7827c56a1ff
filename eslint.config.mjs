// Lint for every package. The import-boundary rules keep dependencies one way:
// apps → shared packages; an app never imports another app's source; shared packages
// never import apps; apps reach big libraries only through shared-ui / api-client;
// no import cycles between files or packages; a feature never reaches into another feature.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const apps = ['shell', 'mf-tester', 'mf-backoffice', 'mf-feedback'];
const sharedPackages = ['shared-ui', 'api-client'];
const appSourcePatterns = (except) =>
  apps
    .filter((a) => a !== except)
    .flatMap((a) => [`**/${a}/**`, `@dtp/${a}`, `@dtp/${a}/**`]);
// The entry points our shared packages declare in package.json "exports" (each a shared
// singleton); anything deeper is their private source.
const declaredEntryPoints = sharedPackages.flatMap((pkg) => {
  const manifest = JSON.parse(readFileSync(new URL(`./${pkg}/package.json`, import.meta.url), 'utf8'));
  return Object.keys(manifest.exports ?? {})
    .filter((subpath) => subpath !== '.')
    .map((subpath) => `!${manifest.name}${subpath.slice(1)}`);
});
const viaSharedPackages = [
  { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use Chakra/emotion only through @dtp/shared-ui (one shared instance).' },
  { group: ['react-router', 'react-router/*', 'react-router-dom'], message: 'Use routing only through @dtp/shared-ui.' },
  { group: ['react-hook-form', '@hookform/*', 'valibot'], message: 'Use forms and validation only through @dtp/shared-ui.' },
  { group: ['zustand', 'zustand/*'], message: 'Use stores only through @dtp/api-client.' },
  {
    group: ['@dtp/contract', '@dtp/contract/*', '@dtp/domain', '@dtp/domain/*'],
    message: "Screens reach the contract through @dtp/api-client's entry points (one shared copy); the domain never.",
  },
  {
    group: ['@dtp/shared-ui/*', '@dtp/api-client/*', ...declaredEntryPoints],
    message: 'Import only the entry points declared in the package\'s "exports" (shared singletons).',
  },
];
const neverTestSupport = {
  group: ['@dtp/test-support', '@dtp/test-support/*', '**/test-support', '**/test-support/**', '**/*test-support*'],
  message: 'Test helpers are for tests only; production code never imports them.',
};

/** api-client's production code: no app, no UI, never the domain or the demo (the shell hands it the demo's loader), no test helper. */
const apiClientImports = {
  files: ['api-client/src/**/*.{ts,tsx}'],
  ignores: ['api-client/src/**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: apps.flatMap((a) => [`**/${a}/**`, `@dtp/${a}`]), message: 'A shared package never imports an app.' },
          { group: ['@dtp/shared-ui', '@dtp/shared-ui/*', '@chakra-ui/*', '@emotion/*'], message: 'api-client has no UI (and shared-ui depends on it: no package cycle).' },
          {
            group: ['@dtp/domain', '@dtp/domain/*', '@dtp/demo', '@dtp/demo/*'],
            message: "The client never imports the domain or the demo: the shell hands it @dtp/demo/loader (setDemoTransportLoader), whose chunk brings the domain.",
          },
          neverTestSupport,
        ],
      },
    ],
  },
};

/**
 * Features of an app are siblings: one never imports another's files (bulletproof-react's
 * "unidirectional architecture"). Shared parts go to the app's components/ or a shared package.
 */
function featureZones(app) {
  const dir = new URL(`./${app}/src/features/`, import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${app}/src/features/${entry.name}`,
      from: `./${app}/src/features`,
      except: [`./${entry.name}`],
      message: 'A feature never imports another feature; move what both need to components/ or a shared package.',
    }));
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-test/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'idp/.idp-data/**', 'e2e/.federation-candidates/**'],
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
  // No import cycles, between files or between packages (workspace packages resolve to their
  // source, so a package cycle shows up as a file cycle). Static and dynamic imports count;
  // this rule skips type-only imports: test-support/src/architecture/import-cycles.test.ts counts them too.
  {
    files: ['{shell,mf-tester,mf-backoffice,mf-feedback,shared-ui,contract,domain,demo,api-client,test-support}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: apps.flatMap(featureZones) }],
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
            { group: appSourcePatterns(app), message: 'An app never imports another app\'s source (use federation at run time).' },
            ...viaSharedPackages,
            neverTestSupport,
          ],
        },
      ],
    },
  })),
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: apps.flatMap((a) => [`**/${a}/**`, `@dtp/${a}`, `@dtp/${a}/**`]), message: 'A shared package never imports an app.' },
            { group: ['@dtp/contract', '@dtp/contract/*', '@dtp/domain', '@dtp/domain/*'], message: "shared-ui reaches the contract through @dtp/api-client's entry points (one shared copy); the domain never." },
            neverTestSupport,
          ],
          paths: [
            {
              name: '@chakra-ui/react/theme',
              message: "Builds the whole default theme (every recipe) on import; import theme files one by one through '@chakra-theme/…'.",
            },
          ],
        },
      ],
    },
  },
  // The packages under the screens, one way: contract ← domain ← demo → api-client → contract.
  // The contract imports no workspace package; the domain builds on the contract alone; the browser client never
  // reaches the domain: the demo (@dtp/demo) is loaded with import() by the loader the shell hands it (its own chunk).
  // Test helpers live outside src/ (<package>/test-support/, entries './test-support'), in no production import.
  {
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@dtp/*'], message: 'The contract is the bottom layer: it imports no other package of ours.' }] }],
    },
  },
  {
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dtp/*', '!@dtp/contract', 'react', 'react-dom', 'zustand', '@chakra-ui/*'],
              message: 'The domain builds on the contract only: never on the browser client, the UI or an app.',
            },
            neverTestSupport,
          ],
        },
      ],
    },
  },
  // The browser client: no app, no UI, no domain, no demo.
  apiClientImports,
  {
    // The demo: the domain behind api-client's Transport; no app, no UI, no test helper.
    files: ['demo/src/**/*.ts'],
    ignores: ['demo/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@dtp/*', '!@dtp/domain', '!@dtp/api-client'], message: 'The demo is the domain behind the client: it imports those two packages of ours only.' },
            { group: ['react', 'react-dom', '@chakra-ui/*'], message: 'The demo has no UI.' },
            neverTestSupport,
          ],
        },
      ],
    },
  },
  {
    // The server's code never imports what its tests share (api-server/test/: the contract suite, PostgreSQL, the built server;
    // api-server/test-server/: the end-to-end tests' entry with its reset route), nor the browser's client or demo.
    files: ['api-server/src/**/*.ts'],
    ignores: ['api-server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+test(-server)?/', message: "The server's code never imports its tests' helpers." },
            { group: ['@dtp/api-client', '@dtp/api-client/*', '@dtp/demo', '@dtp/demo/*'], message: "The server never imports the browser's client or demo (the runtime config's check is @dtp/contract/runtime-config)." },
            neverTestSupport,
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
