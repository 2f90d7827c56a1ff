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
