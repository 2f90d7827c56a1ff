import type { FieldValues } from 'react-hook-form';
import { MaskedTextField, type TextInputType } from './masked-text-field';
import { trimText } from './normalize';
import type { BoundFieldProps } from './use-form-field';

export interface TextFieldProps<T extends FieldValues, TOut extends FieldValues = T> extends BoundFieldProps<T, TOut> {
  type?: TextInputType;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Trim the value when the field is left. */
  trim?: boolean;
}

/** A single-line text input bound to the form; validates when left. */
export function TextField<T extends FieldValues, TOut extends FieldValues = T>({ trim, type = 'text', ...props }: TextFieldProps<T, TOut>) {
  return <MaskedTextField {...props} type={type} onLeave={trim ? trimText : undefined} />;
}
