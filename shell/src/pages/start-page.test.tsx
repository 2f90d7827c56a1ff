import { getConfig } from '@dtp/api-client';
import { MemoryRouter, UiProvider } from '@dtp/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { setDemoConfig, signInAs } from '../../test-support';
import { StartPage } from './start-page';

beforeAll(() => setDemoConfig({ links: { imprintUrl: 'https://verein.example/impressum', privacyUrl: 'https://verein.example/datenschutz' } }));

test('the start page links „Impressum“ and „Datenschutz“ to the configured pages, each in a new tab', () => {
  signInAs('tester');
  render(
    <UiProvider>
      <MemoryRouter>
        <StartPage />
      </MemoryRouter>
    </UiProvider>,
  );
  const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
  expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', getConfig().links.imprintUrl);
  expect(within(legal).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', getConfig().links.privacyUrl);
  for (const link of within(legal).getAllByRole('link')) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});
