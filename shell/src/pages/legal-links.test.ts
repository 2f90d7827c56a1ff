import { getConfig } from '@dtp/api-client';
import { setDemoConfig } from '../../test-support';
import { legalPageUrl } from './legal-links';

const legal = { imprintUrl: 'https://verein.example/impressum', privacyUrl: 'https://verein.example/datenschutz' };
beforeAll(() => setDemoConfig('oidc', { links: legal }));

test.each([
  ['/impressum', legal.imprintUrl],
  ['/datenschutz', legal.privacyUrl],
  ['/datenschutz/', legal.privacyUrl],
])('%s, linked by the prerendered login page, forwards to the configured page', (path, url) => {
  expect(legalPageUrl(path, getConfig())).toBe(url);
});

test.each(['/', '/login', '/datasheet', '/impressum-alt'])('%s is a page of the platform itself', (path) => {
  expect(legalPageUrl(path, getConfig())).toBeNull();
});
