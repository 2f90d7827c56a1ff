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
