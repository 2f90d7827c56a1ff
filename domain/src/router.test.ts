import { defineCalls } from '@dtp/contract/call-table';
import { allCallRows } from '@dtp/contract/calls/all-rows';
import * as v from 'valibot';
import { Router } from './router';
import { domainRouter, domainRoutes } from './server';

describe('domain router', () => {
  const calls = defineCalls('sample', {
    ofUser: { method: 'GET', path: '/datasheet/:userId', name: 'A', access: 'signedIn', output: v.string(), statuses: [] },
    playables: { method: 'GET', path: '/datasheet/playables', name: 'B', access: 'signedIn', output: v.string(), statuses: [] },
    save: { method: 'POST', path: '/datasheet', name: 'C', access: 'signedIn', output: v.string(), statuses: [] },
  });
  const router = new Router<string>()
    .on(calls.ofUser, () => 'param')
    .on(calls.playables, () => 'literal')
    .on(calls.save, () => 'post');

  it('prefers literal segments and decodes parameters', () => {
    expect(router.match('GET', '/datasheet/playables').route?.path).toBe('/datasheet/playables');
    const m = router.match('GET', '/datasheet/a%2Fb');
    expect(m.route?.path).toBe('/datasheet/:userId');
    expect('params' in m && m.params.userId).toBe('a/b');
  });

  it('tells an unknown path (no methods) from a wrong method (the methods the path has)', () => {
    expect(router.match('GET', '/nope')).toEqual({ route: null, allowed: [] });
    expect(router.match('GET', '/datasheet')).toEqual({ route: null, allowed: ['POST'] });
  });

  it('hands its rows out as data: method, path, handler', () => {
    expect(router.list().map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /datasheet/playables',
      'POST /datasheet',
      'GET /datasheet/:userId',
    ]);
  });
});

describe('the domain call table', () => {
  const rows = domainRoutes.map(({ method, path }) => `${method} ${path}`);

  it('holds each method and path once, in the server router syntax (/club/:id)', () => {
    expect(new Set(rows).size).toBe(rows.length);
    for (const { path } of domainRoutes) expect(path).toMatch(/^(\/([\w-]+|:\w+))+$/);
  });

  it('resolves every row to itself (the in-browser demo matches calls against this table)', () => {
    for (const row of domainRoutes) {
      const found = domainRouter.match(row.method, row.path.replace(/:\w+/g, '7'));
      expect(found.route).toBe(row);
    }
  });
});

describe('the domain and the call table', () => {
  it('is what the domain answers: one route per row, and no route without a row', () => {
    expect(domainRoutes.map((route) => route.row.id).sort()).toEqual(allCallRows.map((row) => row.id).sort());
    for (const route of domainRoutes) expect(`${route.method} ${route.path}`).toBe(`${route.row.method} ${route.row.path}`);
  });
});
