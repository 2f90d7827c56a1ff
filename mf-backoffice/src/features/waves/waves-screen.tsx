import { usePermissions } from '@dtp/api-client';
import { wavesApi, wavesCalls, type Wave } from '@dtp/api-client/back-office';
import { Button, EmptyState, HStack, PageHeading, SimpleGrid, Stack, useAction, useCall } from '@dtp/shared-ui';
import { CsvExportButton, type CsvColumn } from '@dtp/shared-ui/lists';
import { WaveCard } from './wave-card';
import { waveTexts as t } from './wave-texts';

const csvColumns: CsvColumn<Wave>[] = [
  { header: 'Welle', value: (wave) => wave.number, kind: 'integer' },
  { header: 'Status', value: (wave) => wave.progressLabel },
  { header: 'KW', value: (wave) => wave.weeks },
  { header: 'Beginn', value: (wave) => wave.start, kind: 'date' },
  { header: 'Ende', value: (wave) => wave.end, kind: 'date' },
];

/** The season's waves as cards; admins recompute every wave's status with 'Wellen aktualisieren'. */
export function WavesScreen() {
  const waves = useCall(wavesCalls.list, []);
  const { isAdmin } = usePermissions();
  const updating = useAction();
  const list = waves.data ?? [];
  // The client raises the success or error badge.
  const update = () => updating.run('run', async () => waves.setData(await wavesApi.updateAll()));

  return (
    <Stack gap="4">
      <PageHeading
        title={t.listHeading}
        actions={
          <HStack gap="2" wrap="wrap">
            <CsvExportButton fileName={t.listCsvFile} columns={csvColumns} rows={list} />
            {isAdmin ? (
              <Button colorPalette="brand" loading={updating.busy !== null} disabled={updating.busy !== null} title={t.updateHint} onClick={() => void update()}>
                {t.update}
              </Button>
            ) : null}
          </HStack>
        }
      />
      {waves.data && list.length === 0 ? <EmptyState title={t.empty} /> : null}
      <SimpleGrid as="ul" aria-label={t.listCaption} columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none">
        {list.map((wave) => (
          <li key={wave.id}>
            <WaveCard wave={wave} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
