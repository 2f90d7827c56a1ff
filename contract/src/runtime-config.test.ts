import { runtimeConfig } from '../../config/runtime-config.mjs';
import { parseRuntimeConfig } from './runtime-config';

// A complete, valid configuration (kept here: the project must not read ../shared or the shell at test time).
const valid = {
  platformName: 'Live-System',
  version: '6.2',
  auth: {
    mode: 'oidc',
    url: 'http://localhost:3100',
    realm: 'dtp',
    clientId: 'dtp-frontend',
    loginUrl: 'http://localhost:3000/login',
    adminConsoleUrl: 'http://localhost:3100/admin',
  },
  api: { source: 'http', baseUrl: 'https://api.example.org' },
  remotes: {
    mf_tester: 'http://localhost:3001/mf-manifest.json',
    mf_backoffice: 'http://localhost:3002/mf-manifest.json',
    mf_feedback: 'http://localhost:3003/mf-manifest.json',
  },
  flags: {
    show_dashboard: true,
    show_questionnaire: false,
    show_tester_guide: true,
    show_questionnaire_help: true,
    show_print_questionnaire: true,
  },
  questionnaire: {
    url: 'https://q.example.org/a',
    premiumUrl: 'https://q.example.org/p',
    releaseUrl: 'https://q.example.org/r',
    premiumReleaseUrl: 'https://q.example.org/rp',
    activeYear: 2025,
    printUrl: 'https://q.example.org/{year}.pdf',
    printPremiumUrl: 'https://q.example.org/p{year}.pdf',
    printPremiumOnlyUrl: 'https://q.example.org/po{year}.pdf',
  },
  testerFeedbackForm: { baseUrl: 'https://forms.example.org', formIds: { cmc: '2709', club: '2710' } },
  contact: { name: 'CMC', email: 'cmc@example.org', phone: '+49 89 1' },
  links: {
    testerGuidePdf: 'https://example.org/g.pdf',
    fillHelpPdf: 'https://example.org/h.pdf',
    obligationDeclarationPdf: 'https://example.org/o.pdf',
    loginVideo: 'https://example.org/v.mp4',
    imprintUrl: 'https://example.org/impressum',
    privacyUrl: 'https://example.org/datenschutz',
    videos: {
      datasheet: 'https://example.org/1.mp4',
      teeTime: 'https://example.org/2.mp4',
      gastronomy: 'https://example.org/3.mp4',
      golfManager: 'https://example.org/4.mp4',
      greenkeeper: 'https://example.org/5.mp4',
    },
  },
};

const clone = (): typeof valid => JSON.parse(JSON.stringify(valid));

test('a complete configuration is accepted, with defaults filled in', () => {
  const result = parseRuntimeConfig(valid);
  expect(result.ok).toBe(true);
  if (result.ok) {
    expect(result.config.auth.demoAccount).toBe('admin');
    expect(result.config.api.demoScale).toBe(1);
  }
});

test.each([
  ['auth.clientId', (c: Record<string, Record<string, unknown>>) => delete c.auth!.clientId, 'fehlt'],
  ['auth.mode', (c: Record<string, Record<string, unknown>>) => (c.auth!.mode = 'KEYCLOAK'), 'ungültig'],
  ['remotes.mf_backoffice', (c: Record<string, Record<string, unknown>>) => (c.remotes!.mf_backoffice = 'kein-url'), 'ungültig'],
  ['flags.show_dashboard', (c: Record<string, Record<string, unknown>>) => (c.flags!.show_dashboard = 'ja'), 'ungültig'],
  ['questionnaire.activeYear', (c: Record<string, Record<string, unknown>>) => (c.questionnaire!.activeYear = 25.5), 'ungültig'],
  ['contact.email', (c: Record<string, Record<string, unknown>>) => (c.contact!.email = 'cmc'), 'ungültig'],
  ['platformName', (c: Record<string, Record<string, unknown>>) => ((c as Record<string, unknown>).platformName = '  '), 'ungültig'],
])('an invalid or missing %s is named in a German message', (key, breakIt, word) => {
  const config = clone() as unknown as Record<string, Record<string, unknown>>;
  breakIt(config);
  const result = parseRuntimeConfig(config);
  expect(result).toMatchObject({ ok: false, key });
  if (!result.ok) expect(result.message).toContain(word);
});

test.each(['imprintUrl', 'privacyUrl'])('the legal page links.%s is required and must be an address', (key) => {
  const missing = clone() as unknown as { links: Record<string, unknown> };
  delete missing.links[key];
  expect(parseRuntimeConfig(missing)).toMatchObject({ ok: false, key: `links.${key}`, message: `Der Schlüssel „links.${key}“ fehlt.` });
  const invalid = clone() as unknown as { links: Record<string, unknown> };
  invalid.links[key] = 'impressum';
  expect(parseRuntimeConfig(invalid)).toMatchObject({ ok: false, key: `links.${key}` });
});

test('every broken key is named, not only the first', () => {
  const config = clone() as unknown as Record<string, Record<string, unknown>>;
  delete config.auth!.clientId;
  config.remotes!.mf_backoffice = 'kein-url';
  const result = parseRuntimeConfig(config);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.problems.map((p) => p.key)).toEqual(['auth.clientId', 'remotes.mf_backoffice']);
  expect(result.problems[0]?.message).toContain('fehlt');
  expect(result.problems[1]?.message).toContain('ungültig');
  expect(result).toMatchObject({ key: 'auth.clientId' });
});

test('something that is not an object at all is refused', () => {
  expect(parseRuntimeConfig('nicht json')).toMatchObject({ ok: false });
});

describe('the one base configuration and its overlays (config/)', () => {
  test.each([[[]], [['oidc']], [['http']], [['oidc', 'http']]] as string[][][])('base + %j passes the schema', (overlays) => {
    const result = parseRuntimeConfig(runtimeConfig(...overlays));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  test('every configuration, the demo base included, links an Impressum and a Datenschutz page', () => {
    for (const overlays of [[], ['oidc', 'http']]) {
      const result = parseRuntimeConfig(runtimeConfig(...overlays));
      expect(result.ok && result.config.links).toMatchObject({ imprintUrl: expect.stringMatching(/^https:/), privacyUrl: expect.stringMatching(/^https:/) });
    }
  });

  test('an overlay changes only what its mode needs', () => {
    const base = runtimeConfig() as { auth: Record<string, unknown>; api: Record<string, unknown> };
    const oidc = runtimeConfig('oidc') as typeof base;
    const http = runtimeConfig('http') as typeof base;
    expect(base.auth.mode).toBe('memory');
    expect(oidc.auth).toEqual({ ...base.auth, mode: 'oidc' });
    expect(http.api).toEqual({ ...base.api, source: 'http', baseUrl: 'http://localhost:3200' });
    expect(() => runtimeConfig('keycloak')).toThrow('Unknown config overlay');
  });
});
