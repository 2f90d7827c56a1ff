import { MIN_CLUBS_FOR_AVERAGE, resultsCalls, seasonsCalls, type AssociationAverage, type PreviousSeason, type SeasonList, type ResultSection, type SeasonResult, type SeasonResults } from '@dtp/api-client/back-office';
import { percentText, QuestionnaireChangeTexts, type IncomparableReason } from '@dtp/api-client/questionnaire';
import { DataTable, FilterSelect, formatGermanDecimal, Notice, paths, SectionCard, Text, useCall, useHere, useNavigate, type DataTableColumn } from '@dtp/shared-ui';
import { ListScreen, ListSelect, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { filterResults, requestedYear, resultFilterNames } from './results-filter';
import { resultsTexts as t } from './results-texts';

/** A percent column: '87,5 %' in the table, '87,5' in the export (a number for German Excel), '–' / empty where nothing counted. */
function percentColumn<Row>(key: string, header: string, percent: (row: Row) => number | null): ListColumn<Row> {
  return {
    key,
    header,
    noWrap: true,
    sortValue: percent,
    value: (row) => {
      const value = percent(row);
      return value === null ? null : formatGermanDecimal(value, 1);
    },
    cell: (row) => percentText(percent(row)),
  };
}

/** A count column; empty where the server did not say (one from before issue 62). */
function countColumn<Row>(key: string, header: string, count: (row: Row) => number | undefined): ListColumn<Row> {
  return { key, header, noWrap: true, kind: 'integer', sortValue: (row) => count(row) ?? null, value: (row) => count(row) ?? null };
}

/**
 * Club, Welle, Premium, Gesamt, one column per section, and what became of the test's findings (issue 62): how many,
 * the share the next test found fixed, how many came back. The table and the export alike.
 */
function resultColumns(sections: readonly ResultSection[]): ListColumn<SeasonResult>[] {
  return [
    { key: 'club', header: t.club, sortValue: (r) => r.clubName, value: (r) => r.clubName },
    { key: 'wave', header: t.wave, sortValue: (r) => r.waveNumber, value: (r) => r.waveNumber, kind: 'integer' },
    { key: 'premium', header: t.premium, sortValue: (r) => (r.premiumTest ? 1 : 0), value: (r) => (r.premiumTest ? t.premiumYes : '') },
    percentColumn('total', t.total, (r) => r.total),
    ...sections.map((s) => percentColumn<SeasonResult>(`section-${s.id}`, s.title, (r) => r.sections[s.id] ?? null)),
    countColumn('findings', t.findings, (r) => r.findings),
    percentColumn('resolved', t.resolved, (r) => r.resolvedPercent ?? null),
    countColumn('recurring', t.recurring, (r) => r.recurring),
  ];
}

/**
 * The season's results: the requested season, or without one the current season's (issue 56: the platform's, not the
 * calendar's), and when that has no released questionnaire yet the latest season that has.
 */
function useSeasonResults(requested: number | null, seasons: SeasonList | undefined): SeasonResults | undefined {
  const probe = requested ?? (seasons ? (seasons.currentYear ?? new Date().getFullYear()) : null);
  const first = useCall(probe === null ? null : resultsCalls.season, [probe ?? 0]);
  const latest = requested === null && first.data && first.data.results.length === 0 ? first.data.years[0] : undefined;
  const fallback = useCall(latest === undefined ? null : resultsCalls.season, [latest ?? probe ?? 0]);
  return latest === undefined ? first.data : fallback.data;
}

/**
 * 'Auswertung' (issue 45, item 2): every released questionnaire of a season with its total and section scores,
 * sortable, filtered by season, wave and panel in the URL, exported as CSV; above it the association's average of
 * the season (shown from MIN_CLUBS_FOR_AVERAGE clubs on). A row opens the questionnaire and comes back here.
 */
export function ResultsScreen() {
  const list = useListState(resultFilterNames);
  const requested = requestedYear(list.filters);
  const seasons = useCall(seasonsCalls.list, []).data;
  const data = useSeasonResults(requested, seasons);
  const navigate = useNavigate();
  const backTo = useHere();

  const columns = useMemo(() => resultColumns(data?.sections ?? []), [data]);
  const rows = useMemo(() => (data ? filterResults(data.results, list.filters) : undefined), [data, list.filters]);
  const yearOptions = useMemo(() => {
    // The seasons with results, and every started season (an earlier one without results says so when picked).
    const years = new Set([...(data?.years ?? []), ...(seasons?.seasons ?? []).filter((s) => s.state !== 'PLANNED').map((s) => s.year)]);
    if (requested !== null) years.add(requested);
    return [...years].sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) }));
  }, [data, requested, seasons]);
  const waveOptions = useMemo(
    () => [...new Set((data?.results ?? []).map((r) => r.waveNumber))].sort((a, b) => a - b).map((wave) => ({ value: String(wave), label: String(wave) })),
    [data],
  );
  const panelOptions = useMemo(
    () =>
      [...new Map((data?.results ?? []).map((r) => [r.panelId, r.clubName])).entries()]
        .sort(([, a], [, b]) => a.localeCompare(b, 'de'))
        .map(([panelId, clubName]) => ({ value: String(panelId), label: clubName })),
    [data],
  );

  return (
    <ListScreen
      // A season without released questionnaires says so, whatever the filters.
      texts={data ? { ...t, csvFile: t.csvFileOf(data.year), emptyFiltered: data.results.length === 0 ? t.empty : t.emptyFiltered } : t}
      subtitle={data ? t.subtitle(data.year) : undefined}
      list={list}
      filters={
        <>
          <FilterSelect
            label={t.seasonFilter}
            value={list.filters.year}
            options={yearOptions}
            allLabel={t.latestSeason(requested === null ? data?.year : undefined)}
            onChange={(year) => {
              // A panel is one season's: another season has other panels.
              list.setFilter('year', year);
              list.setFilter('panel', '');
            }}
          />
          <ListSelect list={list} name="wave" label={t.waveFilter} options={waveOptions} />
          <ListSelect list={list} name="panel" label={t.panelFilter} options={panelOptions} />
        </>
      }
      notice={
        data && data.results.length > 0 ? (
          <>
            <SeasonAverage year={data.year} sections={data.sections} average={data.average} previous={data.previous ?? null} />
            <Text fontSize="sm" color="gray.700">
              {t.findingsHint}
            </Text>
          </>
        ) : null
      }
      columns={columns}
      rows={rows}
      rowKey={(r) => r.testingId}
      onRowClick={(r) => navigate(paths.showQuestionnaireReview(r.testingId, backTo))}
      rowLabel={(r) => t.rowLabel(r.clubName, r.waveNumber)}
    />
  );
}

