import type { PlayableClub, WaveHeader } from '@dtp/api-client';
import { Box, DataTable, Heading, Notice, Stack, Text, useFormContext, useFormState, useWatch, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import type { DatasheetFormValues } from './datasheet-form-values';
import { datasheetTexts as t } from './datasheet-texts';

type Row = PlayableClub & { index: number };

const checkboxStyle = { width: '1.25rem', height: '1.25rem', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' };

function WaveCheckbox({ row, waveNumber, disabled }: { row: Row; waveNumber: number; disabled: boolean }) {
  const { setValue, clearErrors } = useFormContext<DatasheetFormValues>();
  const waveIndex = row.waves.findIndex((w) => w.waveNumber === waveNumber);
  if (waveIndex < 0) return null;
  return (
    <input
      type="checkbox"
      style={checkboxStyle}
      aria-label={t.waveCell(row.clubName, waveNumber)}
      checked={row.waves[waveIndex]?.available ?? false}
      disabled={disabled}
      onChange={(event) => {
        setValue(`playables.${row.index}.waves.${waveIndex}.available`, event.target.checked, { shouldDirty: true });
        clearErrors('playables');
      }}
    />
  );
}

/** Availability: one row per playable club with its distance, one column per wave (number and weeks), and select-all. */
export function AvailabilityTab({ waves, readOnly }: { waves: readonly WaveHeader[]; readOnly: boolean }) {
  const { control, setValue, clearErrors } = useFormContext<DatasheetFormValues>();
  const playables = useWatch({ control, name: 'playables' });
  const { errors } = useFormState({ control, name: 'playables' });
  const rows = useMemo<Row[]>(() => playables.map((p, index) => ({ ...p, index })), [playables]);
  const cells = playables.flatMap((p) => p.waves);
  const allMarked = cells.length > 0 && cells.every((w) => w.available);

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      // Club and distance in one cell: on a phone the wave columns still fit beside it.
      {
        key: 'club',
        header: t.clubAndDistance,
        cell: (row) => (
          <Box minW="7rem" whiteSpace="normal">
            <Text fontWeight="medium">{row.clubName}</Text>
            <Text fontSize="xs" color="gray.600" whiteSpace="nowrap">
              {row.distanceMessage}
            </Text>
          </Box>
        ),
      },
      ...waves.map<DataTableColumn<Row>>((wave) => ({
        key: `wave-${wave.waveNumber}`,
        align: 'center',
        // Stacked on a phone, each checkbox line names its wave and weeks.
        mobileLabel: wave.weeks ? `${t.wave(wave.waveNumber)} · ${wave.weeks}` : t.wave(wave.waveNumber),
        header: (
          <Box as="span" display="inline-block" textAlign="center">
            <Box as="span" display="block">
              {t.wave(wave.waveNumber)}
            </Box>
            {wave.weeks ? (
              <Box as="span" display="block" fontWeight="normal" fontSize="xs" whiteSpace="nowrap">
                {wave.weeks}
              </Box>
            ) : null}
          </Box>
        ),
        cell: (row) => <WaveCheckbox row={row} waveNumber={wave.waveNumber} disabled={readOnly} />,
      })),
    ],
    [waves, readOnly],
  );

  const markAll = (checked: boolean) => {
    setValue(
      'playables',
      playables.map((p) => ({ ...p, waves: p.waves.map((w) => ({ ...w, available: checked })) })),
      { shouldDirty: true },
    );
    clearErrors('playables');
  };

  const message = errors.playables?.message;
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md" color="brand.800">
        {t.sections.availability}
      </Heading>
      <Text>{t.availabilityIntro}</Text>
      {typeof message === 'string' && message ? <Notice status="danger">{message}</Notice> : null}
      {playables.length === 0 ? (
        <Text color="gray.600">{t.noPlayables}</Text>
      ) : (
        <>
          <Box as="label" display="inline-flex" alignItems="center" gap="2" fontWeight="medium" cursor={readOnly ? undefined : 'pointer'}>
            <input type="checkbox" style={checkboxStyle} checked={allMarked} disabled={readOnly} onChange={(event) => markAll(event.target.checked)} />
            {t.selectAll}
          </Box>
          <DataTable caption={t.availabilityCaption} rows={rows} columns={columns} rowKey={(row) => row.clubId} showCount={false} />
        </>
      )}
    </Stack>
  );
}
