import { seasonsCalls, wavesCalls, type Wave } from '@dtp/api-client/back-office';
import { HStack, LoadedScreen, PageHeading, Stack, useCall, useHere, useNavigateBack, paths } from '@dtp/shared-ui';
import { useProposalPanel } from '../../components/assignment-proposal/proposal-panel';
import { WaveForm } from './wave-form';
import { WaveRemove } from './wave-remove';
import { WaveTestsTable } from './wave-tests-table';
import { waveTexts as t } from './wave-texts';

/** One wave: start, end and status to edit, and its tests when it has any. */
export function WaveScreen({ id }: { id: number }) {
  const wave = useCall(wavesCalls.load, [id]);
  const back = useNavigateBack(paths.waves());
  const here = useHere();

  return (
    <LoadedScreen loaded={wave} title={t.title(null)} back={back} notFound={t.notFound}>
      {(data) => <WaveDetail wave={data} back={back} here={here} onSaved={wave.setData} />}
    </LoadedScreen>
  );
}

export interface WaveDetailProps {
  wave: Wave;
  back: string;
  /** This page's address, where a testing opened from the table leads back to. */
  here: string;
  onSaved: (wave: Wave) => void;
}

/**
 * The loaded wave: heading with 'Einteilung vorschlagen' (a wave of the current season with testings still looking for a
 * tester; issue 60) and 'Welle entfernen', the proposal while it is open, the form, and the tests table only when the
 * wave has tests.
 */
export function WaveDetail({ wave, back, here, onSaved }: WaveDetailProps) {
  const seasons = useCall(seasonsCalls.list, []);
  const current = seasons.data !== undefined && wave.year === seasons.data.currentYear;
  const proposal = useProposalPanel(current && wave.testings.some((testing) => testing.progress === 'INITIAL') ? wave : null);
  return (
    <Stack gap="4">
      <PageHeading
        title={t.title(wave.number)}
        subtitle={t.subtitle(wave.weeks, wave.year)}
        backTo={back}
        actions={
          <HStack gap="2" wrap="wrap">
            {proposal.button}
            <WaveRemove wave={wave} />
          </HStack>
        }
      />
      {proposal.panel}
      <WaveForm wave={wave} onSaved={onSaved} />
      {wave.testings.length > 0 ? <WaveTestsTable wave={wave} backTo={here} /> : null}
    </Stack>
  );
}
