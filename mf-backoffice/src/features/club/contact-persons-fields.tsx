import { Box, TextField } from '@dtp/shared-ui';
import { EmailLinkField, FieldRows } from '@dtp/shared-ui/lists';
import { emptyContactPerson, type ClubFormValues } from './club-form-values';
import { clubTexts as t } from './club-texts';

const l = t.labels;

/** Kontaktpersonen: a row per person (Name, Position, Email, Telefon); Enter in the last row's Telefon adds one. */
export function ContactPersonsFields() {
  return (
    <FieldRows<ClubFormValues> name="contactPersons" newRow={emptyContactPerson} firstField="name" lastField="phone" texts={t.contactPersons}>
      {(index) => (
        <>
          <Box flex="1" minW="0">
            <TextField name={`contactPersons.${index}.name`} label={l.personName} trim />
          </Box>
          <Box flex="1" minW="0">
            <TextField name={`contactPersons.${index}.type`} label={l.personType} trim />
          </Box>
          <Box flex="1.3" minW="0">
            <EmailLinkField name={`contactPersons.${index}.email`} label={l.personEmail} />
          </Box>
          <Box flex="1" minW="0">
            <TextField name={`contactPersons.${index}.phone`} label={l.personPhone} type="tel" trim />
          </Box>
        </>
      )}
    </FieldRows>
  );
}
