import type { ClubChoice } from '@dtp/api-client';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { TextField } from '../form/text-field';
import { testerBaseDataLabels as l } from '../validation/tester-base-data';
import { ClubPicker } from './club-picker';
import type { PersonFormValues } from './person-form-values';
import { personFormTexts as t } from './person-form-texts';

/** Home-club memberships (club, end year) and, when editable, the 'Club auswählen' card. */
export function PersonHomeClubFields({ editable }: { editable: boolean }) {
  const { control } = useFormContext<PersonFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'memberships', keyName: 'key' });
  const chosen = useMemo(() => new Set(fields.map((f) => f.clubId)), [fields]);
  const choose = useCallback((club: ClubChoice) => append({ clubId: club.id, name: club.name, end: '' }), [append]);

  return (
    <Stack gap="6">
      <Stack as="section" gap="3">
        <Heading as="h2" size="md" color="brand.800">
          {fields.length === 1 ? t.homeClubOne : t.homeClubMany}
        </Heading>
        {fields.length === 0 ? <Text color="gray.600">{t.noHomeClub}</Text> : null}
        {fields.map((field, index) => (
          <Flex
            key={field.key}
            role="group"
            aria-label={field.name}
            gap="4"
            align={{ base: 'stretch', sm: 'flex-end' }}
            direction={{ base: 'column', sm: 'row' }}
            borderWidth="1px"
            borderRadius="md"
            bg="white"
            p="3"
          >
            <Box flex="1" minW="0">
              <Text fontWeight="semibold">
                {field.name}
              </Text>
            </Box>
            <Box w={{ base: 'full', sm: '48' }}>
              <TextField name={`memberships.${index}.end`} label={l.membershipEnd} placeholder="z.B. 2025" trim />
            </Box>
            {editable ? (
              <Button variant="outline" colorPalette="red" size="sm" aria-label={t.removeMembership(field.name)} onClick={() => remove(index)}>
                {t.remove}
              </Button>
            ) : null}
          </Flex>
        ))}
      </Stack>
      {editable ? <ClubPicker exclude={chosen} onChoose={choose} /> : null}
    </Stack>
  );
}
