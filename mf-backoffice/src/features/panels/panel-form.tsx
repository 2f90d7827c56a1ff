import { PanelProgresses } from '@dtp/api-client';
import { PanelProgressLabels, panelsApi, type Panel } from '@dtp/api-client/back-office';
import { Form, labelOptions, LeaveGuard, required, SelectField, Stack, SubmitButton, textValue, useValibotForm, v } from '@dtp/shared-ui';
import { useRecordForm } from '@dtp/shared-ui/lists';
import { panelTexts as t } from './panel-texts';

const progressOptions = labelOptions(PanelProgresses, PanelProgressLabels);
const panelSchema = v.object({ progress: textValue(required(t.status)) });
const isProgress = (value: string): value is Panel['progress'] => (PanelProgresses as readonly string[]).includes(value);

/** The panel's status, saved through POST /panel; a fresher status (a save's answer, a refetch) shows unless one was chosen and not saved. */
export function PanelForm({ panel, onSaved }: { panel: Panel; onSaved: (panel: Panel) => void }) {
  const form = useValibotForm(panelSchema, { record: { progress: panel.progress } });
  const { submit, submitValid, draft, unsaved } = useRecordForm({
    form,
    entity: panel,
    // The select offers the three statuses only.
    save: ({ progress }, version) => panelsApi.save({ panelId: panel.panelId, version, progress: isProgress(progress) ? progress : panel.progress }),
    valuesOf: (saved) => ({ progress: saved.progress }),
    onSaved,
    // Unsaved input survives a reload or a new sign-in (issue 31); one draft per panel.
    draft: { name: 'panel', record: panel.panelId, version: panel.version },
  });

  return (
    <Form form={form} onSubmit={submitValid} aria-label={t.status}>
      {draft.notice}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Stack flex="1" maxW={{ sm: 'sm' }}>
          <SelectField name="progress" label={t.status} options={progressOptions} placeholder={null} required />
        </Stack>
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={unsaved} />
    </Form>
  );
}
