import { configFromEnv } from './config';
import { sessionCookies } from './auth/session-cookie';

describe("the back office's name in mails (CONTACT_NAME)", () => {
  test('is read from the environment', () => {
    expect(configFromEnv({ CONTACT_NAME: ' Golf-Team Süd ' }).contactName).toBe('Golf-Team Süd');
  });

  test("defaults to the apps' contact.name of config/runtime.base.json", async () => {
    const { readFile } = await import('node:fs/promises');
    const base = JSON.parse(await readFile(new URL('../../config/runtime.base.json', `file://${__dirname}/`), 'utf8')) as { contact: { name: string } };
    expect(configFromEnv({}).contactName).toBe(base.contact.name);
  });
});

describe("the calendar files' questionnaire links and UID domain (issue 34)", () => {
  test("default to the apps' questionnaire links of config/runtime.base.json and MAIL_FROM's domain", async () => {
    const { readFile } = await import('node:fs/promises');
    const base = JSON.parse(await readFile(new URL('../../config/runtime.base.json', `file://${__dirname}/`), 'utf8')) as {
      questionnaire: { url: string; premiumUrl: string };
    };
    expect(configFromEnv({ MAIL_FROM: 'Digitale Test-Plattform <noreply@golf-tests.example.org>' }).calendarLinks).toEqual({
      questionnaireUrl: base.questionnaire.url,
      premiumQuestionnaireUrl: base.questionnaire.premiumUrl,
      uidDomain: 'golf-tests.example.org',
    });
  });

  test('are read from the environment', () => {
    const env = { QUESTIONNAIRE_URL: 'https://q.example.org/a', PREMIUM_QUESTIONNAIRE_URL: 'https://q.example.org/p', CALENDAR_UID_DOMAIN: 'dtp.example.org' };
    expect(configFromEnv(env).calendarLinks).toEqual({ questionnaireUrl: 'https://q.example.org/a', premiumQuestionnaireUrl: 'https://q.example.org/p', uidDomain: 'dtp.example.org' });
  });
});

describe("the platform's address (APP_URL)", () => {
  test("is read from the environment; npm start's shell without it", () => {
    expect(configFromEnv({ APP_URL: ' https://www.golf-tests.de ' }).appUrl).toBe('https://www.golf-tests.de');
    expect(configFromEnv({}).appUrl).toBe('http://localhost:3000');
  });
});

describe('production (NODE_ENV=production) and the demo seed (DEMO_SEED)', () => {
  test('an empty database gets the demo season in development, not in production', () => {
    expect(configFromEnv({})).toMatchObject({ production: false, demoSeed: true });
    expect(configFromEnv({ NODE_ENV: 'production' })).toMatchObject({ production: true, demoSeed: false });
    expect(configFromEnv({ DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  test('DEMO_SEED is 1 or 0', () => {
    expect(() => configFromEnv({ DEMO_SEED: 'ja' })).toThrow("DEMO_SEED must be 1 or 0, not 'ja'");
  });

  test('the test-reset route is on only with DTP_TEST_RESET=1', () => {
    expect(configFromEnv({ DTP_TEST_RESET: '1' }).testReset).toBe(true);
    expect(configFromEnv({ DTP_TEST_RESET: 'true' }).testReset).toBe(false);
  });

  test('the HTTP layer: origins from APP_URL, RS256, 1200 requests a minute; each can be set', () => {
    expect(configFromEnv({})).toMatchObject({ allowedOrigins: ['http://localhost:3000'], algorithms: ['RS256'], rateLimitPerMinute: 1200, requestTimeout: undefined });
    expect(configFromEnv({ APP_URL: 'https://tests.golfverband.de/' }).allowedOrigins).toEqual(['https://tests.golfverband.de']);
    const set = configFromEnv({ ALLOWED_ORIGINS: 'https://a.de, https://b.de', OIDC_ALGORITHMS: 'RS256,PS256', RATE_LIMIT_PER_MINUTE: 'off', REQUEST_TIMEOUT_MS: '30000' });
    expect(set).toMatchObject({ allowedOrigins: ['https://a.de', 'https://b.de'], algorithms: ['RS256', 'PS256'], rateLimitPerMinute: false, requestTimeout: 30000 });
    expect(() => configFromEnv({ RATE_LIMIT_PER_MINUTE: 'viele' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});

describe("the first screen's session cookie's key (SESSION_COOKIE_KEY, decision 0021)", () => {
  test('unset: none (each process makes its own); set: its bytes, and fewer than 32 stop the start', () => {
    expect(configFromEnv({}).sessionCookieKey).toBeNull();
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(Buffer.from(configFromEnv({ SESSION_COOKIE_KEY: key }).sessionCookieKey!)).toEqual(Buffer.alloc(32, 7));
    expect(() => configFromEnv({ SESSION_COOKIE_KEY: Buffer.alloc(16).toString('base64') })).toThrow('SESSION_COOKIE_KEY must be base64 of 32 bytes or more');
  });

  test('two processes with the same key read each other’s cookies; with their own keys they do not', async () => {
    const key = configFromEnv({ SESSION_COOKIE_KEY: Buffer.alloc(32, 7).toString('base64') }).sessionCookieKey!;
    const identity = { sub: 's-1', username: 'u', name: 'N', email: '', roles: [] };
    expect(await sessionCookies(key).identityOf(await sessionCookies(key).issue(identity))).toMatchObject({ sub: 's-1' });
    expect(await sessionCookies().identityOf(await sessionCookies().issue(identity))).toBeNull();
  });
});
