import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useFieldArray, useFormContext, type ArrayPath, type FieldArray, type FieldValues } from 'react-hook-form';
import { useFormReadOnly } from '../form/read-only-context';
import { BinIcon, PlusIcon } from './list-icons';

export interface FieldRowsTexts {
  /** Shown while there is no row. */
  empty: string;
  /** The plus button. */
  add: string;
  /** Under the plus button once there are rows: that Enter in the last field adds one. */
  addHint: string;
  /** The accessible name of row n (1-based), e.g. 'Kontaktperson 2'. */
  row: (n: number) => string;
  /** The accessible name of row n's bin. */
  remove: (n: number) => string;
}

export interface FieldRowsProps<T extends FieldValues> {
  /** The form's array of rows ('contactPersons'). */
  name: ArrayPath<T>;
  newRow: () => FieldArray<T, ArrayPath<T>>;
  /** The field a new row's cursor goes to, and the field where Enter in the last row adds one. */
  firstField: string;
  lastField: string;
  texts: FieldRowsTexts;
  /** Row `index`'s fields; each sets its own width for desktop (rows stack on a phone). */
  children: (index: number) => ReactNode;
}

/**
 * An editable table of form rows (spec back-office section 5: contact persons, trainings): the plus
 * button or Enter in the last row's last field adds a row, the bin deletes one. A read-only form
 * shows the rows without either.
 */
export function FieldRows<T extends FieldValues>({ name, newRow, firstField, lastField, texts, children }: FieldRowsProps<T>) {
  const { control } = useFormContext<T>();
  const { fields, append, remove } = useFieldArray<T, ArrayPath<T>, 'key'>({ control, name, keyName: 'key' });
  const readOnly = useFormReadOnly();
  const add = () => append(newRow(), { shouldFocus: true, focusName: `${name}.${fields.length}.${firstField}` });

  // Enter in the last row's last field adds a row instead of submitting the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || readOnly || target.name !== `${name}.${fields.length - 1}.${lastField}`) return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="3" onKeyDown={onKeyDown}>
      {fields.length === 0 ? <Text color="gray.600">{texts.empty}</Text> : null}
      {fields.map((field, index) => (
        <Flex
          key={field.key}
          role="group"
          aria-label={texts.row(index + 1)}
          gap="3"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-end' }}
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          p="3"
        >
          {children(index)}
          {readOnly ? null : (
            <IconButton variant="outline" colorPalette="red" size="sm" alignSelf={{ base: 'flex-end', md: 'auto' }} mb={{ md: '1' }} aria-label={texts.remove(index + 1)} onClick={() => remove(index)}>
              <BinIcon />
            </IconButton>
          )}
        </Flex>
      ))}
      {readOnly ? null : (
        <Stack gap="1" align="flex-start">
          <Button variant="outline" colorPalette="brand" size="sm" onClick={add}>
            <PlusIcon aria-hidden /> {texts.add}
          </Button>
          {fields.length > 0 ? (
            <Text fontSize="xs" color="gray.600">
              {texts.addHint}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
