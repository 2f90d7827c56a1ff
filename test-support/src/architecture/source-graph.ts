import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The workspace's source read the way the bundler reads it: which file imports which, relative imports
// resolved to their files and the workspace packages' imports ('@dtp/domain', '@dtp/contract/statuses')
// to the files their package.json "exports" name. The architecture tests (import cycles, entry points,
// paths written once) all read the code through this one module.

export const ROOT = path.resolve(__dirname, '../../..');
/** A file's path from the repository's root, with forward slashes. */
export const rel = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

const SOURCE = /\.tsx?$/;

/** The workspace packages that hold source: every folder with a package.json and a src/. */
export const PACKAGES = readdirSync(ROOT).filter((dir) => existsSync(path.join(ROOT, dir, 'package.json')) && existsSync(path.join(ROOT, dir, 'src')));

/** Every .ts/.tsx file under a folder (no node_modules, dist, declarations). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

interface Manifest {
  name: string;
  main?: string;
  exports?: string | Record<string, unknown>;
}

/** Each package's name and entry points: exact ('@dtp/api-client/back-office') and patterns ('@dtp/contract/*'). */
const packages = PACKAGES.map((dir) => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
  const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? (manifest.main ? { '.': manifest.main } : {}));
  const entries = Object.entries(exports).flatMap(([subpath, target]) => (typeof target === 'string' ? [{ subpath: subpath.slice(1), target }] : []));
  return { dir, name: manifest.name, entries };
});

/** The file a workspace package's import names, or null for a library outside the workspace. */
function resolvePackageImport(specifier: string): string | null {
  const owner = packages.find((pkg) => specifier === pkg.name || specifier.startsWith(`${pkg.name}/`));
  if (!owner) return null;
  const subpath = specifier.slice(owner.name.length);
  for (const { subpath: pattern, target } of owner.entries) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (pattern === subpath) return path.join(ROOT, owner.dir, target);
      continue;
    }
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length) {
      const file = path.join(ROOT, owner.dir, target.replace('*', subpath.slice(before.length, subpath.length - after.length)));
      if (existsSync(file)) return file;
    }
  }
  throw new Error(`'${specifier}' is no entry point of ${owner.name}`);
}

/** The file an import names: ours (a source file), or null for a library, JSON or an asset. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return resolvePackageImport(specifier);
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
  if (!found) throw new Error(`${rel(from)}: cannot resolve '${specifier}'`);
  return SOURCE.test(found) ? found : null;
}

export interface FileImports {
  /** import and export-from lines; with `types: false` the type-only ones (erased by the bundler) are left out. */
  statics: string[];
  /** import(): the start of a lazily loaded chunk. */
  lazy: string[];
}

export function importsOf(file: string, { types }: { types: boolean }): FileImports {
  const text = readFileSync(file, 'utf8');
  const line = types ? /^\s*(?:import|export)\s+(?:[^;]*?\bfrom\s+)?['"]([^'"]+)['"]/gm : /^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;
  const statics = [...text.matchAll(line)].map((m) => m[1] ?? '');
  const lazy = [...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
  const resolve = (list: string[]): string[] => [...new Set(list.flatMap((s) => resolveImport(file, s) ?? []))];
  return { statics: resolve(statics), lazy: resolve(lazy) };
}

/** The files an entry loads at once (value imports only, as a bundle holds them), and the starts of the chunks it may load later. */
export function staticGraph(entry: string): { files: Set<string>; lazy: Set<string> } {
  const files = new Set<string>();
  const lazy = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const found = importsOf(file, { types: false });
    queue.push(...found.statics);
    found.lazy.forEach((start) => lazy.add(start));
  }
  return { files, lazy };
}
