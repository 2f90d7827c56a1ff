import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useSteadyWhilePressed } from './steady-while-pressed';

/** What a control needs to be wired to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Use for the control; puts the error and hint in aria-describedby. */
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * Label above, control, hint, and the German error under the field (Chakra Field). An error that comes or
 * goes while a pointer is pressed (the blur of a press on 'Speichern') shows at the release, so the button
 * does not move away under the pointer and its click is not lost (steady-while-pressed.ts).
 */
export function FieldFrame({ label, error: current, helperText, required, disabled, children }: FieldFrameProps) {
  const error = useSteadyWhilePressed(current);
  const id = useId();
  const helperId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [helperText ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root id={id} ids={{ helperText: helperId, errorText: errorId }} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
