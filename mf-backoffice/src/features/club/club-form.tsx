import { COMMENT_MAX_LENGTH, clubsApi, paths, type Club, type ClubListItem } from '@dtp/shared-api';
import {
  AddressFields,
  CheckboxField,
  Form,
  FormSection,
  HStack,
  LeaveGuard,
  Link,
  PageHeading,
  RouterLink,
  Stack,
  SubmitButton,
  TabNav,
  Text,
  TextareaField,
  TextField,
  useLoad,
  useSubmit,
  useValibotForm,
  useWatch,
  type TabItem,
  type UseFormReturn,
} from '@dtp/shared-ui';
import { DuplicateNameDialog, EmailLinkField, EmailListField, sameName } from '@dtp/shared-ui/lists';
import { useCallback, useState } from 'react';
import { clubInputFrom, clubSchema, clubTabOf, clubValuesOf, newClubValues, type ClubFormValues, type ClubTab } from './club-form-values';
import { clubTexts as t } from './club-texts';
import { ContactPersonsFields } from './contact-persons-fields';

const l = t.labels;
const noClubs: ClubListItem[] = [];
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
  const form = useValibotForm(clubSchema, { defaultValues: club ? clubValuesOf(club) : newClubValues() }) as unknown as UseFormReturn<ClubFormValues, unknown, ClubFormValues>;
  const [tab, setTab] = useState<ClubTab>('baseData');
  const isTestable = useWatch({ control: form.control, name: 'isTestable' });
  const showTabOf = useCallback((fields: string[]) => fields[0] && setTab(clubTabOf(fields[0])), []);
  const submit = useSubmit<ClubFormValues>(form, { onFieldErrors: showTabOf });
  // For a new club: the existing ones, to warn about a likely duplicate before saving.
  const existing = useLoad(club === null ? () => clubsApi.list() : null, 'clubs').data ?? noClubs;
  const [duplicates, setDuplicates] = useState<ClubListItem[]>([]);

  const persist = (values: ClubFormValues) =>
    submit.run('save', async () => {
      const saved = await clubsApi.save({ ...clubInputFrom(club?.id ?? null, values), version: club?.version });
      form.reset(clubValuesOf(saved));
      onSaved(saved);
    });

  const save = form.handleSubmit(
    (values) => {
      const same = club === null ? existing.filter((x) => sameName(x.name, values.name)) : [];
      if (same.length > 0) setDuplicates(same);
      else void persist(values);
    },
    (errors) => {
      const [first] = Object.keys(errors);
      if (first) setTab(clubTabOf(first));
    },
  );

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

  const title = club ? club.name : t.newTitle;
  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          club?.panelId != null ? (
            <HStack as="span" gap="3" wrap="wrap">
              <span>{t.status(club.statusLabel)}</span>
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to={paths.showPanel(club.panelId)}>{t.openPanel}</RouterLink>
              </Link>
            </HStack>
          ) : undefined
        }
        backTo={back}
      />
      <Form form={form} aria-label={title}>
        <Stack gap="4">
          <TabNav tabs={tabs} value={tabs.some((item) => item.value === tab) ? tab : 'baseData'} onChange={(next) => setTab(next as ClubTab)} label={title} />
          <SubmitButton submit={submit} onClick={() => void save()}>
            {club ? t.save : t.create}
          </SubmitButton>
        </Stack>
      </Form>
      <DuplicateNameDialog
        duplicates={duplicates.map((x) => (x.city ? `${x.name} (${x.city})` : x.name))}
        body={t.duplicateBody}
        onConfirm={() => {
          setDuplicates([]);
          void persist(form.getValues());
        }}
        onCancel={() => setDuplicates([])}
      />
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </>
  );
}
