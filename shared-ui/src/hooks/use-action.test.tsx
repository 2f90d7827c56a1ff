import { ApiError } from '@dtp/api-client';
import { act, renderHook } from '@testing-library/react';
import { useAction } from './use-action';

const apiError = () => new ApiError(400, 'Ungültige Anfrage.', 'kaputt');

test('runs one action at a time and says which runs', async () => {
  const { result } = renderHook(() => useAction<string>());
  let finish: () => void = () => {};
  const calls: string[] = [];
  let first!: Promise<boolean>;
  act(() => {
    first = result.current.run('a', () => new Promise<void>((resolve) => ((finish = resolve), calls.push('a'))));
  });
  expect(result.current.busy).toBe('a');
  let second!: Promise<boolean>;
  act(() => {
    second = result.current.run('b', async () => void calls.push('b'));
  });
  await expect(second).resolves.toBe(false);
  await act(async () => finish());
  await expect(first).resolves.toBe(true);
  expect(calls).toEqual(['a']);
  expect(result.current.busy).toBeNull();
});

test('an API error goes to onApiError and resolves false; any other error is thrown', async () => {
  const { result } = renderHook(() => useAction());
  const seen: unknown[] = [];
  let outcome!: boolean;
  await act(async () => {
    outcome = await result.current.run('run', () => Promise.reject(apiError()), (error) => seen.push(error));
  });
  expect(outcome).toBe(false);
  expect(seen[0]).toBeInstanceOf(ApiError);
  await act(async () => {
    await expect(result.current.run('run', () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
  expect(result.current.busy).toBeNull();
});
