import { Box, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RadioOption } from './radio-option';
import type { SelectOption } from './select-field';
import { useSteadyWhilePressed } from './steady-while-pressed';
import { useFormField, type BoundFieldProps } from './use-form-field';

export interface RadioGroupFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  options: readonly SelectOption[];
  /** 'row': side by side, wrapping on a narrow screen (a scale 0–5); default one under the other. */
  direction?: 'row' | 'column';
}

/**
 * A radio group bound to a text form value: a fieldset whose legend names it, the German error under the
 * options. A choice is the group's 'change' and validates at once, like a checkbox.
 */
export function RadioGroupField<T extends FieldValues, TOut extends FieldValues = T>(props: RadioGroupFieldProps<T, TOut>) {
  const { label, helperText, required, options, direction = 'column' } = props;
  const { field, text, error: current, disabled } = useFormField(props);
  const error = useSteadyWhilePressed(current);
  const id = useId();
  const describedBy = [helperText ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  // The form focuses a group with an error through this option: the chosen one, or the first.
  const focusTarget = options.some((option) => option.value === text) ? text : options[0]?.value;
  return (
    <Box
      as="fieldset"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      minW="0"
    >
      <Box as="legend" id={`${id}-legend`} fontWeight="medium" textStyle="sm" mb="1.5">
        {label}
        {required ? (
          <Box as="span" aria-hidden="true" color="fg.error" ms="1">
            *
          </Box>
        ) : null}
      </Box>
      <Box display="flex" flexDirection={direction} flexWrap={direction === 'row' ? 'wrap' : undefined} gap="2">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={field.name}
            value={option.value}
            label={option.label}
            checked={text === option.value}
            disabled={disabled || option.disabled}
            inputRef={option.value === focusTarget ? field.ref : undefined}
            onBlur={field.onBlur}
            onSelect={() => {
              field.onChange(option.value);
              field.onBlur();
            }}
          />
        ))}
      </Box>
      {helperText ? (
        <Text id={`${id}-hint`} textStyle="xs" color="fg.muted" mt="1.5">
          {helperText}
        </Text>
      ) : null}
      {error ? (
        <Text id={`${id}-error`} textStyle="xs" fontWeight="medium" color="fg.error" mt="1.5">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
