import { Stack } from '@chakra-ui/react';
import type { CallRow, CallSpec } from '@dtp/api-client';
import { useCallback, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import { PageHeading } from '../components/page-heading';
import { TabNav, type TabItem } from '../components/tab-nav';
import { Form } from '../form/form';
import { useFormDraft, type FormDraft, type FormDraftOptions } from '../form/form-draft';
import { LeaveGuard } from '../form/leave-guard';
import { SubmitButton } from '../form/submit-button';
import { useSubmit, type Submit } from '../form/use-submit';
import { useCall } from '../hooks/use-call';
import { DuplicateNameDialog } from './duplicate-name-dialog';

export interface EntityFormOptions<V extends FieldValues, E, X, T extends string> {
  form: UseFormReturn<V, unknown, V>;
  /** The record shown; null while a new one is created. */
  entity: E | null;
  /** The tab shown first. */
  firstTab: T;
  /** The tab a form field is on: a save refused by the form or by the server shows its first error's tab. */
  tabOf: (field: string) => T;
  /**
   * Saves the values with the version to send (the record's id is the caller's to add): the version the
   * input was typed on, a restored draft's or the record's as read; undefined for a new record.
   */
  save: (values: V, version: number | undefined) => Promise<E>;
  /** The form values of the saved record: the form starts again from the server's answer. */
  valuesOf: (saved: E) => V;
  onSaved: (saved: E) => void;
  /**
   * For a new record: the call table's list of the existing ones (a GET without parameters, e.g. `clubListCall`),
   * loaded once, and whether one has the same name as the values.
   */
  duplicates: { call: ListRead<X>; same: (existing: X, values: V) => boolean };
  /**
   * The unsaved input kept in the browser (issue 31): the form's name, the record's id ('new' while
   * created) and its version as read.
   */
  draft: Pick<FormDraftOptions, 'name' | 'record' | 'version'>;
}

export interface EntityForm<V extends FieldValues, X, T extends string> {
  form: UseFormReturn<V, unknown, V>;
  /** A new record is being created (its save button says so). */
  isNew: boolean;
  firstTab: T;
  tab: T;
  setTab: (tab: T) => void;
  submit: Submit<'save'>;
  /** Validates; an invalid field opens its tab, a likely duplicate asks first, else the record is saved. */
  save: () => void;
  /** The existing records of the same name while the warning is open; else none. */
  duplicates: X[];
  /** 'Trotzdem anlegen': saves the values as they are. */
  saveDespiteDuplicates: () => void;
  closeDuplicates: () => void;
  /** The draft: its restore notice with „Verwerfen“ (or none) and the version to save with. */
  draft: FormDraft;
}

/** A GET of the call table without parameters that answers a list (`clubListCall`, `usersCalls.list`). */
type ListRead<X> = CallRow<CallSpec & { method: 'GET'; output: GenericSchema<unknown, X[]> }>;

const none: never[] = [];

/**
 * A back-office record's form (club, tester): tabs that follow the first error (the form's or the
 * server's), the duplicate warning before a new record is created, and one save at a time through
 * useSubmit, after which the form starts from the saved record; the unsaved input kept as a draft.
 */
export function useEntityForm<V extends FieldValues, E, X, T extends string>(options: EntityFormOptions<V, E, X, T>): EntityForm<V, X, T> {
  const { form, entity, firstTab, tabOf, valuesOf, onSaved, duplicates: check } = options;
  const [tab, setTab] = useState<T>(firstTab);
  const showTabOf = useCallback((fields: string[]) => fields[0] && setTab(tabOf(fields[0])), [tabOf]);
  const submit = useSubmit<V>(form, { onFieldErrors: showTabOf });
  const existing: X[] = useCall(entity === null ? check.call : null, []).data ?? none;
  const [duplicates, setDuplicates] = useState<X[]>([]);
  // Called where the form's defaults are the loaded record; a save resets the form to the saved record, which deletes the draft.
  const draft = useFormDraft(form, options.draft);

  const persist = (values: V) =>
    submit.run('save', async () => {
      const saved = await options.save(values, draft.version ?? undefined);
      form.reset(valuesOf(saved));
      onSaved(saved);
    });

  const validateAndSave = form.handleSubmit(
    (values) => {
      const same = entity === null ? existing.filter((x) => check.same(x, values)) : [];
      if (same.length > 0) setDuplicates(same);
      else void persist(values);
    },
    (errors) => {
      const [first] = Object.keys(errors);
      if (first) setTab(tabOf(first));
    },
  );

  return {
    form,
    isNew: entity === null,
    firstTab,
    tab,
    setTab,
    submit,
    save: () => void validateAndSave(),
    duplicates,
    saveDespiteDuplicates: () => {
      setDuplicates([]);
      void persist(form.getValues());
    },
    closeDuplicates: () => setDuplicates([]),
    draft,
  };
}

/** The texts of a record's form: its save button for an existing and for a new record, and the duplicate warning naming them. */
export interface EntityFormTexts {
  save: string;
  create: string;
  duplicateBody: (names: string) => string;
}

export interface EntityFormViewProps<V extends FieldValues, X, T extends string> {
  entityForm: EntityForm<V, X, T>;
  /** The page's heading, the form's accessible name and its tab list's. */
  title: string;
  /** Under the heading (the record's links). */
  subtitle?: ReactNode;
  /** Where 'Zurück' leads. */
  back: string;
  /** The tabs now offered; a current tab no longer among them shows the first tab. */
  tabs: TabItem[];
  /** May the user switch tabs now (TabNav's canLeave). */
  canLeave?: () => boolean | Promise<boolean>;
  texts: EntityFormTexts;
  /** An existing record as the user recognises it in the warning. */
  duplicateName: (existing: X) => string;
}

/** The record's page: its heading, the tabs with the save button, the duplicate warning, and the question before leaving unsaved changes. */
export function EntityFormView<V extends FieldValues, X, T extends string>({
  entityForm,
  title,
  subtitle,
  back,
  tabs,
  canLeave,
  texts,
  duplicateName,
}: EntityFormViewProps<V, X, T>) {
  const { form, tab, setTab, submit, firstTab } = entityForm;
  return (
    <>
      <PageHeading title={title} subtitle={subtitle} backTo={back} />
      {entityForm.draft.notice}
      <Form form={form} aria-label={title}>
        <Stack gap="4">
          <TabNav
            tabs={tabs}
            value={tabs.some((item) => item.value === tab) ? tab : firstTab}
            onChange={(next) => setTab(next as T)}
            canLeave={canLeave}
            label={title}
          />
          <SubmitButton submit={submit} onClick={entityForm.save}>
            {entityForm.isNew ? texts.create : texts.save}
          </SubmitButton>
        </Stack>
      </Form>
      <DuplicateNameDialog
        duplicates={entityForm.duplicates.map(duplicateName)}
        body={texts.duplicateBody}
        onConfirm={entityForm.saveDespiteDuplicates}
        onCancel={entityForm.closeDuplicates}
      />
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </>
  );
}
