import { Box, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Submit } from './use-submit';

export interface SubmitButtonProps<K extends string> {
  /** The form's useSubmit: the button spins while `kind` runs and waits while any action runs. */
  submit: Pick<Submit<K>, 'busy'>;
  kind?: K;
  /** Without: submits the form. With: a plain button (a save that asks first, e.g. a duplicate warning). */
  onClick?: () => void;
  children: ReactNode;
}

/** A form's main action (Speichern, Anlegen …), left-aligned under the fields. */
export function SubmitButton<K extends string = 'save'>({ submit, kind = 'save' as K, onClick, children }: SubmitButtonProps<K>) {
  return (
    <Box>
      <Button type={onClick ? 'button' : 'submit'} colorPalette="brand" onClick={onClick} loading={submit.busy === kind} disabled={submit.busy !== null}>
        {children}
      </Button>
    </Box>
  );
}
