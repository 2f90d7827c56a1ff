import { clubsCalls, type Club } from '@dtp/api-client';
import { LoadedScreen, Stack, useCall, useNavigate, useNavigateBack, paths } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import { ClubForm } from './club-form';
import { ClubMeasuresCard } from './club-measures-card';
import { ClubResultsCard } from './club-results-card';
import { clubTexts as t } from './club-texts';

/** A club to edit (`id`) or to create (`id` null); back goes to navigateBack or /clubs. */
export function ClubScreen({ id }: { id: number | null }) {
  const club = useCall(id === null ? null : clubsCalls.load, [id ?? 0]);
  const navigate = useNavigate();
  const back = useNavigateBack(paths.clubs());
  const [created, setCreated] = useState<number | null>(null);
  // After creating, the new club's page; in an effect, so the saved form no longer counts as unsaved.
  useEffect(() => {
    if (created !== null) navigate(paths.showClub(created, back), { replace: true });
  }, [created, back, navigate]);

  const onSaved = (saved: Club) => (id === null ? setCreated(saved.id) : club.setData(saved));
  if (id === null) return <ClubForm key="new" club={null} back={back} onSaved={onSaved} />;
  return (
    <LoadedScreen loaded={club} title={t.newTitle} back={back} notFound={t.notFound}>
      {(data) => (
        <Stack gap="4">
          <ClubForm key={id} club={data} back={back} onSaved={onSaved} />
          {/* Its released questionnaires' results over the years (issue 45, item 2). */}
          <ClubResultsCard clubId={id} />
          {/* What the club does about the findings of its reports (issue 62, item 3). */}
          <ClubMeasuresCard clubId={id} />
        </Stack>
      )}
    </LoadedScreen>
  );
}
