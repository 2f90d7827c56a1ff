import { FindingOutcomeLabels, measuresCalls, MeasureStateLabels, MeasureStates, MeasureTexts, type Finding } from '@dtp/api-client/back-office';
import { percentText } from '@dtp/api-client/questionnaire';
import { Badge, formatDate, formatGermanDecimal, HStack, paths, Text, useCall, useHere, useNavigate } from '@dtp/shared-ui';
import { ListScreen, ListSelect, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { filterMeasures, measureFilterNames } from './measures-filter';
import { measuresTexts as t } from './measures-texts';

const c = MeasureTexts.columns;

/** The club's answer as a word, and 'überfällig' beside a planned one whose date passed. */
const stateText = (f: Finding): string => `${MeasureStateLabels[f.measure.state]}${f.overdue ? ` (${MeasureTexts.overdue})` : ''}`;

/** What the next season's test found: 'behoben (2024)'; '' until then. */
const resultText = (f: Finding): string => (f.result ? MeasureTexts.history.result(FindingOutcomeLabels[f.result.outcome], f.result.year) : '');

/** One column list for the table and the CSV export (MeasureTexts.columns). */
const columns: ListColumn<Finding>[] = [
  { key: 'year', header: c.year, noWrap: true, sortValue: (f) => f.year, value: (f) => f.year, kind: 'integer' },
  { key: 'club', header: c.club, sortValue: (f) => f.clubName, value: (f) => f.clubName },
  { key: 'section', header: c.section, sortValue: (f) => f.sectionTitle, value: (f) => f.sectionTitle },
  { key: 'question', header: c.question, value: (f) => f.questionText },
  {
    key: 'percent',
    header: c.percent,
    noWrap: true,
    sortValue: (f) => f.percent,
    // '35,0' in the export (a number for German Excel), '35,0 %' in the table.
    value: (f) => (f.percent === null ? null : formatGermanDecimal(f.percent, 1)),
    cell: (f) => percentText(f.percent),
  },
  {
    key: 'state',
    header: c.state,
    sortValue: (f) => (f.overdue ? 0 : MeasureStates.indexOf(f.measure.state) + 1),
    value: stateText,
    cell: (f) => (
      <HStack gap="2" wrap="wrap">
        <Text as="span">{MeasureStateLabels[f.measure.state]}</Text>
        {f.overdue ? <Badge colorPalette="red">{MeasureTexts.overdue}</Badge> : null}
      </HStack>
    ),
  },
  { key: 'what', header: c.what, value: (f) => f.measure.text },
  { key: 'who', header: c.who, value: (f) => f.measure.who },
  { key: 'until', header: c.until, noWrap: true, sortValue: (f) => f.measure.until, value: (f) => f.measure.until, kind: 'date', cell: (f) => formatDate(f.measure.until) },
  { key: 'result', header: c.result, value: resultText },
];

const stateOptions = [
  ...MeasureStates.map((state) => ({ value: state, label: MeasureStateLabels[state] })),
  { value: 'OVERDUE', label: t.overdue },
];

/**
 * 'Maßnahmen der Clubs' (issue 62, item 3): every club's findings with its measure, filtered by season and state
 * (also 'überfällig') in the URL, exported as CSV; a row opens the club's page at its card 'Maßnahmen'.
 */
export function MeasuresScreen() {
  const list = useListState(measureFilterNames);
  const findings = useCall(measuresCalls.list, []).data;
  const navigate = useNavigate();
  const backTo = useHere();
  const rows = useMemo(() => (findings ? filterMeasures(findings, list.filters) : undefined), [findings, list.filters]);
  const yearOptions = useMemo(
    () => [...new Set((findings ?? []).map((f) => f.year))].sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) })),
    [findings],
  );
  return (
    <ListScreen
      texts={t}
      subtitle={t.subtitle}
      list={list}
      filters={
        <>
          <ListSelect list={list} name="year" label={t.seasonFilter} options={yearOptions} />
          <ListSelect list={list} name="state" label={t.stateFilter} options={stateOptions} />
        </>
      }
      columns={columns}
      rows={rows}
      rowKey={(f) => f.id}
      onRowClick={(f) => navigate(paths.showClub(f.clubId, backTo))}
      rowLabel={(f) => t.rowLabel(f.clubName, f.questionText)}
    />
  );
}
