import { adminApi, DEFAULT_MEASURE_SETTINGS, measureSettingsFieldRules, measureSettingsLabels, type Admin, type MeasureSettings } from '@dtp/api-client/back-office';
import { parseGermanNumber } from '@dtp/api-client';
import { Form, formRules, LeaveGuard, NumberField, Stack, SubmitButton, Text, textValue, useSubmit, useValibotForm, v } from '@dtp/shared-ui';
import { measureSettingsTexts as t } from './measure-settings-texts';

/** The threshold, a whole number checked by the contract's rule (the server checks the same). */
const measuresSchema = v.object({
  measures: v.object({ thresholdPercent: textValue(...formRules(measureSettingsFieldRules['measures.thresholdPercent'])) }),
});
type MeasureValues = v.InferOutput<typeof measuresSchema>;

/** The stored threshold as the field shows it; an older server sends none: the default. */
const measureValuesOf = (m: MeasureSettings = DEFAULT_MEASURE_SETTINGS): MeasureValues => ({ measures: { thresholdPercent: String(m.thresholdPercent) } });

/** 'Handlungsfelder' (issue 62, item 1): below which share of its points a question of a released questionnaire becomes a finding. */
export function MeasureSettingsForm({ admin, onSaved }: { admin: Admin; onSaved: (admin: Admin) => void }) {
  const form = useValibotForm(measuresSchema, { defaultValues: measureValuesOf(admin.measures) });
  const submit = useSubmit(form);
  const save = ({ measures }: MeasureValues) =>
    submit.run('save', async () => {
      const saved = await adminApi.save({ ...admin, measures: { thresholdPercent: parseGermanNumber(measures.thresholdPercent) ?? Number.NaN } });
      form.reset(measureValuesOf(saved.measures));
      onSaved(saved);
    });
  return (
    <Form form={form} onSubmit={save} aria-labelledby="admin-measures-title">
      <Stack gap="4">
        <Text color="gray.700">{t.intro}</Text>
        <NumberField name="measures.thresholdPercent" label={measureSettingsLabels.thresholdPercent} helperText={t.thresholdHint} required />
        <SubmitButton submit={submit}>{t.save}</SubmitButton>
      </Stack>
      <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
    </Form>
  );
}
