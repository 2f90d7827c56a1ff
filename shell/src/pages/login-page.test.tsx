import { UiProvider } from '@dtp/shared-ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AuthControllerContext } from '../auth/auth-controller';
import type { AuthController } from '../auth/auth-controller';
import { setDemoConfig } from '../../test-support';
import { rememberEarlyActions, takeEarlyAction } from './early-action';
import { LoginPage } from './login-page';

function controller(): AuthController {
  return { mode: 'oidc', pending: false, error: null, signIn: jest.fn(), signOut: jest.fn(), register: jest.fn() };
}

function renderPage(auth: AuthController) {
  render(
    <UiProvider>
      <AuthControllerContext.Provider value={auth}>
        <LoginPage />
      </AuthControllerContext.Provider>
    </UiProvider>,
  );
}

beforeAll(() => setDemoConfig('oidc'));
afterEach(() => takeEarlyAction());

test.each([
  ['Anmelden', 'signIn'],
  ['Registrieren', 'register'],
] as const)('a tap on „%s“ of the prerendered page is carried out once the page runs', (name, method) => {
  const prerendered = document.createElement('button');
  prerendered.setAttribute('data-early-action', method);
  document.body.append(prerendered);
  rememberEarlyActions();
  prerendered.click();
  prerendered.remove();

  const auth = controller();
  renderPage(auth);
  expect(auth[method]).toHaveBeenCalledTimes(1);
  // The running page's own buttons answer from now on, once per tap.
  screen.getByRole('button', { name }).click();
  expect(auth[method]).toHaveBeenCalledTimes(2);
});

test('without an early tap nothing happens by itself; the configured platform line and video are shown', () => {
  const auth = controller();
  renderPage(auth);
  expect(auth.signIn).not.toHaveBeenCalled();
  expect(auth.register).not.toHaveBeenCalled();
  expect(screen.getByText(/· Version /)).toBeInTheDocument();
  expect(screen.getByLabelText('Erklärvideo zur Digitalen Test-Plattform')).toHaveAttribute('src');
});

test('„Impressum“ and „Datenschutz“ lead to the configured pages, each in a new tab', () => {
  setDemoConfig('oidc', { links: { imprintUrl: 'https://verein.example/impressum', privacyUrl: 'https://verein.example/datenschutz' } });
  renderPage(controller());
  const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
  const imprint = within(legal).getByRole('link', { name: 'Impressum' });
  const privacy = within(legal).getByRole('link', { name: 'Datenschutz' });
  expect(imprint).toHaveAttribute('href', 'https://verein.example/impressum');
  expect(privacy).toHaveAttribute('href', 'https://verein.example/datenschutz');
  for (const link of [imprint, privacy]) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
  cleanup();
  setDemoConfig('oidc');
});
