import { renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

test("another key never shows the previous key's answer", async () => {
  const { result, rerender } = renderHook(({ id }) => useLoad(() => (id === 1 ? Promise.resolve('one') : new Promise<string>(() => undefined)), id), {
    initialProps: { id: 1 },
  });
  await waitFor(() => expect(result.current.data).toBe('one'));
  rerender({ id: 2 });
  expect(result.current.data).toBeUndefined();
  expect(result.current.loading).toBe(true);
});
