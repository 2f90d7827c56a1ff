import { Box, Button, CheckboxField, DateField, Flex, IconButton, Stack, Text, TextField, useFieldArray, useFormContext, useFormReadOnly } from '@dtp/shared-ui';
import { BinIcon, PlusIcon } from '@dtp/shared-ui/lists';
import type { KeyboardEvent } from 'react';
import { emptyInstruction, type TesterFormValues } from './tester-form-values';
import { testerTexts as t } from './tester-texts';

/**
 * Schulungen: an editable row per training (Datum, Ort, Online). A row is added with the plus button or
 * with Enter in the last row's Ort (spec section 5), and deleted with the bin.
 */
export function InstructionsFields() {
  const { control } = useFormContext<TesterFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'instructions', keyName: 'key' });
  const readOnly = useFormReadOnly();
  const add = () => append(emptyInstruction(), { shouldFocus: true, focusName: `instructions.${fields.length}.executedAt` });

  // Enter in the last row's Ort adds a row instead of submitting the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || readOnly || target.name !== `instructions.${fields.length - 1}.place`) return;
    event.preventDefault();
    add();
  };

  return (
    <Stack gap="3" onKeyDown={onKeyDown}>
      {fields.length === 0 ? <Text color="gray.600">{t.instructionsEmpty}</Text> : null}
      {fields.map((field, index) => (
        <Flex
          key={field.key}
          role="group"
          aria-label={t.instructionRow(index + 1)}
          gap="3"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'flex-end' }}
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          p="3"
        >
          <Box w={{ base: 'full', md: '44' }}>
            <DateField name={`instructions.${index}.executedAt`} label={t.executedAt} />
          </Box>
          <Box flex="1" minW="0">
            <TextField name={`instructions.${index}.place`} label={t.place} trim />
          </Box>
          <Box pb={{ md: '2' }}>
            <CheckboxField name={`instructions.${index}.online`} label={t.online} />
          </Box>
          {readOnly ? null : (
            <IconButton variant="outline" colorPalette="red" size="sm" aria-label={t.removeInstruction(index + 1)} onClick={() => remove(index)}>
              <BinIcon />
            </IconButton>
          )}
        </Flex>
      ))}
      {readOnly ? null : (
        <Stack gap="1" align="flex-start">
          <Button variant="outline" colorPalette="brand" size="sm" onClick={add}>
            <PlusIcon aria-hidden /> {t.addInstruction}
          </Button>
          {fields.length > 0 ? (
            <Text fontSize="xs" color="gray.600">
              {t.addInstructionHint}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
