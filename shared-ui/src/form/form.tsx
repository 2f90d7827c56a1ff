import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FormReadOnlyContext } from './read-only-context';

export interface FormProps<TValues extends FieldValues, TOutput extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Called with the validated values; not called while a field is invalid. */
  onSubmit?: SubmitHandler<TOutput>;
  /** Disables every field inside. */
  readOnly?: boolean;
  children: ReactNode;
}

/** A <form> that provides the react-hook-form context to its fields. Browser validation is off: our rules speak German. */
export function Form<TValues extends FieldValues, TOutput extends FieldValues>({
  form,
  onSubmit,
  readOnly = false,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <FormReadOnlyContext.Provider value={readOnly}>
        <form noValidate {...rest} onSubmit={onSubmit ? form.handleSubmit(onSubmit) : (event) => event.preventDefault()}>
          {children}
        </form>
      </FormReadOnlyContext.Provider>
    </FormProvider>
  );
}
