import { WaveProgresses, WaveProgressLabels, wavesApi, wavesCalls, type Wave } from '@dtp/api-client/back-office';
import { DateField, Form, isoToGermanDate, LeaveGuard, SectionCard, SelectField, SimpleGrid, Stack, SubmitButton, labelOptions, useCall, useValibotForm } from '@dtp/shared-ui';
import { useRecordForm } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { otherWavesOf, waveInputFrom, waveSchemaOf, waveValuesOf } from './wave-form-values';
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
  const { submit, submitValid, draft, unsaved } = useRecordForm({
    form,
    entity: wave,
    save: (values, version) => wavesApi.save({ ...waveInputFrom(wave.id, values), version }),
    valuesOf: waveValuesOf,
    onSaved,
    // Unsaved input survives a reload or a new sign-in (issue 31); one draft per wave.
    draft: { name: 'wave', record: wave.id, version: wave.version },
  });

  return (
    <SectionCard id="wave-form-title" title={t.formTitle}>
      {draft.notice}
      <Form form={form} onSubmit={submitValid} aria-labelledby="wave-form-title">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <DateField name="start" label={t.start} required />
            <DateField name="end" label={t.end} required />
            <SelectField name="progress" label={t.status} options={progressOptions} placeholder={null} required />
          </SimpleGrid>
          <SubmitButton submit={submit}>{t.save}</SubmitButton>
        </Stack>
        <LeaveGuard when={unsaved} />
      </Form>
    </SectionCard>
  );
}
