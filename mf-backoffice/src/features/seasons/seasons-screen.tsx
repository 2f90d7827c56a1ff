import { pathOf, usePermissions } from '@dtp/api-client';
import { seasonsCalls, type Season } from '@dtp/api-client/back-office';
import { Button, EmptyState, PageHeading, RouterLink, Stack, useCall } from '@dtp/shared-ui';
import { PlusIcon } from '@dtp/shared-ui/lists';
import { useState } from 'react';
import { SeasonCard } from './season-card';
import { SeasonClubsDialog } from './season-clubs-dialog';
import { SeasonStartDialog } from './season-start-dialog';
import { seasonTexts as t } from './season-texts';

/**
 * 'Die Saisons' (issue 56): every season, the newest first, as a card. Admins create the next season, start a planned
 * one and change which clubs a planned or the current season tests; managers see them.
 */
export function SeasonsScreen() {
  const list = useCall(seasonsCalls.list, []);
  const { isAdmin } = usePermissions();
  const [starting, setStarting] = useState<number | null>(null);
  const [changingClubs, setChangingClubs] = useState<number | null>(null);
  const seasons = [...(list.data?.seasons ?? [])].sort((a, b) => b.year - a.year);
  // The season as the list has it now (the dialog shows the fresher one after a reload).
  const clubsOf = seasons.find((s) => s.year === changingClubs) ?? null;

  return (
    <Stack gap="4">
      <PageHeading
        title={t.listHeading}
        actions={
          isAdmin ? (
            <Button asChild colorPalette="brand">
              <RouterLink to={pathOf('new-season')}>
                <PlusIcon aria-hidden /> {t.create}
              </RouterLink>
            </Button>
          ) : null
        }
      />
      {list.data && seasons.length === 0 ? <EmptyState title={t.empty} description={isAdmin ? t.emptyAdminHint : undefined} /> : null}
      <Stack as="ul" aria-label={t.listCaption} gap="4" listStyleType="none">
        {seasons.map((season) => (
          <li key={season.year}>
            <SeasonCard
              season={season}
              onStart={isAdmin ? (s: Season) => setStarting(s.year) : undefined}
              onChangeClubs={isAdmin ? (s: Season) => setChangingClubs(s.year) : undefined}
              canEditQuestionnaire={isAdmin}
            />
          </li>
        ))}
      </Stack>
      <SeasonStartDialog year={starting} onClose={() => setStarting(null)} />
      <SeasonClubsDialog season={clubsOf} onClose={() => setChangingClubs(null)} />
    </Stack>
  );
}
