import { getConfig } from '@dtp/api-client';
import { MemoryRouter, UiProvider } from '@dtp/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { AuthControllerContext } from '../auth/auth-controller';
import { setDemoConfig, signInAs } from '../../test-support';
import { Sidebar } from './sidebar';

const controller = { mode: 'memory' as const, pending: false, error: null, signIn: jest.fn(), signOut: jest.fn(), register: jest.fn() };

beforeAll(() => setDemoConfig({ links: { imprintUrl: 'https://verein.example/impressum', privacyUrl: 'https://verein.example/datenschutz' } }));

test('the sidebar appears whole once the settings are known: no entry that arrives later pushes the others down', async () => {
  signInAs('tester');
  const { container } = render(
    <UiProvider>
      <MemoryRouter>
        <AuthControllerContext.Provider value={controller}>
          <Sidebar />
        </AuthControllerContext.Provider>
      </MemoryRouter>
    </UiProvider>,
  );
  expect(container.querySelector('nav')).toBeNull();
  const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
  expect(within(nav).getByRole('link', { name: 'Ihr Datenblatt' })).toBeInTheDocument();
  expect(within(nav).getByTestId('sidebar-username')).toHaveTextContent('tester');
});

test('the bottom links end with „Impressum“ and „Datenschutz“, each opening the configured page in a new tab', async () => {
  signInAs('tester');
  render(
    <UiProvider>
      <MemoryRouter>
        <AuthControllerContext.Provider value={controller}>
          <Sidebar />
        </AuthControllerContext.Provider>
      </MemoryRouter>
    </UiProvider>,
  );
  // The sidebar shows once the settings are known, whole (no entry appears later and pushes the rest down).
  const bottom = await screen.findByTestId('bottom-links');
  const links = within(bottom).getAllByRole('link');
  expect(links.slice(-2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Impressum', getConfig().links.imprintUrl],
    ['Datenschutz', getConfig().links.privacyUrl],
  ]);
  for (const link of links.slice(-2)) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  // The settings load in the background; let it finish inside the test.
  await screen.findByText('tester');
});

test.each([
  ['manager', true],
  ['tester', false],
] as const)("'Auswertung' (issue 45, item 2) for a %s: shown %s", async (account, shown) => {
  signInAs(account);
  render(
    <UiProvider>
      <MemoryRouter>
        <AuthControllerContext.Provider value={controller}>
          <Sidebar />
        </AuthControllerContext.Provider>
      </MemoryRouter>
    </UiProvider>,
  );
  const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' });
  const link = within(nav).queryByRole('link', { name: 'Auswertung' });
  if (shown) expect(link).toHaveAttribute('href', '/results');
  else expect(link).toBeNull();
  // The settings load in the background; let it finish inside the test.
  await within(nav).findByTestId('sidebar-username');
});
