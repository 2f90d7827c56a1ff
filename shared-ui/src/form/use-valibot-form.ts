import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useRef } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * Validation runs on blur, change and model update, not on every input (spec section 5):
 * text fields validate when they lose focus (their 'change'), selects, checkboxes and
 * uploads when their value changes, and a model update via
 * `setValue(name, value, { shouldValidate: true })`. After a failed submit the same
 * rule holds (no re-validation per keystroke).
 */
export const validationModes = { mode: 'onBlur', reValidateMode: 'onBlur' } as const;

export interface ValibotFormOptions<TValues extends FieldValues>
  extends Omit<UseFormProps<TValues, unknown>, 'resolver' | 'values' | 'resetOptions'> {
  /**
   * The record's values as loaded, for a form that follows its record. The platform's rule for data that arrives
   * while a person types (issue 41), owned here for every form: fresher values (a refetch, a poll, a renewal) update
   * the fields the person has not touched and the form's defaults; a field with unsaved input keeps it. A form's own
   * `reset` (after a save, 'Verwerfen') is the person's action and is not affected. The 409 on save still guards
   * against lost updates. Without `defaultValues`, the first record is the form's defaults.
   */
  record?: TValues;
}

/** Values compared by content: a record rebuilt from the same answer is not fresher. */
const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** react-hook-form with a valibot schema, the platform's validation timing and its rule for fresher data. */
export function useValibotForm<TSchema extends GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  { record, ...options }: ValibotFormOptions<InferInput<TSchema>> = {},
): UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>> {
  const form = useForm<InferInput<TSchema>, unknown, InferOutput<TSchema>>({
    ...validationModes,
    ...(record !== undefined && options.defaultValues === undefined ? { defaultValues: record as UseFormProps<InferInput<TSchema>>['defaultValues'] } : {}),
    ...options,
    resolver: valibotResolver(schema),
  });
  const shown = useRef(record);
  const { reset } = form;
  useEffect(() => {
    if (record === undefined || sameValues(record, shown.current)) return;
    shown.current = record;
    // A refresh in the background: the person's input, touched fields, errors and attempts stay as they are.
    reset(record, { keepDirtyValues: true, keepTouched: true, keepErrors: true, keepIsSubmitted: true, keepSubmitCount: true });
  }, [record, reset]);
  return form;
}
