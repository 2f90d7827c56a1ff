import { NumberField, Stack, testerBaseDataLabels as l } from '@dtp/shared-ui';
import { Section } from './base-data-tab';
import { datasheetTexts as t } from './datasheet-texts';

/** Golfspiel: HCPI (required for testers, at most 18,4), golf since, rounds and tournaments. */
export function GolfTab({ isManagerOrAdmin }: { isManagerOrAdmin: boolean }) {
  return (
    <Stack gap="8">
      <Section title={t.sections.golf}>
        <NumberField name="golfData.handicap" label={l.handicap} required={!isManagerOrAdmin} inputMode="decimal" placeholder="z.B. 14,3" />
        <NumberField name="golfData.playsGolfSince" label={l.playsGolfSince} placeholder="z.B. 2005" />
        <NumberField name="golfData.numRoundsOwnClub" label={l.numRoundsOwnClub} />
        <NumberField name="golfData.numRoundsOtherClubs" label={l.numRoundsOtherClubs} />
        <NumberField name="golfData.numTournaments" label={l.numTournaments} />
      </Section>
    </Stack>
  );
}
