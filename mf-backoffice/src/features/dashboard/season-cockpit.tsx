import { MeasureTexts, overviewCalls, SeasonCounts, type SeasonCount, type SeasonWave } from '@dtp/api-client/back-office';
import { Box, DataTable, paths, RouterLink, SectionCard, Text, useCall, VisuallyHidden, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { seasonCockpitTexts as t } from './dashboard-texts';

/**
 * Where a number of the cockpit leads: the list that shows exactly its testings. The dashboard's status filter where
 * a count is one status (the domain's rules/season-cockpit.ts defines them so), the review list's filters for the
 * questionnaires' states, else the dashboard's `focus` filter on the rows the server counted.
 */
export function cockpitHref(key: SeasonCount, year: number, wave: number): string {
  switch (key) {
    case 'waiting':
      return paths.dashboard({ wave, status: 'INITIAL' });
    case 'dateAgreed':
      return paths.dashboard({ wave, status: 'TEE_TIME' });
    case 'submitted':
      return paths.questionnaires({ season: year, wave, status: 'SUBMITTED' });
    case 'released':
      return paths.questionnaires({ season: year, wave, status: 'RELEASED' });
    default:
      return paths.dashboard({ wave, focus: key });
  }
}

/** A short header that reads as its full name: the abbreviation's title on hover, the full name for screen readers. */
function CountHeader({ short, full }: { short: string; full: string }) {
  return (
    <Box as="abbr" title={full} textDecoration="none">
      <span aria-hidden="true">{short}</span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </Box>
  );
}

/**
 * The season at a glance (issue 45, item 3), above the dashboard's list: per wave how many tests wait for a tester,
 * are assigned, have a date, are overdue, wait for review, are released, have a claim open, miss the club's feedback.
 * The server counts (GET /overview/season); each number links to its filtered list. On a phone each wave is a card.
 */
export function SeasonCockpit() {
  const cockpit = useCall(overviewCalls.season, []);
  const year = cockpit.data?.year;
  const columns = useMemo<DataTableColumn<SeasonWave>[]>(
    () =>
      year === undefined
        ? []
        : [
            { key: 'wave', header: t.wave, noWrap: true, cell: (w) => <Text as="span" fontWeight="semibold">{`${t.waveName(w.wave)} (${w.weeks})`}</Text> },
            ...SeasonCounts.map(
              (key): DataTableColumn<SeasonWave> => ({
                key,
                header: <CountHeader {...t.counts[key]} />,
                mobileLabel: t.counts[key].full,
                align: 'end',
                cell: (w) => (
                  <RouterLink to={cockpitHref(key, year, w.wave)} aria-label={t.countLink(t.counts[key].full, w.wave, w.counts[key])}>
                    {w.counts[key]}
                  </RouterLink>
                ),
              }),
            ),
          ],
    [year],
  );
  if (!cockpit.data || year === undefined) return null;
  const overdue = cockpit.data.clubsWithOverdueMeasures;
  return (
    <SectionCard id="season-cockpit" title={t.title} gap="3">
      <DataTable caption={t.caption(year)} rows={cockpit.data.waves} columns={columns} rowKey={(w) => w.wave} showCount={false} stackOnMobile />
      {/* Issue 62: the clubs whose planned measure is past its date, linked to the list filtered on 'überfällig'. */}
      {overdue === undefined ? null : (
        <Text>
          {`${MeasureTexts.cockpitOverdue}: `}
          <RouterLink to={paths.measures({ state: 'OVERDUE' })} aria-label={t.overdueLink(overdue)}>
            {overdue}
          </RouterLink>
        </Text>
      )}
    </SectionCard>
  );
}
