import { PanelProgresses } from '@dtp/api-client';
import { PanelProgressLabels, panelsApi, type Panel } from '@dtp/api-client/back-office';
import { Form, labelOptions, LeaveGuard, required, SelectField, Stack, SubmitButton, textValue, useFormDraft, useSubmit, useValibotForm, v } from '@dtp/shared-ui';
import { panelTexts as t } from './panel-texts';

const progressOptions = labelOptions(PanelProgresses, PanelProgressLabels);
const panelSchema = v.object({ progress: textValue(required(t.status)) });
type PanelFormValues = v.InferOutput<typeof panelSchema>;
const isProgress = (value: string): value is Panel['progress'] => (PanelProgresses as readonly string[]).includes(value);

/** The panel's status, saved through POST /panel; a fresher status (a save's answer, a refetch) shows unless one was chosen and not saved. */
export function PanelForm({ panel, onSaved }: { panel: Panel; onSaved: (panel: Panel) => void }) {
  const form = useValibotForm(panelSchema, { record: { progress: panel.progress } });
  const submit = useSubmit(form);
  // Unsaved input survives a reload or a new sign-in (issue 31); one draft per panel.
  const draft = useFormDraft(form, { name: 'panel', record: panel.panelId, version: panel.version });
  const save = ({ progress }: PanelFormValues) =>
    submit.run('save', async () => {
      if (!isProgress(progress)) return;
      const saved = await panelsApi.save({ panelId: panel.panelId, version: draft.version ?? panel.version, progress });
      form.reset({ progress: saved.progress });
      onSaved(saved);
    });

  return (
    <Form form={form} onSubmit={save} aria-label={t.status}>
      {draft.notice}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Stack flex="1" maxW={{ sm: 'sm' }}>
          <SelectField name="progress" label={t.status} options={progressOptions} placeholder={null} required />
        </Stack>
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}
