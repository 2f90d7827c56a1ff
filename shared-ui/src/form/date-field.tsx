import type { FieldValues } from 'react-hook-form';
import { MaskedTextField } from './masked-text-field';
import { normalizeGermanDate } from './normalize';
import type { BoundFieldProps } from './use-form-field';

/** A date typed as 'TT.MM.JJJJ' (stored as 'dd.MM.yyyy' text; '1.3.1993' is completed to '01.03.1993'). */
export function DateField<T extends FieldValues, TOut extends FieldValues = T>(props: BoundFieldProps<T, TOut>) {
  return <MaskedTextField {...props} placeholder="TT.MM.JJJJ" inputMode="numeric" maxLength={10} autoComplete="off" onLeave={normalizeGermanDate} />;
}
