import { Stack } from '@chakra-ui/react';
import { NumberField } from '../form/number-field';
import { testerBaseDataLabels as l } from '../validation/tester-base-data';
import { FormSection as Section } from './form-section';
import { personFormTexts as t } from './person-form-texts';

/** Golfspiel: HCPI (required for testers, at most 18,4), golf since, rounds and tournaments. */
export function PersonGolfFields({ isManagerOrAdmin }: { isManagerOrAdmin: boolean }) {
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
