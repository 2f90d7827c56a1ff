import * as v from 'valibot';
import { defineCalls, pathOf, readOf, type CallArgs, type ParamValues } from './call-table';
import { allCallRows } from './calls/all-rows';
import * as shellAndTester from './calls/shell-and-tester';

const rows = allCallRows;

describe('the call table', () => {
  it('names each row once and each method and path once', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const calls = rows.map((row) => `${row.method} ${row.path}`);
    expect(new Set(calls).size).toBe(calls.length);
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
