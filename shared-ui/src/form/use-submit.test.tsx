import { ApiError } from '@dtp/api-client';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useSubmit } from './use-submit';

interface Values {
  date: string;
  address: { street: string };
}

function setup(onFieldErrors?: (paths: string[]) => void) {
  return renderHook(() => {
    const form = useForm<Values>({ defaultValues: { date: '14.06.2023', address: { street: 'Hauptstraße' } } });
    const submit = useSubmit<Values, 'save' | 'send'>(form, { onFieldErrors });
    return { form, submit };
  });
}

const badRequest = (fieldErrors: Record<string, string>) => new ApiError(400, 'Ungültige Anfrage.', null, fieldErrors);

test('runs one action at a time and says which one runs', async () => {
  const { result } = setup();
  let finish: () => void = () => undefined;
  const first = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const second = jest.fn(() => Promise.resolve());
  let done: Promise<boolean> = Promise.resolve(false);
  act(() => {
    done = result.current.submit.run('save', first);
  });
  expect(result.current.submit.busy).toBe('save');
  await act(async () => {
    await expect(result.current.submit.run('send', second)).resolves.toBe(false);
  });
  expect(second).not.toHaveBeenCalled();
  await act(async () => {
    finish();
    await expect(done).resolves.toBe(true);
  });
  expect(result.current.submit.busy).toBeNull();
});

test("puts the server's field errors on the fields the form knows, and keeps the input", async () => {
  const onFieldErrors = jest.fn();
  const { result } = setup(onFieldErrors);
  act(() => result.current.form.setValue('date', '31.02.2023'));
  await act(async () => {
    const ok = await result.current.submit.run('save', () =>
      Promise.reject(badRequest({ 'address.street': 'Bitte geben Sie einen Wert für Straße ein.', unknownField: 'x' })),
    );
    expect(ok).toBe(false);
  });
  expect(result.current.form.getFieldState('address.street').error?.message).toBe('Bitte geben Sie einen Wert für Straße ein.');
  expect(result.current.form.getFieldState('address.street').error?.type).toBe('server');
  expect(onFieldErrors).toHaveBeenCalledWith(['address.street']);
  expect(result.current.form.getValues('date')).toBe('31.02.2023');
  expect(result.current.submit.busy).toBeNull();
});

test('an API error without field errors leaves the fields alone (the badge says why)', async () => {
  const onFieldErrors = jest.fn();
  const { result } = setup(onFieldErrors);
  await act(async () => {
    await result.current.submit.run('save', () => Promise.reject(new ApiError(403, 'Zugriff verweigert.', null)));
  });
  expect(result.current.form.getFieldState('date').error).toBeUndefined();
  expect(onFieldErrors).not.toHaveBeenCalled();
});

test('anything but an API error is re-thrown (a bug must surface), and the next action may run', async () => {
  const { result } = setup();
  await act(async () => {
    await expect(result.current.submit.run('save', () => Promise.reject(new TypeError('boom')))).rejects.toThrow('boom');
  });
  await act(async () => {
    await expect(result.current.submit.run('save', () => Promise.resolve())).resolves.toBe(true);
  });
});
