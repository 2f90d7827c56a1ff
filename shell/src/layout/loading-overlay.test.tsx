import { useAppStore } from '@dtp/api-client';
import { UiProvider } from '@dtp/shared-ui';
import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay, SLOW_CALL_MS, SLOW_CALL_TEXT } from './app-layout';

afterEach(() => {
  jest.useRealTimers();
  act(() => useAppStore.getState().reset());
});

test('a call without an answer for 20 s offers „Abbrechen“; nothing is aborted by itself', () => {
  jest.useFakeTimers();
  render(
    <UiProvider>
      <LoadingOverlay />
    </UiProvider>,
  );
  act(() => useAppStore.getState().startLoading());
  expect(screen.getByLabelText('Wird geladen')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SLOW_CALL_MS - 1));
  expect(screen.queryByText(SLOW_CALL_TEXT, { exact: false })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText(SLOW_CALL_TEXT, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  act(() => useAppStore.getState().stopLoading());
  expect(screen.queryByLabelText('Wird geladen')).not.toBeInTheDocument();
});
