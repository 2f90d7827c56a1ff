import type { DataSheet, DataSheetAnswer, DataSheetProgressAction, WaveHeader } from '@dtp/api-client';
import { DataSheetProgressActions, DataSheetProgressLabels, datasheetApi, fullName as fullNameOf, useConfig } from '@dtp/api-client';
import {
  Badge,
  ConfirmDialog,
  Form,
  FormSkeleton,
  HStack,
  LeaveGuard,
  PageHeading,
  PersonBaseDataFields,
  PersonGolfFields,
  PersonHomeClubFields,
  RemoteSlot,
  TabNav,
  Text,
  testerBaseDataSchema,
  useAfterFirstPaint,
  useAfterPaintOf,
  useSubmit,
  useFormDraft,
  useValibotForm,
  type FieldPath,
  type TabItem,
  type UseFormReturn,
} from '@dtp/shared-ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AvailabilityTab } from './availability-tab';
import { CommentTab } from './comment-tab';
import { FormButtons, ProgressMenu } from './datasheet-actions';
import { formValuesOf, hasAvailability, inputOf, datasheetTabOf, tabFields, type DatasheetFormValues, type DatasheetTab } from './datasheet-form-values';
import { DatasheetNotices } from './datasheet-notices';
import { useHandOverEarlyHeading } from '../../components/early-heading';
import { datasheetEarlyHeading } from './datasheet-early-heading';
import { datasheetTexts as t } from './datasheet-texts';

export interface DatasheetFormProps {
  sheet: DataSheet;
  waves: readonly WaveHeader[];
  /** Set when acting for another user (the save body's userId). */
  targetUserId?: string;
  isOwn: boolean;
  isManagerOrAdmin: boolean;
  hasTesterRights: boolean;
  /** Back target for managers and admins (navigateBack or /datasheets); none for testers. */
  backTo?: string;
  /** Takes what a save, send or progress change answered. */
  onAnswer: (answer: DataSheetAnswer) => void;
  /** Shown below the form, once the form is (e.g. „Meine Daten“). */
  children?: ReactNode;
}

type Busy = 'save' | 'send' | 'progress' | null;
type Confirm = { kind: 'send' } | { kind: 'progress'; progress: DataSheetProgressAction } | null;

