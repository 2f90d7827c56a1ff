import type { ApiError } from '@dtp/api-client';
import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useAction } from '../hooks/use-action';

export interface SubmitOptions {
  /** Called with the form paths that got a server error (e.g. to show the tab of the first one). */
  onFieldErrors?: (paths: string[]) => void;
}

export interface Submit<K extends string> {
  /** Which action runs now ('save', 'send' …), or null. */
  busy: K | null;
  /**
   * Runs one action at a time: a second call while one runs does nothing. On an API error the
   * server's field errors go next to the form's fields (paths the form does not know are left to
   * the error badge), and the user's input stays. Resolves true when the action succeeded.
   */
  run: (kind: K, action: () => Promise<void>) => Promise<boolean>;
}

/** The platform's submit routine for forms that save to the server (data sheet, tee time, travel claim …). */
export function useSubmit<T extends FieldValues, K extends string = 'save'>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError' | 'getValues'>,
  options: SubmitOptions = {},
): Submit<K> {
  const action = useAction<K>();
  const { setError, getValues } = form;
  const { onFieldErrors } = options;

  const putOnFields = useCallback(
    (error: ApiError) => {
      const known = Object.keys(error.fieldErrors ?? {}).filter((path) => getValues(path as FieldPath<T>) !== undefined);
      for (const path of known) setError(path as FieldPath<T>, { type: 'server', message: error.fieldErrors?.[path] });
      if (known.length > 0) onFieldErrors?.(known);
    },
    [getValues, setError, onFieldErrors],
  );
  const { busy, run: runAction } = action;
  const run = useCallback((kind: K, fn: () => Promise<void>) => runAction(kind, fn, putOnFields), [runAction, putOnFields]);
  return { busy, run };
}
