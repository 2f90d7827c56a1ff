import { createContext, useContext } from 'react';

/** True inside a read-only form: every field is disabled (e.g. a released travel claim). */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}
