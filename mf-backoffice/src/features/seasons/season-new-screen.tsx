import { clubListCall, pathOf } from '@dtp/api-client';
import { seasonsCalls } from '@dtp/api-client/back-office';
import { PageHeading, Stack, useCall, useNavigate } from '@dtp/shared-ui';
import { SeasonForm } from './season-form';
import { seasonTexts as t } from './season-texts';

/** 'Neue Saison anlegen' (admins): the form once the seasons (for the next year) and the clubs are in; back to the list after saving. */
export function SeasonNewScreen() {
  const seasons = useCall(seasonsCalls.list, []);
  const clubs = useCall(clubListCall, []);
  const navigate = useNavigate();
  const back = pathOf('seasons');
  return (
    <Stack gap="4">
      <PageHeading title={t.newHeading} subtitle={t.newSubtitle} backTo={back} />
      {seasons.data && clubs.data ? <SeasonForm seasons={seasons.data} clubs={clubs.data} onCreated={() => navigate(back)} /> : null}
    </Stack>
  );
}
