import { pathOf, usePermissions } from '@dtp/api-client';
import { wavesApi, wavesCalls, type Wave } from '@dtp/api-client/back-office';
import { Button, EmptyState, FilterBar, HStack, Link, PageHeading, RouterLink, SimpleGrid, Stack, Text, useAction } from '@dtp/shared-ui';
import { CsvExportButton, PlusIcon, SeasonNotice, SeasonPicker, useSeasonCall, useShownSeason, type CsvColumn } from '@dtp/shared-ui/lists';
import { useState } from 'react';
import { WaveAddDialog } from './wave-add-dialog';
import { WaveCard } from './wave-card';
import { waveTexts as t } from './wave-texts';

const csvColumns: CsvColumn<Wave>[] = [
  { header: t.columns.wave, value: (wave) => wave.number, kind: 'integer' },
  { header: t.columns.status, value: (wave) => wave.progressLabel },
  { header: t.columns.weeks, value: (wave) => wave.weeks },
  { header: t.columns.start, value: (wave) => wave.start, kind: 'date' },
  { header: t.columns.end, value: (wave) => wave.end, kind: 'date' },
];

/**
 * The season's waves as cards; managers and admins add one ('Welle hinzufügen'), admins recompute every wave's status
 * with 'Wellen aktualisieren'. Without a season the empty list says where it is created. Another season by its year in
 * the URL (issue 56): a planned one's waves are prepared here too, an earlier one's are read only.
 */
export function WavesScreen() {
  const season = useShownSeason();
  const waves = useSeasonCall(season, wavesCalls.list, wavesCalls.ofSeason);
  const { isAdmin } = usePermissions();
  const updating = useAction();
  const [adding, setAdding] = useState(false);
  const list = waves.data ?? [];
  // The waves' season: the shown one (the current season's year, none at all on a platform without a season).
  const year = list[0]?.year ?? season.year;
  const noSeason = season.currentYear === null;
  // 'Wellen aktualisieren' recomputes the current season's waves.
  const current = season.requested === null || season.state === 'CURRENT';
  // The client raises the success or error badge.
  const update = () => updating.run('run', async () => waves.setData(await wavesApi.updateAll()));

  return (
    <Stack gap="4">
      <PageHeading
        title={t.listHeading}
        actions={
          <HStack gap="2" wrap="wrap">
            {year !== null && !season.readOnly ? (
              <Button variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
                <PlusIcon aria-hidden /> {t.add}
              </Button>
            ) : null}
            <CsvExportButton fileName={t.listCsvFile} columns={csvColumns} rows={list} />
            {isAdmin && current ? (
              <Button colorPalette="brand" loading={updating.busy !== null} disabled={updating.busy !== null} title={t.updateHint} onClick={() => void update()}>
                {t.update}
              </Button>
            ) : null}
          </HStack>
        }
      />
      {season.seasons && season.seasons.length > 0 ? (
        <FilterBar>
          <SeasonPicker season={season} />
        </FilterBar>
      ) : null}
      <SeasonNotice season={season} />
      {noSeason ? <EmptyState title={t.noSeason} description={isAdmin ? <NoSeasonAdminHint /> : t.noSeasonManager} /> : null}
      {waves.data && list.length === 0 && year !== null ? <EmptyState title={t.empty} description={t.emptyHint} /> : null}
      <SimpleGrid as="ul" aria-label={t.listCaption} columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none">
        {list.map((wave) => (
          <li key={wave.id}>
            <WaveCard wave={wave} />
          </li>
        ))}
      </SimpleGrid>
      {year !== null && !season.readOnly ? <WaveAddDialog open={adding} year={year} waves={list} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}

/** Where an admin creates the first season. */
function NoSeasonAdminHint() {
  return (
    <Text as="span">
      {t.noSeasonAdminBefore}
      <Link asChild color="brand.700" textDecoration="underline">
        <RouterLink to={pathOf('seasons')}>{t.noSeasonLink}</RouterLink>
      </Link>
      {t.noSeasonAdminAfter}
    </Text>
  );
}
