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

/** react-hook-form with a valibot schema and the platform's validation timing. */
export function useValibotForm<TSchema extends GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<InferInput<TSchema>, unknown, InferOutput<TSchema>>, 'resolver'> = {},
): UseFormReturn<InferInput<TSchema>, unknown, InferOutput<TSchema>> {
  return useForm<InferInput<TSchema>, unknown, InferOutput<TSchema>>({
    ...validationModes,
    ...options,
    resolver: valibotResolver(schema),
  });
}
