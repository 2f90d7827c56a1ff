import { Stack } from '@chakra-ui/react';
import { useConfig } from '@dtp/api-client';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { salutationOptions, testerBaseDataLabels as l, titleOptions } from '../validation/tester-base-data';
import { AddressFields } from './address-fields';
import { FormSection as Section } from './form-section';
import { personFormTexts as t } from './person-form-texts';

export interface PersonBaseDataFieldsProps {
  isManagerOrAdmin: boolean;
  /** Marks the email as required: the tester form (POST /user) requires it; the data sheet does not. */
  emailRequired?: boolean;
  /** Only the first section (Stammdaten), the others a step later: what a phone shows first (the data sheet's first visit). */
  firstSectionOnly?: boolean;
}

/**
 * Stammdaten, Kontaktdaten and Adresse (spec 3 and 5 'Tester base data'). Managers and admins edit
 * the email and the coordinates and are exempt from the required address.
 */
export function PersonBaseDataFields({ isManagerOrAdmin, emailRequired = false, firstSectionOnly = false }: PersonBaseDataFieldsProps) {
  const strict = !isManagerOrAdmin;
  const contactName = useConfig().contact.name;
  return (
    <Stack gap="8">
      <Section title={t.sections.baseData}>
        <SelectField name="salutation" label={l.salutation} options={salutationOptions} required />
        <SelectField name="title" label={l.title} options={titleOptions} placeholder={null} />
        <TextField name="firstName" label={l.firstName} required autoComplete="given-name" trim />
        <TextField name="lastName" label={l.lastName} required autoComplete="family-name" trim />
        <TextField name="birthYear" label={l.birthYear} required={strict} placeholder="z.B. 1970" trim />
        <TextField name="testerSince" label={l.testerSince} placeholder="z.B. 2020" trim />
        <TextField name="profession" label={l.profession} maxLength={255} />
      </Section>
      {firstSectionOnly ? null : (
        <>
          <Section title={t.sections.contact}>
            <TextField name="contact.phone" label={l.phone} type="tel" autoComplete="tel" />
            <TextField name="contact.mobile" label={l.mobile} type="tel" autoComplete="tel" />
            <TextField
              name="contact.email"
              label={l.email}
              type="email"
              autoComplete="email"
              readOnly={!isManagerOrAdmin}
              required={emailRequired}
              helperText={isManagerOrAdmin ? undefined : t.emailHint(contactName)}
              trim
            />
          </Section>
          <Section title={t.sections.address}>
            <AddressFields prefix="address" required={strict} coordinates={isManagerOrAdmin} />
          </Section>
        </>
      )}
    </Stack>
  );
}
