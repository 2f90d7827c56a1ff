import { parseRuntimeConfig } from '@dtp/api-client';
import { UiProvider } from '@dtp/shared-ui';
import { render, screen, within } from '@testing-library/react';
import { ConfigErrorPage } from './config-error-page';

test('a config with two broken keys lists both keys with their messages', () => {
  const result = parseRuntimeConfig({ platformName: 'Live-System' });
  if (result.ok) throw new Error('expected an invalid config');
  render(
    <UiProvider>
      <ConfigErrorPage problems={result.problems.slice(0, 2)} />
    </UiProvider>,
  );
  const page = screen.getByRole('alert');
  expect(within(page).getByText('Betroffene Schlüssel (2):')).toBeInTheDocument();
  const keys = screen.getAllByTestId('config-error-key').map((k) => k.textContent);
  expect(keys).toEqual(result.problems.slice(0, 2).map((p) => p.key));
  for (const problem of result.problems.slice(0, 2)) expect(within(page).getByText(problem.message)).toBeInTheDocument();
});

test('one broken key reads in the singular', () => {
  render(
    <UiProvider>
      <ConfigErrorPage problems={[{ key: 'auth.clientId', message: 'Der Schlüssel „auth.clientId“ fehlt.' }]} />
    </UiProvider>,
  );
  expect(screen.getByText('Betroffener Schlüssel:')).toBeInTheDocument();
  expect(screen.getByTestId('config-error-key')).toHaveTextContent('auth.clientId');
});
