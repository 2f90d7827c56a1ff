import { Stack } from '@chakra-ui/react';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { salutationOptions, testerBaseDataLabels as l, titleOptions } from '../validation/tester-base-data';
import { FormSection as Section } from './form-section';
import { personFormTexts as t } from './person-form-texts';

export interface PersonBaseDataFieldsProps {
  isManagerOrAdmin: boolean;
}

/**
 * Stammdaten, Kontaktdaten and Adresse (spec 3 and 5 'Tester base data'). Managers and admins edit
 * the email and the coordinates and are exempt from the required address.
 */
export function PersonBaseDataFields({ isManagerOrAdmin }: PersonBaseDataFieldsProps) {
  const strict = !isManagerOrAdmin;
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
      <Section title={t.sections.contact}>
        <TextField name="contact.phone" label={l.phone} type="tel" autoComplete="tel" />
        <TextField name="contact.mobile" label={l.mobile} type="tel" autoComplete="tel" />
        <TextField
          name="contact.email"
          label={l.email}
          type="email"
          autoComplete="email"
          readOnly={!isManagerOrAdmin}
          helperText={isManagerOrAdmin ? undefined : t.emailHint}
          trim
        />
      </Section>
      <Section title={t.sections.address}>
        <TextField name="address.street" label={l.street} required={strict} autoComplete="address-line1" />
        <TextField name="address.streetNo" label={l.streetNo} required={strict} />
        <TextField name="address.zip" label={l.zip} required={strict} autoComplete="postal-code" trim />
        <TextField name="address.city" label={l.city} required={strict} autoComplete="address-level2" />
        <TextField name="address.state" label={l.state} required={strict} autoComplete="address-level1" />
        <TextField name="address.country" label={l.country} required={strict} autoComplete="country-name" />
        {isManagerOrAdmin ? (
          <>
            <TextField name="address.lat" label={l.lat} trim />
            <TextField name="address.lon" label={l.lon} trim />
          </>
        ) : null}
      </Section>
    </Stack>
  );
}
