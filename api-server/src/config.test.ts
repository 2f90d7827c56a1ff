import { configFromEnv } from './config';

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
