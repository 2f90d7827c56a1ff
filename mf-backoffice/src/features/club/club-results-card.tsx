import { MIN_CLUBS_FOR_AVERAGE, resultsCalls, type ClubSeasonResults } from '@dtp/api-client/back-office';
import { percentText } from '@dtp/api-client/questionnaire';
import { DataTable, Heading, HStack, paths, RouterLink, SectionCard, Stack, Text, useCall, useHere, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { clubResultsTexts as t } from './club-results-texts';

/** One line of a season's table: the total or a section, the club's percent per questionnaire, the association's. */
interface Line {
  key: string;
  title: string;
  percents: (number | null)[];
  average: number | null;
}

/**
 * The club's card 'Auswertung' (issue 45, item 2): per season (the latest first) its released questionnaires'
 * total and section scores, one column per wave it was tested in, beside the association's average of the same
 * questionnaire; each season links to the season's list on the club's panel, each questionnaire to its review
 * (where the club's report is, as the club got it).
 */
export function ClubResultsCard({ clubId }: { clubId: number }) {
  const results = useCall(resultsCalls.ofClub, [clubId]);
  const seasons = results.data?.seasons;
  return (
    <SectionCard id="auswertung" title={t.title}>
      {seasons?.length === 0 ? <Text>{t.empty}</Text> : null}
      {seasons?.map((season) => <SeasonTable key={season.year} season={season} />)}
    </SectionCard>
  );
}

function SeasonTable({ season }: { season: ClubSeasonResults }) {
  const { year, sections, results, average } = season;
  const lines = useMemo<Line[]>(
    () => [
      { key: 'total', title: t.total, percents: results.map((r) => r.total), average: average?.total ?? null },
      ...sections.map((s) => ({ key: s.id, title: s.title, percents: results.map((r) => r.sections[s.id] ?? null), average: average?.sections[s.id] ?? null })),
    ],
    [sections, results, average],
  );
  const columns = useMemo<DataTableColumn<Line>[]>(
    () => [
      { key: 'section', header: t.section, cell: (line) => line.title },
      ...results.map((r, i) => ({ key: `testing-${r.testingId}`, header: t.wave(r.waveNumber, r.premiumTest), noWrap: true, cell: (line: Line) => percentText(line.percents[i] ?? null) })),
      { key: 'average', header: t.average, noWrap: true, cell: (line) => percentText(line.average) },
    ],
    [results],
  );
  const panel = results[0]?.panelId;
  const backTo = useHere();
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {t.season(year)}
        </Heading>
        <RouterLink to={paths.results({ year, panel })}>{t.inList(year)}</RouterLink>
      </HStack>
      <DataTable caption={t.caption(year)} rows={lines} columns={columns} rowKey={(line) => line.key} emptyMessage="" showCount={false} />
      <HStack gap="4" wrap="wrap">
        {results.map((r) => (
          <RouterLink key={r.testingId} to={paths.showQuestionnaireReview(r.testingId, backTo)}>
            {t.openReview(year, r.waveNumber, r.premiumTest)}
          </RouterLink>
        ))}
      </HStack>
      <Text fontSize="sm" color="gray.600">
        {average ? t.averageOf(average.clubs) : t.noAverage(MIN_CLUBS_FOR_AVERAGE)}
      </Text>
      {season.findings ? <Text fontSize="sm">{t.findings(season.findings, percentText(season.resolvedPercent ?? null), season.recurring ?? 0)}</Text> : null}
    </Stack>
  );
}
