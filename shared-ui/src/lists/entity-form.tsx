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

export interface RecordFormOptions<V extends FieldValues, O extends FieldValues, E, X = never> {
  /** The form (useValibotForm): V as typed, O as validated. */
  form: UseFormReturn<V, unknown, O>;
  /** The record shown; null while a new one is created. */
  entity: E | null;
  /**
   * Saves the values with the version to send (the record's id is the caller's to add): the version the
   * input was typed on, a restored draft's or the record's as read; undefined for a new record.
   */
  save: (values: O, version: number | undefined) => Promise<E>;
  /** The form values of the saved record: the form starts again from the server's answer. */
  valuesOf: (saved: E) => V;
  onSaved: (saved: E) => void;
  /**
   * For a new record: the call table's list of the existing ones (a GET without parameters, e.g. `clubListCall`),
   * loaded once, and whether one has the same name as the values. Without: no duplicate warning.
   */
  duplicates?: { call: ListRead<X>; same: (existing: X, values: O) => boolean };
  /**
   * The unsaved input kept in the browser (issue 31): the form's name, the record's id ('new' while
   * created) and its version as read.
   */
  draft: Pick<FormDraftOptions, 'name' | 'record' | 'version'>;
  /** The form fields a save was refused at (by the form's check or by the server), first first: e.g. to show their tab. */
  onInvalid?: (fields: string[]) => void;
}

export interface RecordForm<V extends FieldValues, O extends FieldValues, X = never> {
  form: UseFormReturn<V, unknown, O>;
  /** A new record is being created (its save button says so). */
  isNew: boolean;
  submit: Submit<'save'>;
  /** Validates; an invalid field goes to onInvalid, a likely duplicate asks first, else the record is saved. */
  save: () => void;
  /**
   * The form's onSubmit (`<Form form onSubmit={recordForm.submitValid}>`) for a form with a submit button: the
   * values as validated are checked for duplicates, then saved.
   */
  submitValid: (values: O) => void;
  /** The existing records of the same name while the warning is open; else none. */
  duplicates: X[];
  /** 'Trotzdem anlegen': saves the values as checked. */
  saveDespiteDuplicates: () => void;
  closeDuplicates: () => void;
  /** The draft: its restore notice with „Verwerfen“ (or none) and the version to save with. */
  draft: FormDraft;
  /** Changes not saved and no save running: leaving asks first (`<LeaveGuard when={recordForm.unsaved} />`). */
  unsaved: boolean;
}

/** A GET of the call table without parameters that answers a list (`clubListCall`, `usersCalls.list`). */
type ListRead<X> = CallRow<CallSpec & { method: 'GET'; output: GenericSchema<unknown, X[]> }>;

const none: never[] = [];

/**
 * The back office's one save routine for a record's form (club, tester, testing, wave, panel, new season): one save
 * at a time through useSubmit (the server's field errors beside the fields, the input kept on an error; the client
 * raises the success or error badge), the duplicate warning before a new record is created, the form starting again
 * from the saved record, and the unsaved input kept as a draft.
 */
export function useRecordForm<V extends FieldValues, O extends FieldValues, E, X = never>(options: RecordFormOptions<V, O, E, X>): RecordForm<V, O, X> {
  const { form, entity, valuesOf, onSaved, duplicates: check, onInvalid } = options;
  const submit = useSubmit<V>(form, { onFieldErrors: onInvalid });
  const existing: X[] = useCall(entity === null && check ? check.call : null, []).data ?? none;
  const [pending, setPending] = useState<{ duplicates: X[]; values: O } | null>(null);
  // Called where the form's defaults are the loaded record; a save resets the form to the saved record, which deletes the draft.
  const draft = useFormDraft(form, options.draft);

  const persist = (values: O) =>
    submit.run('save', async () => {
      const saved = await options.save(values, draft.version ?? undefined);
      form.reset(valuesOf(saved));
      onSaved(saved);
    });

  const submitValid = (values: O) => {
    const same = entity === null && check ? existing.filter((x) => check.same(x, values)) : [];
    if (same.length > 0) setPending({ duplicates: same, values });
    else void persist(values);
  };
  const validateAndSave = form.handleSubmit(submitValid, (errors) => onInvalid?.(Object.keys(errors)));

  return {
    form,
    isNew: entity === null,
    submit,
    save: () => void validateAndSave(),
    submitValid,
    duplicates: pending?.duplicates ?? none,
    saveDespiteDuplicates: () => {
      setPending(null);
      if (pending) void persist(pending.values);
    },
    closeDuplicates: () => setPending(null),
    draft,
    unsaved: form.formState.isDirty && submit.busy === null,
  };
}

export interface EntityFormOptions<V extends FieldValues, E, X, T extends string> extends Omit<RecordFormOptions<V, V, E, X>, 'onInvalid'> {
  /** The tab shown first. */
  firstTab: T;
  /** The tab a form field is on: a save refused by the form or by the server shows its first error's tab. */
  tabOf: (field: string) => T;
}

export interface EntityForm<V extends FieldValues, X, T extends string> extends RecordForm<V, V, X> {
  firstTab: T;
  tab: T;
  setTab: (tab: T) => void;
}

/** A record's form with tabs (club, tester): useRecordForm, and a save refused at a field shows that field's tab. */
export function useEntityForm<V extends FieldValues, E, X, T extends string>(options: EntityFormOptions<V, E, X, T>): EntityForm<V, X, T> {
  const { firstTab, tabOf } = options;
  const [tab, setTab] = useState<T>(firstTab);
  const showTabOf = useCallback((fields: string[]) => fields[0] && setTab(tabOf(fields[0])), [tabOf]);
  return { ...useRecordForm({ ...options, onInvalid: showTabOf }), firstTab, tab, setTab };
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
      <LeaveGuard when={entityForm.unsaved} />
    </>
  );
}
