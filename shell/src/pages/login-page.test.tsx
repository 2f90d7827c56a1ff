import { UiProvider } from '@dtp/shared-ui';
import { render, screen } from '@testing-library/react';
import { AuthControllerContext } from '../auth/auth-controller';
import type { AuthController } from '../auth/auth-controller';
import { setDemoConfig } from '../test-support';
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