/** One line of the average's table: the season's, or the previous season's with what is not comparable. */
interface AverageLine {
  year: number;
  average: AssociationAverage | null;
  incomparable: Readonly<Record<string, IncomparableReason[]>>;
  totalIncomparable: readonly IncomparableReason[];
}

/** A previous season's figure, and beside it „nicht vergleichbar (…)“ where the questionnaire changed it (issue 61, item 3). */
function figure(percent: number | null, reasons: readonly IncomparableReason[] | undefined): string {
  return reasons && reasons.length > 0 ? `${percentText(percent)} · ${QuestionnaireChangeTexts.notComparableWithReason(reasons)}` : percentText(percent);
}

/**
 * The association's average of the season, total and per section, and how many clubs count; a hint below the
 * minimum. Below it the previous season's average, honest about the sections whose questions, weights or points the
 * questionnaire changed between the seasons (issue 61, item 3).
 */
function SeasonAverage({ year, sections, average, previous }: { year: number; sections: readonly ResultSection[]; average: AssociationAverage | null; previous: PreviousSeason | null }) {
  const columns = useMemo<DataTableColumn<AverageLine>[]>(
    () => [
      { key: 'season', header: t.season, noWrap: true, cell: (line) => String(line.year) },
      { key: 'total', header: t.total, noWrap: true, cell: (line) => (line.average ? figure(line.average.total, line.totalIncomparable) : t.tooFew) },
      ...sections.map((s) => ({
        key: `section-${s.id}`,
        header: s.title,
        noWrap: true,
        cell: (line: AverageLine) => (line.average ? figure(line.average.sections[s.id] ?? null, line.incomparable[s.id]) : t.tooFew),
      })),
    ],
    [sections],
  );
  if (!average) return <Notice status="info">{t.noAverage(MIN_CLUBS_FOR_AVERAGE)}</Notice>;
  const lines: AverageLine[] = [
    { year, average, incomparable: {}, totalIncomparable: [] },
    ...(previous ? [{ year: previous.year, average: previous.average, incomparable: previous.incomparable, totalIncomparable: previous.totalIncomparable }] : []),
  ];
  const changed = previous !== null && (previous.totalIncomparable.length > 0 || Object.keys(previous.incomparable).length > 0);
  return (
    <SectionCard id="verbandsdurchschnitt" title={t.averageTitle(year)} gap="3">
      <Text>{t.averageOf(average.clubs)}</Text>
      <DataTable caption={t.averageCaption} rows={lines} columns={columns} rowKey={(line) => String(line.year)} emptyMessage="" showCount={false} />
      {previous && changed ? <Text fontSize="sm">{t.notComparableHint(previous.year)}</Text> : null}
    </SectionCard>
  );
}
