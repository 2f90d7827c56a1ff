import { act, render, screen } from '@testing-library/react';
import { MESSAGE_TIMEOUT_MS } from '@dtp/api-client';
import { useTimedMessage } from './use-timed-message';

function Harness({ timeout }: { timeout?: number }) {
  const { message, show, close } = useTimedMessage<string>(timeout);
  return (
    <>
      <button type="button" onClick={() => show('Gespeichert.')}>
        Zeigen
      </button>
      <button type="button" onClick={close}>
        Schließen
      </button>
      {message ? <p role="status">{message}</p> : null}
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the spec: a message closes itself after 10 s', () => {
  expect(MESSAGE_TIMEOUT_MS).toBe(10_000);
});

test('a shown message stays until the timeout, then closes itself; showing it again starts the time anew', () => {
  render(<Harness />);
  act(() => screen.getByRole('button', { name: 'Zeigen' }).click());
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.');
  act(() => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS - 1));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Zeigen' }).click());
  act(() => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS - 1));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the close button closes it at once', () => {
  render(<Harness />);
  act(() => screen.getByRole('button', { name: 'Zeigen' }).click());
  act(() => screen.getByRole('button', { name: 'Schließen' }).click());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
