import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode, type Ref } from 'react';
import { RadioOption } from './radio-option';
import type { SelectOption } from './select-field';

export interface RadioGroupProps {
  /** The radios' name: one group (arrow keys move within it). */
  name: string;
  options: readonly SelectOption[];
  /** The chosen option's value; none chosen: undefined or a value no option has. */
  value: string | undefined;
  onSelect: (value: string) => void;
  onBlur?: () => void;
  /** The legend, the group's name (a field's label, a question). */
  label: ReactNode;
  /** Marked with a '*' beside the legend and aria-required. */
  required?: boolean;
  /** Read after the legend by screen readers where the '*' alone does not say it (the questionnaire's „Pflichtfrage“). */
  requiredText?: string;
  /** A hint between the legend and the options, in the group's description. */
  helperText?: ReactNode;
  /** The German error under the options, in the group's description. */
  error?: string;
  disabled?: boolean;
  /** 'row': side by side, wrapping on a narrow screen (a scale 0–5); default one under the other. */
  direction?: 'row' | 'column';
  /** The fieldset's DOM id (a screen that focuses the group finds it by it). */
  id?: string;
  /** The option focused for the group: the chosen one, or the first. */
  focusRef?: Ref<HTMLInputElement>;
}

/**
 * The platform's radio group: a fieldset whose legend names it, native radios (RadioOption), a hint under the legend
 * and the German error under the options. Bound to a form value as RadioGroupField; the questionnaire uses it directly.
 */
export function RadioGroup({ name, options, value, onSelect, onBlur, label, required, requiredText, helperText, error, disabled, direction = 'column', id: domId, focusRef }: RadioGroupProps) {
  const id = useId();
  const describedBy = [helperText ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const focusTarget = options.some((option) => option.value === value) ? value : options[0]?.value;
  return (
    <Box
      as="fieldset"
      id={domId}
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
          <>
            <Box as="span" aria-hidden="true" color="fg.error" ms="1">
              *
            </Box>
            {requiredText ? <VisuallyHidden> ({requiredText})</VisuallyHidden> : null}
          </>
        ) : null}
      </Box>
      {helperText ? (
        <Text id={`${id}-hint`} textStyle="xs" color="fg.muted" mb="1.5">
          {helperText}
        </Text>
      ) : null}
      <Box display="flex" flexDirection={direction} flexWrap={direction === 'row' ? 'wrap' : undefined} gap="2">
        {options.map((option) => (
          <RadioOption
            key={option.value}
            name={name}
            value={option.value}
            label={option.label}
            checked={value === option.value}
            disabled={disabled || option.disabled}
            inputRef={option.value === focusTarget ? focusRef : undefined}
            onBlur={onBlur}
            onSelect={() => onSelect(option.value)}
          />
        ))}
      </Box>
      {error ? (
        <Text id={`${id}-error`} textStyle="xs" fontWeight="medium" color="fg.error" mt="1.5">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
