import { WaveProgresses, WaveProgressLabels, wavesApi, wavesCalls, type Wave } from '@dtp/api-client/back-office';
import { DateField, Form, isoToGermanDate, LeaveGuard, SectionCard, SelectField, SimpleGrid, Stack, SubmitButton, labelOptions, useCall, useFormDraft, useSubmit, useValibotForm } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { otherWavesOf, waveInputFrom, waveSchemaOf, waveValuesOf, type WaveFormValues } from './wave-form-values';
import { waveTexts as t } from './wave-texts';

const progressOptions = labelOptions(WaveProgresses, WaveProgressLabels);

/**
 * Start, end and status of a wave; managers and admins save it (the server checks that the end is not before
 * the start, in the season's year, overlapping none of its other waves: checked here too once the season's waves are in).
 * A fresher wave (a save's answer, a refetch) updates the fields not touched; typed input stays.
 */
export function WaveForm({ wave, onSaved }: { wave: Wave; onSaved: (wave: Wave) => void }) {
  const season = useCall(wavesCalls.list, []);
  const others = useMemo(() => otherWavesOf((season.data ?? []).filter((w) => w.year === wave.year), wave.id), [season.data, wave.year, wave.id]);
  const stored = useMemo(() => ({ start: isoToGermanDate(wave.start), end: isoToGermanDate(wave.end) }), [wave.start, wave.end]);
  const schema = useMemo(() => waveSchemaOf(wave.year, others, stored), [wave.year, others, stored]);
  const form = useValibotForm(schema, { record: waveValuesOf(wave) });
  const submit = useSubmit(form);
  // Unsaved input survives a reload or a new sign-in (issue 31); one draft per wave.
  const draft = useFormDraft(form, { name: 'wave', record: wave.id, version: wave.version });
  const save = (values: WaveFormValues) =>
    submit.run('save', async () => {
      const saved = await wavesApi.save({ ...waveInputFrom(wave.id, values), version: draft.version ?? wave.version });
      form.reset(waveValuesOf(saved));
      onSaved(saved);
    });

  return (
    <SectionCard id="wave-form-title" title={t.formTitle}>
      {draft.notice}
      <Form form={form} onSubmit={save} aria-labelledby="wave-form-title">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <DateField name="start" label={t.start} required />
            <DateField name="end" label={t.end} required />
            <SelectField name="progress" label={t.status} options={progressOptions} placeholder={null} required />
          </SimpleGrid>
          <SubmitButton submit={submit}>{t.save}</SubmitButton>
        </Stack>
        <LeaveGuard when={form.formState.isDirty && submit.busy === null} />
      </Form>
    </SectionCard>
  );
}
