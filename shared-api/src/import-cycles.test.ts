import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// No import cycle in the packages' source, type-only imports included (issue 42, item 5): a cycle of
// types still ties the files' order and meaning together, and the next value import turns it into a
// cycle at run time. ESLint's import-x/no-cycle skips type-only imports; this test does not. It reads
// the source like entry-points.test.ts does: every import and export-from line (`import type` too)
// and every import(), relative ones resolved to their files and the workspace packages' own entry
// points ('@dtp/shared-api/domain') to the files their package.json "exports" name.
const ROOT = path.resolve(__dirname, '../..');
const rel = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

const PACKAGES = ['shared-api', 'shared-ui', 'shell', 'api-server', 'test-support', ...readdirSync(ROOT).filter((dir) => dir.startsWith('mf-'))].filter((dir) =>
  existsSync(path.join(ROOT, dir, 'src')),
);

const SOURCE = /\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** '@dtp/shared-api/domain' → its file, for every entry point a workspace package declares. */
function workspaceEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const dir of PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
      name: string;
      main?: string;
      exports?: string | Record<string, unknown>;
    };
    const exports = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? (manifest.main ? { '.': manifest.main } : {}));
    for (const [subpath, target] of Object.entries(exports)) {
      if (typeof target === 'string') entries.set(`${manifest.name}${subpath.slice(1)}`, path.join(ROOT, dir, target));
    }
  }
  return entries;
}

const ENTRIES = workspaceEntries();

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return ENTRIES.get(specifier) ?? null;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
  if (!found) throw new Error(`${rel(from)}: cannot resolve '${specifier}'`);
  // A script, JSON or an asset imports nothing of ours.
  return SOURCE.test(found) ? found : null;
}

/** What a file imports: static imports and export-froms, type-only ones included, and import(). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const statics = [...text.matchAll(/^\s*(?:import|export)\s+(?:[^;]*?\bfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  const lazy = [...text.matchAll(/\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? '');
  return [...new Set([...statics, ...lazy].flatMap((s) => resolveImport(file, s) ?? []))];
}

type Graph = Map<string, string[]>;

function importGraph(): Graph {
  const graph: Graph = new Map();
  const queue = PACKAGES.flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')));
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (graph.has(file)) continue;
    const imports = importsOf(file);
    graph.set(file, imports);
    queue.push(...imports.filter((f) => !graph.has(f)));
  }
  return graph;
}

/** One cycle per group of files that import each other (Tarjan's strongly connected components), as 'a → b → a'. */
function cyclesOf(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  const cycles = groups.map((group) => {
    // The shortest way from the group's first file (in name order) back to itself.
    const members = new Set(group);
    const start = [...group].sort()[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
      const next = (graph.get(node) ?? []).filter((n) => members.has(n));
      if (next.includes(start)) {
        const way = [node];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start].map(rel).join(' → ');
      }
      for (const n of next) {
        if (cameFrom.has(n) || n === start) continue;
        cameFrom.set(n, node);
        queue.push(n);
      }
    }
    return group.map(rel).join(' → ');
  });
  return cycles.sort();
}

describe('import cycles', () => {
  const graph = importGraph();
  const importsOfFile = (file: string): string[] => (graph.get(path.join(ROOT, file)) ?? []).map(rel);

  it('there are none in the packages, type-only imports included', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('reads type-only imports, export-froms and the workspace packages’ entry points', () => {
    // import type { Db } from '../db'
    expect(importsOfFile('shared-api/src/domain/rules/travel-rules.ts')).toContain('shared-api/src/domain/db.ts');
    // export { travelProgress } from './travel-progress'
    expect(importsOfFile('shared-api/src/domain/rules/travel-rules.ts')).toContain('shared-api/src/domain/rules/travel-progress.ts');
    // from '@dtp/shared-api/domain'
    expect(importsOfFile('api-server/src/config.ts')).toContain('shared-api/src/domain/index.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('names a cycle as the files it runs through', () => {
    const [a, b, c] = ['x/a.ts', 'x/b.ts', 'x/c.ts'].map((f) => path.join(ROOT, f)) as [string, string, string];
    expect(
      cyclesOf(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual(['x/a.ts → x/b.ts → x/c.ts → x/a.ts']);
    expect(cyclesOf(new Map([[a, [b]], [b, []]]))).toEqual([]);
  });
});
