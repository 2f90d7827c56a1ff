import { Heading, SelectField, SimpleGrid, Stack, TextField, salutationOptions, testerBaseDataLabels as l, titleOptions } from '@dtp/shared-ui';
import type { ReactNode } from 'react';
import { datasheetTexts as t } from './datasheet-texts';

export function Section({ title, children, columns = 2 }: { title: string; children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md" color="brand.800">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

interface BaseDataTabProps {
  isManagerOrAdmin: boolean;
}

/** Stammdaten, Kontaktdaten and Adresse (spec 3 and 5 'Tester base data'). */
export function BaseDataTab({ isManagerOrAdmin }: BaseDataTabProps) {
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
