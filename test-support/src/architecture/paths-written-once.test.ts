import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allCallRows } from '@dtp/contract/calls/all-rows';
import { useRouteTable } from '@dtp/api-client';
import { PACKAGES, rel, ROOT, sourceFiles } from './source-graph';

// "No path string is written twice anywhere in the code": outside the call table, no source file holds a
// row's path as a string (a literal, or the start of a template before its first parameter).
describe('paths written once', () => {
  const OWNER = 'contract/src/calls/';
  const sources = (dir: string): string[] => sourceFiles(dir).filter((file) => !/\.test\.tsx?$/.test(file));
  // '/testing/:id' is written '/testing/' + id; '/settings' as itself. Prefixes shorter than two segments are
  // too common to mean a row; a path that is also a screen's address ('/datasheet') belongs to the route table too.
  const screens = new Set(Object.values(useRouteTable.getState().routes).map((route) => `'${route.path}'`));
  const needles = [
    ...new Set(
      allCallRows.flatMap((row) => {
        const prefix = row.path.split('/:')[0] ?? '';
        return row.path.includes(':') ? (prefix.split('/').length > 2 ? [`'${prefix}/`, `\`${prefix}/\${`] : []) : [`'${row.path}'`];
      }),
    ),
  ].filter((needle) => !screens.has(needle));

  it('holds no row path outside contract/calls', () => {
    const found: string[] = [];
    for (const pkg of PACKAGES.filter((dir) => dir !== 'test-support' && dir !== 'e2e')) {
      for (const file of sources(path.join(ROOT, pkg, 'src'))) {
        if (rel(file).startsWith(OWNER)) continue;
        const lines = readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, index) => {
          if (/^\s*(\/\*|\*|\/\/)/.test(line)) return; // comments name calls, as the spec does
          for (const needle of needles) if (line.includes(needle)) found.push(`${rel(file)}:${index + 1} ${needle}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
