import { IconButton } from '@chakra-ui/react';
import { isEmailAddress } from '@dtp/api-client';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { MaskedTextField } from '../form/masked-text-field';
import { trimText } from '../form/normalize';
import { MailIcon } from './list-icons';

export interface EmailLinkFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
}

/**
 * An email field with a button that writes to the address (mailto), shown only while the address
 * is valid (spec back-office section 5, club). Trimmed when left; the form's schema holds the rule.
 */
function MailLink({ address }: { address: string }) {
  if (!isEmailAddress(address)) return null;
  const label = `Email an ${address} schreiben`;
  return (
    <IconButton asChild size="xs" variant="ghost" colorPalette="brand" me="-2">
      <a href={`mailto:${address}`} aria-label={label} title={label}>
        <MailIcon aria-hidden />
      </a>
    </IconButton>
  );
}

export function EmailLinkField<T extends FieldValues>({ name, label }: EmailLinkFieldProps<T>) {
  const value = useWatch<T>({ name }) as unknown;
  const address = typeof value === 'string' ? value.trim() : '';
  // Always an end element, even while it renders nothing: a changing input group would remount the input and drop its focus.
  return <MaskedTextField<T> name={name} label={label} type="email" autoComplete="off" onLeave={trimText} endElement={<MailLink address={address} />} />;
}
