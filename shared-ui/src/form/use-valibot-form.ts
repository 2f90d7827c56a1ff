import { valibotResolver } from '@hookform/resolvers/valibot';
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

/**
 * The platform's rule for data that arrives while a person types (issue 41), owned here for every form:
 * fresher values of the record (the `values` option, e.g. after a refetch) update the fields the person has
 * not touched and the form's defaults; a field with unsaved input keeps it. A form's own `reset` after a
 * save is the person's action and is not affected. The 409 on save still guards against lost updates.
 */
const keepTypedInput = { keepDirtyValues: true } as const;

/** react-hook-form with a valibot schema, the platform's validation timing and its rule for fresher data. */
export function useValibotForm<TSchema extends GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<InferInput<TSchema>, unknown, InferOutput<TSchema>>, 'resolver' | 'resetOptions'> = {},
): UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>> {
  return useForm<InferInput<TSchema>, unknown, InferOutput<TSchema>>({
    ...validationModes,
    ...options,
    resetOptions: keepTypedInput,
    resolver: valibotResolver(schema),
  });
}
