import { CloseButton, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { isEmailAddress, uniqueEmails } from '@dtp/api-client';
import { useState, type KeyboardEvent } from 'react';
import { get, useController, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldFrame } from '../form/field-frame';
import { useFormReadOnly } from '../form/read-only-context';
import { validationMessages } from '../validation/messages';

/** Comma, semicolon, space or line break separate addresses typed or pasted in one go. */
const SEPARATOR = /[,;\s]+/;

export interface EmailListFieldProps<T extends FieldValues> {
  /** A list of email addresses in the form ('resultRecipients'). */
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  placeholder?: string;
}

/**
 * A list of email addresses (spec back-office section 5, result recipients): Enter (or leaving the
 * field) adds what was typed — several at once when separated by commas or spaces; an empty entry
 * is ignored and a duplicate (compared case-insensitively) silently dropped. An address goes only by
 * its own 'entfernen' button: Backspace in the empty input removes nothing. An invalid address stays in the input with the
 * email rule's message beside it. (Chakra's TagsInput clears its input a frame after Enter, so
 * fast typing or a script merged two addresses into one; this one adds synchronously.)
 */
export function EmailListField<T extends FieldValues>({ name, label, helperText, placeholder }: EmailListFieldProps<T>) {
  const { field } = useController<T>({ name });
  const { errors } = useFormState<T>({ name });
  const readOnly = useFormReadOnly();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const value = (field.value as string[] | undefined) ?? [];
  // The server reports a bad entry at its index ('resultRecipients.1').
  const stored = get(errors, name) as { message?: string } | ({ message?: string } | undefined)[] | undefined;
  const storedMessage = Array.isArray(stored) ? stored.find((e) => e?.message)?.message : stored?.message;
  const error = invalid ? validationMessages.email() : storedMessage;

  /** Adds what was typed; false when something in it is not an email address (then it stays). */
  const add = (): boolean => {
    const entries = text.split(SEPARATOR).filter(Boolean);
    if (!entries.every(isEmailAddress)) {
      setInvalid(true);
      return false;
    }
    if (entries.length > 0) field.onChange(uniqueEmails([...value, ...entries]));
    setText('');
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <FieldFrame label={label} helperText={helperText} error={error} disabled={readOnly}>
      {(wiring) => (
        <Flex direction="column" gap="2">
          {value.length > 0 ? (
            <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" aria-label={label}>
              {value.map((address) => (
                <HStack as="li" key={address} gap="1" ps="3" pe="1" py="0.5" borderRadius="full" bg="brand.50" borderWidth="1px" borderColor="brand.200" maxW="full">
                  <Text fontSize="sm" truncate>
                    {address}
                  </Text>
                  {readOnly ? null : (
                    <CloseButton size="2xs" aria-label={`${address} entfernen`} onClick={() => field.onChange(value.filter((a) => a !== address))} />
                  )}
                </HStack>
              ))}
            </Flex>
          ) : null}
          {readOnly ? null : (
            <Input
              {...wiring}
              ref={field.ref}
              name={field.name}
              type="email"
              multiple
              autoComplete="off"
              value={text}
              placeholder={placeholder}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => {
                add();
                field.onBlur();
              }}
            />
          )}
        </Flex>
      )}
    </FieldFrame>
  );
}
