import { parseRuntimeConfig, type RuntimeConfig } from '../src/config/runtime-config';

/** A valid runtime configuration for tests. */
export function testConfig(source: 'http' | 'demo' = 'http', baseUrl = 'https://api.example.test/api'): RuntimeConfig {
  const u = 'https://example.test/x';
  const result = parseRuntimeConfig({
    platformName: 'Test-System',
    version: '6.2',
    auth: { mode: 'test', url: u, realm: 'dtp', clientId: 'dtp', loginUrl: u, adminConsoleUrl: u },
    api: { source, baseUrl },
    remotes: { mf_tester: u, mf_backoffice: u, mf_feedback: u },
    flags: { show_dashboard: true, show_questionnaire: false, show_tester_guide: true, show_questionnaire_help: true, show_print_questionnaire: true },
    questionnaire: { url: u, premiumUrl: u, releaseUrl: u, premiumReleaseUrl: u, activeYear: 2025, printUrl: u, printPremiumUrl: u, printPremiumOnlyUrl: u },
    testerFeedbackForm: { baseUrl: u, formIds: { cmc: '2709', club: '2710' } },
    contact: { name: 'CMC', email: 'cmc@example.de', phone: '069 000' },
    links: {
      testerGuidePdf: u,
      fillHelpPdf: u,
      obligationDeclarationPdf: u,
      loginVideo: u,
      imprintUrl: 'https://example.test/impressum',
      privacyUrl: 'https://example.test/datenschutz',
      videos: { datasheet: u, teeTime: u, gastronomy: u, golfManager: u, greenkeeper: u },
    },
  });
  if (!result.ok) throw new Error(result.message);
  return result.config;
}
