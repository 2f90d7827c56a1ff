import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf, PACKAGES, rel, ROOT, sourceFiles } from './source-graph';

// No import cycle in the packages' source, type-only imports included (issue 42, item 5): a cycle of
// types still ties the files' order and meaning together, and the next value import turns it into a
// cycle at run time. ESLint's import-x/no-cycle skips type-only imports; this test does not. It reads
// every import and export-from line (`import type` too) and every import() through source-graph.ts,
// across package boundaries ('@dtp/domain' is the file its package.json "exports" names).

type Graph = Map<string, string[]>;

function importGraph(): Graph {
  const graph: Graph = new Map();
  const queue = PACKAGES.flatMap((dir) => sourceFiles(path.join(ROOT, dir, 'src')));
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (graph.has(file)) continue;
    const found = importsOf(file, { types: true });
    const imports = [...found.statics, ...found.lazy];
    graph.set(file, imports);
    queue.push(...imports.filter((f) => !graph.has(f)));
  }
  return graph;
}

/** One cycle per group of files that import each other (Tarjan's strongly connected components), as 'a → b → a'. */
function cyclesOf(graph: Graph, name: (node: string) => string = rel): string[] {
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
        return [...way, start].map(name).join(' → ');
      }
      for (const n of next) {
        if (cameFrom.has(n) || n === start) continue;
        cameFrom.set(n, node);
        queue.push(n);
      }
    }
    return group.map(name).join(' → ');
  });
  return cycles.sort();
}

// No cycle between the workspace packages either, counting every edge (issue 58): package.json's dependencies and
// devDependencies, and every import of every file in a package's folder — tests, test-support, scripts included. A
// test-only edge is still an edge: the packages could no longer be built, versioned or understood one after another.

/** The workspace's packages (pnpm-workspace.yaml): folder → name. */
function workspacePackages(): Map<string, string> {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.slice(yaml.indexOf('packages:'), yaml.search(/^\S(?!ackages:)/m) > 0 ? yaml.search(/^\S(?!ackages:)/m) : undefined);
  const dirs = [...block.matchAll(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/gm)].map((m) => m[1] ?? '');
  return new Map(dirs.map((dir) => [dir, (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string }).name]));
}

const ANY_SOURCE = /\.(tsx?|[cm]?js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-test', 'coverage', 'test-results', 'test-results-instances', 'playwright-report', '.federation-candidates', '.idp-data']);

function allFiles(dir: string, nested: Set<string>): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || nested.has(file) ? [] : allFiles(file, nested);
    return ANY_SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** Every specifier a file names: import/export-from (type-only too), import(), require(), jest.mock(); comment lines left out. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /^\s*import\s+['"]([^'"]+)['"]/gm, /\b(?:import|require|jest\.mock)\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
}

type PackageEdges = Map<string, Map<string, string>>;

/** Package → the packages it uses, each with one place that says so (a package.json or a file). */
function packageEdges(): PackageEdges {
  const packages = workspacePackages();
  const byName = new Map([...packages].map(([dir, name]) => [name, dir]));
  const folders = [...packages.keys()].map((dir) => path.join(ROOT, dir));
  const ownerOf = (file: string): string | undefined =>
    [...packages.keys()].filter((dir) => file.startsWith(path.join(ROOT, dir) + path.sep)).sort((a, b) => b.length - a.length)[0];
  const edges: PackageEdges = new Map([...packages.values()].map((name) => [name, new Map()]));
  const add = (from: string, to: string, where: string) => {
    if (from !== to && !edges.get(from)!.has(to)) edges.get(from)!.set(to, where);
  };
  for (const [dir, name] of packages) {
    const manifestFile = path.join(ROOT, dir, 'package.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) if (byName.has(dep)) add(name, dep, rel(manifestFile));
    const nested = new Set(folders.filter((folder) => folder !== path.join(ROOT, dir)));
    for (const file of allFiles(path.join(ROOT, dir), nested)) {
      for (const specifier of specifiersOf(file)) {
        const target = specifier.startsWith('.')
          ? ownerOf(path.resolve(path.dirname(file), specifier))
          : byName.get([...byName.keys()].find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`)) ?? '');
        const targetName = target === undefined ? undefined : (packages.get(target) ?? undefined);
        if (targetName) add(name, targetName, rel(file));
      }
    }
  }
  return edges;
}

/** A cycle of packages as 'a → b → a', with the place of each step. */
function packageCycles(edges: PackageEdges): string[] {
  const graph: Graph = new Map([...edges].map(([from, to]) => [from, [...to.keys()]]));
  return cyclesOf(graph, (node) => node).map((cycle) => {
    const steps = cycle.split(' → ');
    const where = steps.slice(1).map((to, i) => `${steps[i]} → ${to} (${edges.get(steps[i]!)?.get(to)})`);
    return `${cycle}: ${where.join('; ')}`;
  });
}

describe('package cycles', () => {
  const edges = packageEdges();

  it('there are none between the workspace packages, test-only edges included', () => {
    expect(packageCycles(edges)).toEqual([]);
  });

  it("reads package.json's devDependencies and the imports of tests and test-support outside src/", () => {
    expect(existsSync(path.join(ROOT, 'domain/test-support/demo-harness.ts'))).toBe(true);
    // domain/package.json's devDependencies, and its harness's import of the client
    expect(edges.get('@dtp/domain')?.get('@dtp/api-client')).toBeDefined();
    // the contract suite reaches the demo
    expect(edges.get('@dtp/api-server')?.has('@dtp/demo')).toBe(true);
  });

  it('names a cycle as the packages it runs through, with where each step is', () => {
    const example: PackageEdges = new Map([
      ['@x/a', new Map([['@x/b', 'a/package.json']])],
      ['@x/b', new Map([['@x/a', 'b/src/b.test.ts']])],
    ]);
    expect(packageCycles(example)).toEqual(['@x/a → @x/b → @x/a: @x/a → @x/b (a/package.json); @x/b → @x/a (b/src/b.test.ts)']);
  });
});

describe('import cycles', () => {
  const graph = importGraph();
  const importsOfFile = (file: string): string[] => (graph.get(path.join(ROOT, file)) ?? []).map(rel);

  it('there are none in the packages, type-only imports included', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('reads type-only imports, export-froms and the workspace packages’ entry points', () => {
    // import type { Db } from '../db'
    expect(importsOfFile('domain/src/rules/travel-rules.ts')).toContain('domain/src/db.ts');
    // export { travelProgress } from './travel-progress'
    expect(importsOfFile('domain/src/rules/travel-rules.ts')).toContain('domain/src/rules/travel-progress.ts');
    // from '@dtp/domain', and a pattern entry point: from '@dtp/contract/statuses'
    expect(importsOfFile('api-server/src/config.ts')).toContain('domain/src/index.ts');
    expect(importsOfFile('domain/src/rules/travel-rules.ts')).toContain('contract/src/statuses.ts');
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
