import { clubListCall, COMMENT_MAX_LENGTH, clubsApi, type Club, type ClubListItem } from '@dtp/api-client';
import { AddressFields, CheckboxField, FormSection, HStack, Link, RouterLink, Stack, Text, TextareaField, TextField, useHere, useValibotForm, useWatch, type TabItem, type UseFormReturn, paths } from '@dtp/shared-ui';
import { EmailLinkField, EmailListField, EntityFormView, sameName, useEntityForm } from '@dtp/shared-ui/lists';
import { clubInputFrom, clubSchema, clubTabOf, clubValuesOf, newClubValues, type ClubFormValues, type ClubTab } from './club-form-values';
import { clubTexts as t } from './club-texts';
import { ContactPersonsFields } from './contact-persons-fields';

const l = t.labels;
/** Tabs only a testable club has (spec section 2 'Club detail'). */
const testableTabs: readonly ClubTab[] = ['contactPersons', 'emails', 'invoiceAddress'];

export interface ClubFormProps {
  /** null: a new club. */
  club: Club | null;
  back: string;
  onSaved: (club: Club) => void;
}

/** The club: Stammdaten; for testable clubs Kontaktpersonen, Emails and Rechnungsadresse; Sonstiges; save. */
export function ClubForm({ club, back, onSaved }: ClubFormProps) {
  // 'Panel öffnen' leads back to this club (and from it where the club was opened from).
  const here = useHere();
  const form = useValibotForm(clubSchema, { defaultValues: club ? clubValuesOf(club) : newClubValues() }) as unknown as UseFormReturn<ClubFormValues, unknown, ClubFormValues>;
  const entityForm = useEntityForm({
    form,
    entity: club,
    firstTab: 'baseData' as ClubTab,
    tabOf: clubTabOf,
    save: (values, version) => clubsApi.save({ ...clubInputFrom(club?.id ?? null, values), version }),
    valuesOf: clubValuesOf,
    onSaved,
    // For a new club: the existing ones, to warn about a likely duplicate before saving.
    duplicates: { call: clubListCall, same: (x: ClubListItem, values) => sameName(x.name, values.name) },
    // Unsaved input survives a reload or a new sign-in (issue 31): one draft per club, 'new' while created.
    draft: { name: 'club', record: club?.id ?? 'new', version: club?.version },
  });
  const isTestable = useWatch({ control: form.control, name: 'isTestable' });

  const tabs: TabItem[] = [
    {
      value: 'baseData',
      label: t.tabs.baseData,
      content: (
        <Stack gap="8">
          <FormSection title={t.sections.club}>
            <TextField name="name" label={l.name} required trim />
            <TextField name="invoiceName" label={l.invoiceName} helperText={t.invoiceNameHint} trim />
            <TextField name="homepage" label={l.homepage} type="url" placeholder={t.homepagePlaceholder} trim />
            <Stack gap="3" pt={{ md: '6' }}>
              <CheckboxField name="leading" label={l.leading} />
              <CheckboxField name="candidateClub" label={l.candidateClub} />
              <CheckboxField name="isTestable" label={l.isTestable} />
              <Text fontSize="xs" color="gray.600">
                {t.testableHint}
              </Text>
            </Stack>
          </FormSection>
          <FormSection title={t.sections.contact}>
            <EmailLinkField name="email" label={l.email} />
            <TextField name="phone" label={l.phone} type="tel" trim />
          </FormSection>
          <FormSection title={t.sections.address}>
            <AddressFields prefix="address" />
          </FormSection>
          <FormSection title={t.sections.comment} columns={1}>
            <TextareaField name="comment" label={l.comment} rows={5} maxLength={COMMENT_MAX_LENGTH} />
          </FormSection>
        </Stack>
      ),
    },
    { value: 'contactPersons', label: t.tabs.contactPersons, content: <ContactPersonsFields /> },
    {
      value: 'emails',
      label: t.tabs.emails,
      content: (
        <FormSection title={t.tabs.emails} columns={1}>
          <EmailListField name="resultRecipients" label={l.resultRecipients} helperText={t.resultRecipientsHint} placeholder={t.resultRecipientsPlaceholder} />
        </FormSection>
      ),
    },
    {
      value: 'invoiceAddress',
      label: t.tabs.invoiceAddress,
      content: (
        <FormSection title={t.tabs.invoiceAddress}>
          <AddressFields prefix="invoiceAddress" />
        </FormSection>
      ),
    },
    {
      value: 'misc',
      label: t.tabs.misc,
      content: (
        <Stack gap="8">
          <FormSection title={t.sections.manager}>
            <TextField name="manager" label={l.manager} trim />
            <EmailLinkField name="managerEmail" label={l.managerEmail} />
            <TextField name="managerPhone" label={l.managerPhone} type="tel" trim />
          </FormSection>
          <FormSection title={t.sections.president}>
            <TextField name="president" label={l.president} trim />
            <EmailLinkField name="presidentEmail" label={l.presidentEmail} />
            <TextField name="presidentPhone" label={l.presidentPhone} type="tel" trim />
          </FormSection>
          <FormSection title={t.sections.premiumTest}>
            <TextField name="premiumTestContact" label={l.premiumTestContact} trim />
            <EmailLinkField name="premiumTestContactEmail" label={l.premiumTestContactEmail} />
          </FormSection>
          <FormSection title={t.sections.coordinates}>
            <TextField name="lat" label={l.lat} trim />
            <TextField name="lon" label={l.lon} trim />
          </FormSection>
        </Stack>
      ),
    },
  ].filter((item) => isTestable || !testableTabs.includes(item.value as ClubTab));

  return (
    <EntityFormView
      entityForm={entityForm}
      title={club ? club.name : t.newTitle}
      subtitle={
        club?.panelId != null ? (
          <HStack as="span" gap="3" wrap="wrap">
            <span>{t.status(club.statusLabel)}</span>
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink to={paths.showPanel(club.panelId, here)}>{t.openPanel}</RouterLink>
            </Link>
          </HStack>
        ) : undefined
      }
      back={back}
      tabs={tabs}
      texts={t}
      duplicateName={(x) => (x.city ? `${x.name} (${x.city})` : x.name)}
    />
  );
}
