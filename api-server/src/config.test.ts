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
