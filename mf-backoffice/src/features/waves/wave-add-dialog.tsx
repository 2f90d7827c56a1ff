import { wavesApi, type Wave } from '@dtp/api-client/back-office';
import { DateField, Form, FormDialog, SimpleGrid, Stack, Text, useSubmit, useValibotForm } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { newWaveInputFrom, newWaveSchemaOf, otherWavesOf, type NewWaveValues } from './wave-form-values';
import { waveTexts as t } from './wave-texts';

export interface WaveAddDialogProps {
  open: boolean;
  /** The season the wave is added to. */
  year: number;
  /** The season's waves: the new one may overlap none of them. */
  waves: readonly Wave[];
  onClose: () => void;
}

/** 'Welle hinzufügen' (managers and admins): Beginn and Ende, checked against the season's waves; the list reloads. */
export function WaveAddDialog({ open, ...props }: WaveAddDialogProps) {
  // Mounted only while open: each opening starts empty.
  return open ? <AddDialog {...props} /> : null;
}

function AddDialog({ year, waves, onClose }: Omit<WaveAddDialogProps, 'open'>) {
  const schema = useMemo(() => newWaveSchemaOf(year, otherWavesOf(waves)), [year, waves]);
  const form = useValibotForm(schema, { defaultValues: { start: '', end: '' } });
  const submit = useSubmit(form);
  // The server's field errors ('start', 'end') land beside the fields; the dates typed stay.
  const save = (values: NewWaveValues) =>
    submit.run('save', async () => {
      await wavesApi.add(newWaveInputFrom(year, values));
      onClose();
    });
  return (
    <FormDialog open title={t.addTitle(year)} onClose={onClose} onSave={() => void form.handleSubmit(save)()} saveLabel={t.addSave} saving={submit.busy !== null}>
      <Form form={form} onSubmit={save}>
        <Stack gap="3">
          <Text>{t.addHint}</Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DateField name="start" label={t.start} required />
            <DateField name="end" label={t.end} required />
          </SimpleGrid>
        </Stack>
      </Form>
    </FormDialog>
  );
}
