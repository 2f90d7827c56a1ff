import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { domainRoutes } from '../domain/server';
import { routes } from '../routing/routes';
import { defineCalls, pathOf, readOf, type CallArgs, type CallRow, type ParamValues } from './call-table';
import * as backOffice from './calls/back-office';
import * as shellAndTester from './calls/shell-and-tester';

const isRow = (value: unknown): value is CallRow =>
  typeof value === 'object' && value !== null && 'id' in value && 'path' in value && 'method' in value;
const groups = ([...Object.values(shellAndTester), ...Object.values(backOffice)] as unknown[]).filter(
  (value): value is Record<string, CallRow> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !isRow(value) && Object.values(value).every(isRow),
);
const rows: CallRow[] = groups.flatMap((group) => Object.values(group));

describe('the call table', () => {
  it('names each row once and each method and path once', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const calls = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('is what the domain answers: one route per row, and no route without a row', () => {
    expect(domainRoutes.map((route) => route.row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const route of domainRoutes) expect(`${route.method} ${route.path}`).toBe(`${route.row.method} ${route.row.path}`);
  });

  it('invalidates only reads it holds (or views of them)', () => {
    const reads = new Set([...rows.filter((row) => row.method === 'GET').map((row) => row.id), shellAndTester.clubChoicesCall.id]);
    const unknown = rows.flatMap((row) => (row.invalidates ?? []).filter((id) => !reads.has(id)).map((id) => `${row.id} → ${id}`));
    expect(unknown).toEqual([]);
  });

  it('declares only non-2xx statuses, and a body only on POST', () => {
    for (const row of rows) {
      expect({ id: row.id, ok: row.statuses.every((status) => status >= 400 && status < 600) }).toEqual({ id: row.id, ok: true });
      if (row.input || row.multipart) expect({ id: row.id, method: row.method }).toEqual({ id: row.id, method: 'POST' });
    }
  });

  it('types every path parameter it names', () => {
    for (const row of rows) {
      const names = row.path.split('/').filter((part) => part.startsWith(':')).map((part) => part.slice(1));
      for (const name of Object.keys(row.params ?? {})) expect({ id: row.id, name, inPath: names.includes(name) }).toMatchObject({ inPath: true });
    }
  });
});

describe('paths from rows', () => {
  const sample = defineCalls('sample', {
    remove: { method: 'POST', path: '/email/delete/:id', name: 'E', access: 'staff', params: { id: 'number' }, output: v.string(), statuses: [] },
    two: { method: 'GET', path: '/a/:userId/b/:id', name: 'A', access: 'signedIn', params: { id: 'number' }, output: v.string(), statuses: [] },
  });

  it('fills the parameters in path order and encodes them as one segment each', () => {
    expect(pathOf(sample.remove, [7])).toBe('/email/delete/7');
    expect(readOf(sample.two, 'a/b c', 3)).toEqual({ method: 'GET', path: '/a/a%2Fb%20c/b/3' });
    expect(() => pathOf(sample.two, ['x'])).toThrow('parameter :id missing');
  });

  it('types the arguments from the path and the row (compile-time checks)', () => {
    const two: ParamValues<typeof sample.two> = ['u-1', 3];
    const remove: CallArgs<typeof sample.remove> = [7];
    // @ts-expect-error: 'id' is a number
    const wrong: CallArgs<typeof sample.remove> = ['7'];
    expect([two, remove, wrong]).toHaveLength(3);
  });
});

// "No path string is written twice anywhere in the code": outside the call table, no source file holds a
// row's path as a string (a literal, or the start of a template before its first parameter).
describe('paths written once', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const PACKAGES = ['shared-api/src', 'shared-ui/src', 'shell/src', 'mf-tester/src', 'mf-backoffice/src', 'mf-feedback/src', 'api-server/src'];
  const OWNER = path.join('shared-api', 'src', 'contract', 'calls');
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sources(file);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
    });
  // '/testing/:id' is written '/testing/' + id; '/settings' as itself. Prefixes shorter than two segments are
  // too common to mean a row; a path that is also a screen's address ('/datasheet') belongs to the route table too.
  const screens = new Set(Object.values(routes).map((route) => `'${route.path}'`));
  const needles = [
    ...new Set(
      rows.flatMap((row) => {
        const prefix = row.path.split('/:')[0] ?? '';
        return row.path.includes(':') ? (prefix.split('/').length > 2 ? [`'${prefix}/`, `\`${prefix}/\${`] : []) : [`'${row.path}'`];
      }),
    ),
  ].filter((needle) => !screens.has(needle));

  it('holds no row path outside contract/calls', () => {
    const found: string[] = [];
    for (const pkg of PACKAGES) {
      for (const file of sources(path.join(ROOT, pkg))) {
        if (path.relative(ROOT, file).startsWith(OWNER)) continue;
        const lines = readFileSync(file, 'utf8').split('\n');
        lines.forEach((line, index) => {
          if (/^\s*(\/\*|\*|\/\/)/.test(line)) return; // comments name calls, as the spec does
          for (const needle of needles) if (line.includes(needle)) found.push(`${path.relative(ROOT, file)}:${index + 1} ${needle}`);
        });
      }
    }
    expect(found).toEqual([]);
  });
});
