import { useAuthStore } from '@dtp/api-client';
import { MemoryRouter, useLocation } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { useAuthController } from './auth-controller';
import { LocalAuth } from './local-auth';
import { setDemoConfig } from '../../test-support';

let controller: ReturnType<typeof useAuthController>;
function Probe() {
  controller = useAuthController();
  const user = useAuthStore((s) => s.user);
  const location = useLocation();
  return <p data-testid="probe">{`${user?.username ?? 'abgemeldet'} ${location.pathname}`}</p>;
}

beforeAll(() => setDemoConfig());
afterEach(() => useAuthStore.getState().signOut());

test("the demo has no identity service: 'Registrieren' signs the demo account in, as 'Anmelden' does", () => {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LocalAuth mode="memory">
        <Probe />
      </LocalAuth>
    </MemoryRouter>,
  );
  act(() => controller.signOut());
  expect(screen.getByTestId('probe')).toHaveTextContent('abgemeldet /login');
  act(() => controller.register());
  expect(screen.getByTestId('probe')).toHaveTextContent(/^admin \//);
  expect(useAuthStore.getState().auth).toBe(true);
});
