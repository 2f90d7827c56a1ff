import { SAVE_SUCCESS_MS, useAppStore } from '@dtp/api-client';
import { MemoryRouter, UiProvider, useNavigate } from '@dtp/shared-ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StatusBadges } from './status-badges';

function GoElsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/tests')}>woanders hin</button>;
}

function renderBadges() {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/datasheet']}>
        <StatusBadges />
        <GoElsewhere />
      </MemoryRouter>
    </UiProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  act(() => useAppStore.getState().reset());
});

test("the success badge shows 'Speichern erfolgreich.' for 2 seconds", () => {
  jest.useFakeTimers();
  renderBadges();
  act(() => useAppStore.getState().raiseSaveSuccess());
  expect(screen.getByText('Speichern erfolgreich.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SAVE_SUCCESS_MS - 1));
  expect(screen.getByText('Speichern erfolgreich.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Speichern erfolgreich.')).not.toBeInTheDocument();
});

test('a second save restarts the 2 seconds', () => {
  jest.useFakeTimers();
  renderBadges();
  act(() => useAppStore.getState().raiseSaveSuccess());
  act(() => jest.advanceTimersByTime(1500));
  act(() => useAppStore.getState().raiseSaveSuccess());
  act(() => jest.advanceTimersByTime(1500));
  expect(screen.getByText('Speichern erfolgreich.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByText('Speichern erfolgreich.')).not.toBeInTheDocument();
});

test("the error badge shows 'Fehler:' with the detail and its close button clears both", () => {
  renderBadges();
  act(() => useAppStore.getState().setError('Ungültige Anfrage.', 'Die Postleitzahl fehlt.'));
  expect(screen.getByText(/Fehler:\s*Ungültige Anfrage\./)).toBeInTheDocument();
  expect(screen.getByText('Die Postleitzahl fehlt.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Fehlermeldung schließen' }));
  expect(screen.queryByText(/Fehler:/)).not.toBeInTheDocument();
  expect(useAppStore.getState()).toMatchObject({ apiError: null, errorMessage: null });
});

test("a save of a record someone changed meanwhile: the badge offers 'Neu laden'; other errors do not", () => {
  renderBadges();
  act(() => useAppStore.getState().setError('Ungültige Anfrage.', 'Name fehlt'));
  expect(screen.queryByRole('button', { name: 'Neu laden' })).not.toBeInTheDocument();
  act(() =>
    useAppStore.getState().setError('Jemand anderes hat diesen Datensatz inzwischen geändert.', 'Ihre Eingaben sind noch da.', { reloadOffered: true }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Fehler: Jemand anderes hat diesen Datensatz inzwischen geändert.');
  expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Fehlermeldung schließen' }));
  expect(screen.queryByRole('button', { name: 'Neu laden' })).not.toBeInTheDocument();
  expect(useAppStore.getState().reloadOffered).toBe(false);
});

test('while the session cannot be renewed for want of a connection, a notice says the input is kept', () => {
  renderBadges();
  expect(screen.queryByText(/Keine Verbindung zum Anmeldedienst/)).not.toBeInTheDocument();
  act(() => useAppStore.getState().setConnectionLost(true));
  expect(screen.getByRole('alert')).toHaveTextContent('Sie bleiben angemeldet und Ihre Eingaben bleiben erhalten');
  // Leaving a screen clears its errors, not the session's connection state.
  act(() => useAppStore.getState().reset());
  expect(screen.getByText(/Keine Verbindung zum Anmeldedienst/)).toBeInTheDocument();
  act(() => useAppStore.getState().setConnectionLost(false));
  expect(screen.queryByText(/Keine Verbindung zum Anmeldedienst/)).not.toBeInTheDocument();
});

test('an error badge goes when the person moves to another screen, and when a later save succeeds', () => {
  renderBadges();
  act(() => useAppStore.getState().setError('Ungültige Anfrage.', 'Bitte prüfen'));
  expect(screen.getByText('Ungültige Anfrage.', { exact: false })).toBeInTheDocument();
  fireEvent.click(screen.getByText('woanders hin'));
  expect(screen.queryByText('Ungültige Anfrage.', { exact: false })).not.toBeInTheDocument();

  act(() => useAppStore.getState().setError('Ungültige Anfrage.', 'Bitte prüfen'));
  act(() => useAppStore.getState().raiseSaveSuccess());
  expect(screen.queryByText('Ungültige Anfrage.', { exact: false })).not.toBeInTheDocument();
  expect(screen.getByText('Speichern erfolgreich.')).toBeInTheDocument();
});