/** The data sheet form: heading, notices, tabs, buttons, dialogs. */
export function DatasheetForm({ sheet, waves, targetUserId, isOwn, isManagerOrAdmin, hasTesterRights, backTo, onAnswer, children }: DatasheetFormProps) {
  const config = useConfig();
  // Heading, name, status and notices paint first; the tabs with the first section follow (a phone's first screen),
  // then, a frame later, the other sections, the buttons and what stands below the form. Only ever added below what is
  // shown, so nothing moves; the fields' commit and first layout are two shorter tasks of a phone's main thread.
  const showFields = useAfterFirstPaint();
  const showRest = useAfterPaintOf(showFields);
  const schema = useMemo(() => testerBaseDataSchema({ isManagerOrAdmin }), [isManagerOrAdmin]);
  // The sheet as loaded: fresher ones (a change's answer, a reload in the background) update the fields
  // without input. The spread turns the interface into an object type, which the loose schema's index signature accepts.
  const record = useMemo(() => ({ ...formValuesOf(sheet) }), [sheet]);
  const form = useValibotForm(schema, { record }) as unknown as UseFormReturn<
    DatasheetFormValues,
    unknown,
    DatasheetFormValues
  >;
  // Unsaved input survives a weak signal, a reload or a new sign-in (issue 31); the draft is per sheet.
  const draft = useFormDraft(form, { name: 'datasheet', record: `${sheet.userId}-${sheet.year}`, version: sheet.version });
  const [tab, setTab] = useState<DatasheetTab>('baseData');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const fullName = fullNameOf(sheet);
  const readOnly = sheet.readonly && !isManagerOrAdmin;
  const isDirty = form.formState.isDirty;
  // The own sheet's heading, for the next visit's first paint (before this code has arrived).
  useHandOverEarlyHeading(isOwn ? datasheetEarlyHeading : null);

  // One call at a time; the server's field errors go next to their fields, and the tab of the first one shows.
  const showTabOf = useCallback((paths: string[]) => {
    if (paths[0]) setTab(datasheetTabOf(paths[0]));
  }, []);
  const { busy, run } = useSubmit<DatasheetFormValues, Exclude<Busy, null>>(form, { onFieldErrors: showTabOf });

  /** A save or send: the form shows the saved sheet. */
  function adopt(answer: DataSheetAnswer) {
    onAnswer(answer);
    form.reset(formValuesOf(answer.dataSheet));
  }

  /** Invalid on save or send: show the tab of the first error. */
  function showFirstError(errors: object) {
    // The errors handed over, not form.formState.errors: this form does not subscribe to them.
    const [first] = Object.keys(errors);
    if (first) setTab(datasheetTabOf(first));
  }

  const save = form.handleSubmit(
    (values) =>
      run('save', async () => {
        const answer = await datasheetApi.save({ ...inputOf(values, targetUserId), version: draft.version ?? sheet.version });
        adopt(answer);
      }),
    showFirstError,
  );

  const askSend = form.handleSubmit((values) => {
    if (!hasAvailability(values.playables)) {
      form.setError('playables', { type: 'manual', message: t.sendNeedsAvailability });
      setTab('availability');
      return;
    }
    setConfirm({ kind: 'send' });
  }, showFirstError);

  const send = async () => {
    await run('send', async () => {
      setConfirm(null);
      const answer = await datasheetApi.send({ ...inputOf(form.getValues(), targetUserId), version: draft.version ?? sheet.version });
      adopt(answer);
    });
  };

  const changeProgress = async (progress: DataSheetProgressAction) => {
    await run('progress', async () => {
      setConfirm(null);
      // Unsaved input stays in the form, the other fields show the server's sheet (the form's `record`).
      onAnswer(await datasheetApi.setProgress({ progress, ...(targetUserId === undefined ? {} : { userId: targetUserId }) }));
    });
  };

  /**
   * A tab switch is refused only while this tab shows errors on fields the user has touched, or after
   * a save or send attempt (then the whole tab is checked). A read-only sheet has nothing to fix.
   */
  const canLeave = async () => {
    const fields = [...tabFields[tab]] as FieldPath<DatasheetFormValues>[];
    if (readOnly || fields.length === 0) return true;
    if (form.formState.submitCount > 0) return form.trigger(fields);
    return !fields.some((field) => form.getFieldState(field).invalid);
  };

  const tabs: TabItem[] = [
    { value: 'baseData', label: t.tabs.baseData, content: <PersonBaseDataFields isManagerOrAdmin={isManagerOrAdmin} firstSectionOnly={!showRest} /> },
    { value: 'golf', label: t.tabs.golf, content: <PersonGolfFields isManagerOrAdmin={isManagerOrAdmin} /> },
    { value: 'homeClub', label: t.tabs.homeClub, content: <PersonHomeClubFields editable={!readOnly} /> },
    { value: 'availability', label: t.tabs.availability, content: <AvailabilityTab waves={waves} readOnly={readOnly} /> },
  ];
  // Feedback in the data sheet: managers and admins (spec 6); the view comes from mf-feedback.
  if (isManagerOrAdmin) {
    tabs.push({
      value: 'feedback',
      label: t.tabs.feedback,
      content: (
        <RemoteSlot
          variant="inline"
          remote="mf_feedback"
          module="./UserFeedback"
          props={{ userId: sheet.userId }}
          unavailableText={t.feedbackUnavailable}
        />
      ),
    });
  }
  if (sheet.canSeeComment) tabs.push({ value: 'comment', label: t.tabs.comment, content: <CommentTab /> });

  const pendingProgress = confirm?.kind === 'progress' ? confirm.progress : null;
  return (
    <>
      <PageHeading
        title={t.title(sheet.year)}
        subtitle={
          <HStack as="span" gap="3" wrap="wrap">
            <span>{fullName}</span>
            <Badge colorPalette={sheet.submitted || sheet.released || sheet.assigned ? 'green' : 'gray'} variant="subtle">
              {t.progress(sheet.progressLabel)}
            </Badge>
          </HStack>
        }
        backTo={isManagerOrAdmin ? backTo : undefined}
        actions={isManagerOrAdmin ? <ProgressMenu sheet={sheet} busy={busy !== null} onSelect={(progress) => setConfirm({ kind: 'progress', progress })} /> : null}
      />
      <DatasheetNotices sheet={sheet} isOwn={isOwn} contact={config.contact} />
      {draft.notice}
      {showFields ? (
        <>
          <Form form={form} readOnly={readOnly} aria-label={t.title(sheet.year)}>
            <TabNav tabs={tabs} value={tab} onChange={(next) => setTab(next as DatasheetTab)} canLeave={canLeave} label={t.title(sheet.year)} />
            {showRest ? (
              <FormButtons
                sheet={sheet}
                canSendRole={hasTesterRights}
                isOwn={isOwn}
                busy={busy}
                onSave={() => void save()}
                onSend={() => void askSend()}
                obligationHref={config.links.obligationDeclarationPdf}
                privacyHref={config.links.privacyUrl}
              />
            ) : null}
          </Form>
          {showRest ? children : null}
        </>
      ) : (
        <FormSkeleton />
      )}
      <ConfirmDialog
        open={confirm?.kind === 'send'}
        title={t.sendTitle}
        confirmLabel={t.send}
        busy={busy === 'send'}
        onConfirm={send}
        onCancel={() => setConfirm(null)}
      >
        {t.sendBody(config.contact.name)}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingProgress !== null}
        title={pendingProgress ? t.progressTitle(DataSheetProgressActions[pendingProgress]) : ''}
        confirmLabel={pendingProgress ? DataSheetProgressActions[pendingProgress] : undefined}
        tone={pendingProgress === 'INITIAL' ? 'danger' : 'default'}
        busy={busy === 'progress'}
        onConfirm={() => (pendingProgress ? changeProgress(pendingProgress) : undefined)}
        onCancel={() => setConfirm(null)}
      >
        <Text>{pendingProgress ? t.progressBody(fullName, DataSheetProgressLabels[pendingProgress]) : null}</Text>
        {isDirty ? (
          <Text mt="2" color="gray.700">
            {t.unsavedBeforeProgress}
          </Text>
        ) : null}
      </ConfirmDialog>
      <LeaveGuard when={isDirty && busy === null} />
    </>
  );
}
