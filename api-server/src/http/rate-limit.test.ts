import { createDomainServer, createMemoryStorage, createSeedState, systemClock } from '@dtp/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app';

// The API's rate limit per address (issue 46): every route counts (the domain's, /health, unknown paths),
// a request over the limit gets 429 with a German message and Retry-After, before its token is checked;
// another address has its own count; the club pages keep their own limits and HTML pages.

const domain = createDomainServer({ storage: createMemoryStorage(createSeedState({ scale: 1, clock: systemClock })) });
const TOO_MANY = { message: 'Zu viele Anfragen von Ihrer Adresse. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.' };
const apps: FastifyInstance[] = [];
let verified = 0;

async function appWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const app = await buildApp({
    verify: async () => {
      verified += 1;
      return { sub: 'u-manager', username: 'manager', name: 'Manager', email: 'manager@example.org', roles: ['dtp-manager'] };
    },
    domain,
    database: { description: 'memory', ping: async () => {} },
    bodyLimit: 1024,
    trustProxy: false,
    allowedOrigins: [],
    ...options,
  });
  apps.push(app);
  return app;
}
afterAll(() => Promise.all(apps.map((app) => app.close())));

const get = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'GET', url, remoteAddress, headers: { authorization: 'Bearer any' } });

test('over the limit: 429 with the German message and Retry-After, counted on every route, before the token is checked', async () => {
  const app = await appWith({ rateLimitPerMinute: 3 });
  expect((await get(app, '/wave/list')).statusCode).toBe(200);
  expect((await get(app, '/health')).statusCode).toBe(200);
  expect((await get(app, '/gibt/es/nicht')).statusCode).toBe(404);
  verified = 0;
  for (const url of ['/wave/list', '/health', '/gibt/es/nicht']) {
    const refused = await get(app, url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
  }
  expect(verified).toBe(0);
  // Another address has its own count.
  expect((await get(app, '/wave/list', '198.51.100.1')).statusCode).toBe(200);
});

test('the default is generous, and the limit can be switched off', async () => {
  const byDefault = await appWith({});
  const first = await get(byDefault, '/wave/list');
  expect(first.headers['x-ratelimit-limit']).toBe('1200');
  const off = await appWith({ rateLimitPerMinute: false });
  const answer = await get(off, '/wave/list');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
});

test("the club pages keep their own limits and pages, and do not use up the API's", async () => {
  const app = await appWith({
    rateLimitPerMinute: 2,
    clubPages: { pages: domain.clubPages, platformName: 'Digitale Test-Plattform', contactName: 'CMC Test', pagesPerMinute: 3, badTokensPer15Minutes: 100 },
  });
  for (let i = 0; i < 3; i++) expect((await get(app, '/club/feedback/kein-gueltiger-link')).statusCode).toBe(404);
  const tooMany = await get(app, '/club/feedback/kein-gueltiger-link');
  expect(tooMany.statusCode).toBe(429);
  expect(tooMany.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(tooMany.body).toContain('Zu viele Versuche');
  expect((await get(app, '/wave/list')).statusCode).toBe(200);
  expect((await get(app, '/wave/list')).statusCode).toBe(200);
  expect((await get(app, '/wave/list')).statusCode).toBe(429);
});

describe('behind a proxy named by its address (TRUST_PROXY=127.0.0.1, issue 59)', () => {
  const NGINX = '127.0.0.1';
  const VISITOR = '203.0.113.7';
  const via = (app: FastifyInstance, from: string, forwardedFor: string) =>
    app.inject({ method: 'GET', url: '/health', remoteAddress: from, headers: { 'x-forwarded-for': forwardedFor } });

  test('a visitor’s own X-Forwarded-For does not give them a new count, through the proxy or around it', async () => {
    const app = await appWith({ rateLimitPerMinute: 2, trustProxy: NGINX });
    // Through nginx: it sends $remote_addr; an older configuration appended it ($proxy_add_x_forwarded_for) to what
    // the visitor sent. Either way the address counted is the one the proxy saw, never a made-up one on the left.
    expect((await via(app, NGINX, VISITOR)).statusCode).toBe(200);
    expect((await via(app, NGINX, `10.9.9.1, ${VISITOR}`)).statusCode).toBe(200);
    expect((await via(app, NGINX, `10.9.9.2, ${VISITOR}`)).statusCode).toBe(429);
    // Straight to the server, not from the proxy: the header counts for nothing.
    const direct = '198.51.100.9';
    expect((await via(app, direct, '10.9.9.3')).statusCode).toBe(200);
    expect((await via(app, direct, '10.9.9.4')).statusCode).toBe(200);
    expect((await via(app, direct, '10.9.9.5')).statusCode).toBe(429);
    // Another visitor behind the proxy has a count of their own.
    expect((await via(app, NGINX, '198.51.100.1')).statusCode).toBe(200);
  });

  test('TRUST_PROXY=true, which production refuses, would let the visitor name a new address each time', async () => {
    const app = await appWith({ rateLimitPerMinute: 2, trustProxy: true });
    for (let i = 1; i <= 3; i++) expect((await via(app, NGINX, `10.9.9.${i}, ${VISITOR}`)).statusCode).toBe(200);
  });
});
