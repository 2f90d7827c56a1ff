import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as main from '@dtp/api-client';
import * as backOffice from '@dtp/api-client/back-office';
import * as travelClaim from '@dtp/api-client/travel-claim';
import manifest from '../../../api-client/package.json';
import { rel, ROOT, staticGraph } from './source-graph';

// Each entry point is its own federation singleton (scripts/build/webpack-app.cjs shares every key of
// "exports"); what a tester's first screen downloads is '@dtp/api-client' alone.
describe('entry points', () => {
  it('package.json declares the main, the back-office, the travel-claim, the questionnaire and the (tests-only) test-support entry', () => {
    expect(manifest.exports).toEqual({
      '.': './src/index.ts',
      './back-office': './src/back-office.ts',
      './travel-claim': './src/travel-claim.ts',
      './questionnaire': './src/questionnaire.ts',
      './test-support': './test-support/index.ts',
    });
  });

  it("the domain's server is in neither browser entry", () => {
    expect(main).not.toHaveProperty('createDomainServer');
    expect(backOffice).not.toHaveProperty('createDomainServer');
  });

  it('exports no name from both entries, except the instance marker every entry carries', () => {
    expect(Object.keys(backOffice).filter((name) => name in main)).toEqual(['API_CLIENT_PACKAGE']);
  });

  it.each(['wavesApi', 'panelsApi', 'overviewApi', 'usersApi', 'testingsApi', 'emailsApi', 'adminApi'])(
    '%s is in the back-office entry only',
    (name) => {
      expect(backOffice).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    },
  );
});

// What a browser bundle holds of api-client is what its entries import statically, across packages
// ('@dtp/contract/…', '@dtp/domain'); import() starts a lazily loaded chunk. Type-only imports are erased.
const entry = (file: string): string => path.join(ROOT, 'api-client/src', file);
const filesOf = (file: string): string[] => [...staticGraph(entry(file)).files].map(rel);

describe('the IBAN rules (ibantools) in browser bundles', () => {
  it.each(['index.ts', 'back-office.ts'])('%s never loads them: only screens that take an IBAN do', (file) => {
    expect(filesOf(file)).not.toContain('contract/src/iban-rules.ts');
  });

  it("the travel-claim entry holds them, with the instance marker every entry carries", () => {
    expect(filesOf('travel-claim.ts')).toContain('contract/src/iban-rules.ts');
    expect(Object.keys(travelClaim).sort()).toEqual(['API_CLIENT_PACKAGE', 'iban', 'ibanChecksum', 'ibanFormat', 'normalizeIban', 'travelClaimFieldRules']);
  });
});

describe('the domain in browser bundles', () => {
  const inDomain = (file: string): boolean => rel(file).startsWith('domain/');

  it.each(['index.ts', 'back-office.ts'])('%s never loads the domain at once', (file) => {
    expect([...staticGraph(entry(file)).files].filter(inDomain).map(rel)).toEqual([]);
  });

  it('starts no chunk that reaches it: the demo (@dtp/demo) is handed over as a loader', () => {
    const lazy = new Set(['index.ts', 'back-office.ts'].flatMap((file) => [...staticGraph(entry(file)).lazy]));
    expect([...lazy].filter((start) => [...staticGraph(start).files].some(inDomain)).map(rel)).toEqual([]);
  });

  it("the shell reaches it only through the demo's lazily loaded chunk", () => {
    const shell = staticGraph(path.join(ROOT, 'shell/src/bootstrap.tsx'));
    expect([...shell.files].filter(inDomain).map(rel)).toEqual([]);
    expect([...shell.files].map(rel)).toContain('demo/src/loader.ts');
    const reachingDomain = [...shell.lazy].filter((start) => [...staticGraph(start).files].some(inDomain)).map(rel);
    expect(reachingDomain).toEqual(['demo/src/demo-transport.ts']);
    expect(readFileSync(path.join(ROOT, 'demo/src/loader.ts'), 'utf8')).toMatch(/import\(\/\* webpackChunkName: "demo-data-source" \*\/ '\.\/demo-transport'\)/);
  });
});
