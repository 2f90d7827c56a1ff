import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '../package.json';
import * as backOffice from './back-office';
import * as domain from './domain';
import * as main from './index';
import * as travelClaim from './travel-claim';

// Each entry point is its own federation singleton (scripts/build/webpack-app.cjs shares every key of
// "exports"); what a tester's first screen downloads is '@dtp/shared-api' alone.
describe('entry points', () => {
  it('package.json declares the main, the back-office, the travel-claim and the (server-only) domain entry', () => {
    expect(manifest.exports).toEqual({
      '.': './src/index.ts',
      './back-office': './src/back-office.ts',
      './travel-claim': './src/travel-claim.ts',
      './domain': './src/domain/index.ts',
    });
  });

  it("the domain entry is for servers: the rules' server, not in the browsers' entries", () => {
    expect(domain).toHaveProperty('createDomainServer');
    expect(domain).toHaveProperty('createSeedState');
    expect(main).not.toHaveProperty('createDomainServer');
    expect(backOffice).not.toHaveProperty('createDomainServer');
  });

  it('exports no name from both entries, except the instance marker every entry carries', () => {
    expect(Object.keys(backOffice).filter((name) => name in main)).toEqual(['SHARED_API_PACKAGE']);
  });

  it.each(['wavesApi', 'panelsApi', 'overviewApi', 'usersApi', 'testingsApi', 'emailsApi', 'adminApi'])(
    '%s is in the back-office entry only',
    (name) => {
      expect(backOffice).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    },
  );
});

// What a browser bundle holds of shared-api is what its entries import statically; import() starts a
// lazily loaded chunk. Type-only imports are erased. Read from the source, like the bundler reads it.
const SRC = __dirname;
const rel = (file: string): string => path.relative(SRC, file).split(path.sep).join('/');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => /\.tsx?$/.test(file) && existsSync(file));
  if (!found) throw new Error(`${rel(from)}: cannot resolve '${specifier}'`);
  return found;
}

function importsOf(file: string): { statics: string[]; lazy: string[] } {
  const text = readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s+)?'([^']+)'/gm)].map((m) => m[1] ?? '');
  const lazy = [...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g)].map((m) => m[1] ?? '');
  const resolve = (list: string[]): string[] => list.flatMap((s) => resolveImport(file, s) ?? []);
  return { statics: resolve(statics), lazy: resolve(lazy) };
}

/** The files an entry loads at once, and the starting files of the chunks it may load later. */
function staticGraph(entry: string): { files: Set<string>; lazy: Set<string> } {
  const files = new Set<string>();
  const lazy = new Set<string>();
  const queue = [path.join(SRC, entry)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const found = importsOf(file);
    queue.push(...found.statics);
    found.lazy.forEach((start) => lazy.add(start));
  }
  return { files, lazy };
}

describe('the IBAN rules (ibantools) in browser bundles', () => {
  it.each(['index.ts', 'back-office.ts'])('%s never loads them: only screens that take an IBAN do', (entry) => {
    expect([...staticGraph(entry).files].map(rel)).not.toContain('contract/iban-rules.ts');
  });

  it("the travel-claim entry holds them, with the instance marker every entry carries", () => {
    expect([...staticGraph('travel-claim.ts').files].map(rel)).toContain('contract/iban-rules.ts');
    expect(Object.keys(travelClaim).sort()).toEqual(['SHARED_API_PACKAGE', 'iban', 'ibanChecksum', 'ibanFormat', 'normalizeIban', 'travelClaimFieldRules']);
  });
});

describe('the domain in browser bundles', () => {
  const inDomain = (file: string): boolean => rel(file).startsWith('domain/');

  it.each(['index.ts', 'back-office.ts'])('%s never loads the domain at once', (entry) => {
    expect([...staticGraph(entry).files].filter(inDomain).map(rel)).toEqual([]);
  });

  it("reaches it only through the demo's lazily loaded chunk", () => {
    const lazy = new Set(['index.ts', 'back-office.ts'].flatMap((entry) => [...staticGraph(entry).lazy]));
    const reachingDomain = [...lazy].filter((start) => [...staticGraph(rel(start)).files].some(inDomain)).map(rel);
    expect(reachingDomain).toEqual(['demo/demo-transport.ts']);
    expect(readFileSync(path.join(SRC, 'client/client.ts'), 'utf8')).toMatch(/import\(\/\* webpackChunkName: "demo-data-source" \*\/ '\.\.\/demo\/demo-transport'\)/);
  });
});
