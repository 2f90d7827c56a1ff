import { Router } from './router';

describe('domain router', () => {
  const router = new Router<string>()
    .get('/datasheet/:userId', () => 'param')
    .get('/datasheet/playables', () => 'literal')
    .post('/datasheet', () => 'post');

  it('prefers literal segments and decodes parameters', () => {
    expect(router.match('GET', '/datasheet/playables').route?.pattern).toBe('/datasheet/playables');
    const m = router.match('GET', '/datasheet/a%2Fb');
    expect(m.route?.pattern).toBe('/datasheet/:userId');
    expect('params' in m && m.params.userId).toBe('a/b');
  });

  it('tells an unknown path from a wrong method', () => {
    expect(router.match('GET', '/nope')).toEqual({ route: null, pathExists: false });
    expect(router.match('GET', '/datasheet')).toEqual({ route: null, pathExists: true });
  });
});
