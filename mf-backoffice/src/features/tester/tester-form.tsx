import { COMMENT_MAX_LENGTH, fullName, TesterStatuses, TesterStatusLabels } from '@dtp/api-client';
import { usersApi, usersCalls, type Tester, type TesterListItem } from '@dtp/api-client/back-office';
import { FormSection, HStack, labelOptions, Link, PersonBaseDataFields, PersonGolfFields, PersonHomeClubFields, RouterLink, SelectField, Stack, Text, TextareaField, testerBaseDataLabels, useValibotForm, type FieldPath, type TabItem, type UseFormReturn, paths } from '@dtp/shared-ui';
import { EntityFormView, sameName, useEntityForm } from '@dtp/shared-ui/lists';
import { ExecutedTestsTable } from './executed-tests-table';
import { InstructionsFields } from './instructions-fields';
import {
  newTesterValues,
  testerInputFrom,
  testerSchema,
  testerTabFields,
  testerTabOf,
  testerValuesOf,
  type TesterFormValues,
  type TesterTab,
} from './tester-form-values';
import { testerTexts as t } from './tester-texts';

const statusOptions = labelOptions(TesterStatuses, TesterStatusLabels);

export interface TesterFormProps {
  /** null: a new tester. */
  tester: Tester | null;
  back: string;
  /** This page's address, where a club opened from here leads back to. */
  here: string;
  onSaved: (tester: Tester) => void;
}

/** The tester: Stammdaten (with the status), Golfspiel, Heimatclub, Durchgeführte Tests, Schulungen, Sonstiges; save. */
export function TesterForm({ tester, back, here, onSaved }: TesterFormProps) {
  // The spread turns the interface into an object type, which the loose schema's index signature accepts.
  const form = useValibotForm(testerSchema, { defaultValues: { ...(tester ? testerValuesOf(tester) : newTesterValues()) } }) as unknown as UseFormReturn<
    TesterFormValues,
    unknown,
    TesterFormValues
  >;
  const entityForm = useEntityForm({
    form,
    entity: tester,
    firstTab: 'baseData' as TesterTab,
    tabOf: testerTabOf,
    save: (values, version) => usersApi.save({ ...testerInputFrom(tester?.id ?? null, values), version }),
    valuesOf: testerValuesOf,
    onSaved,
    // For a new tester: the existing ones, to warn about a likely duplicate before saving.
    duplicates: {
      call: usersCalls.list,
      same: (x: TesterListItem, values) => sameName(x.firstName, values.firstName) && sameName(x.lastName, values.lastName),
    },
    // Unsaved input survives a reload or a new sign-in (issue 31): one draft per tester, 'new' while created.
    draft: { name: 'tester', record: tester?.id ?? 'new', version: tester?.version },
  });
  const { tab } = entityForm;

  const canLeave = async () => {
    const fields = [...testerTabFields[tab]] as FieldPath<TesterFormValues>[];
    if (fields.length === 0) return true;
    if (form.formState.submitCount > 0) return form.trigger(fields);
    return !fields.some((field) => form.getFieldState(field).invalid);
  };

  const tabs: TabItem[] = [
    {
      value: 'baseData',
      label: t.tabs.baseData,
      content: (
        <Stack gap="8">
          <FormSection title={t.statusSection}>
            <SelectField name="status" label={t.status} options={statusOptions} placeholder={null} required />
          </FormSection>
          <PersonBaseDataFields isManagerOrAdmin emailRequired />
        </Stack>
      ),
    },
    { value: 'golf', label: t.tabs.golf, content: <PersonGolfFields isManagerOrAdmin /> },
    { value: 'homeClub', label: t.tabs.homeClub, content: <PersonHomeClubFields editable /> },
    {
      value: 'executedTests',
      label: t.tabs.executedTests,
      content: tester ? <ExecutedTestsTable tests={tester.executedTests} backTo={here} /> : <Text color="gray.600">{t.executedNew}</Text>,
    },
    { value: 'instructions', label: t.tabs.instructions, content: <InstructionsFields /> },
    {
      value: 'comment',
      label: t.tabs.comment,
      content: (
        <FormSection title={t.tabs.comment} columns={1}>
          <TextareaField name="comment" label={testerBaseDataLabels.comment} rows={6} maxLength={COMMENT_MAX_LENGTH} />
        </FormSection>
      ),
    },
  ];

  return (
    <EntityFormView
      entityForm={entityForm}
      title={tester ? t.title(fullName(tester)) : t.newTitle}
      subtitle={
        tester && tester.clubs.length > 0 ? (
          <HStack as="span" gap="2" wrap="wrap">
            <span>{t.homeClubs}</span>
            {tester.clubs.map((club) => (
              <Link key={club.id} asChild color="brand.700" textDecoration="underline">
                <RouterLink to={paths.showClub(club.id, here)}>{club.name}</RouterLink>
              </Link>
            ))}
          </HStack>
        ) : undefined
      }
      back={back}
      tabs={tabs}
      canLeave={canLeave}
      texts={t}
      duplicateName={(x) => `${fullName(x)} (${x.email})`}
    />
  );
}
