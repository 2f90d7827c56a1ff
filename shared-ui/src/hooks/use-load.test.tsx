import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

test('a reload keeps the shown answer until the new one is there, so a screen never unmounts its form', async () => {
  let answer = 'saved';
  let release: () => void = () => undefined;
  const load = jest.fn(() => (answer === 'saved' ? Promise.resolve(answer) : new Promise<string>((resolve) => (release = () => resolve(answer)))));
  const { result } = renderHook(() => useLoad(load, 'test-1086'));
  await waitFor(() => expect(result.current.data).toBe('saved'));

  answer = 'fresher';
  act(() => result.current.reload());
  expect(result.current.loading).toBe(true);
  expect(result.current.data).toBe('saved');
  await act(async () => release());
  await waitFor(() => expect(result.current.data).toBe('fresher'));
  expect(result.current.loading).toBe(false);
});

test("another key never shows the previous key's answer", async () => {
  const { result, rerender } = renderHook(({ id }) => useLoad(() => (id === 1 ? Promise.resolve('one') : new Promise<string>(() => undefined)), id), {
    initialProps: { id: 1 },
  });
  await waitFor(() => expect(result.current.data).toBe('one'));
  rerender({ id: 2 });
  expect(result.current.data).toBeUndefined();
  expect(result.current.loading).toBe(true);
});
