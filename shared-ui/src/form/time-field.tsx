import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { normalizeTime } from './normalize';
import type { BoundFieldProps } from './use-form-field';

/** A time typed as 'hh:mm' ('9:30' is completed to '09:30'). */
export function TimeField<T extends FieldValues, TOut extends FieldValues = T>(props: BoundFieldProps<T, TOut>) {
  return <MaskedTextField {...props} placeholder="hh:mm" inputMode="numeric" maxLength={5} autoComplete="off" onLeave={normalizeTime} />;
}
