import { datasheetCalls, DataSheetProgresses, DataSheetProgressLabels, fullName, SalutationLabels, Salutations, TesterStatuses, TesterStatusLabels, type DataSheetListEntry } from '@dtp/api-client';
import { Badge, HStack, labelOptions, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { ListScreen, ListSearch, ListSelect, positionListColumn, SeasonNotice, SeasonPicker, useListState, useSeasonCall, useShownSeason, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { datasheetFilterNames, filterDatasheets } from './datasheets-filter';
import { datasheetsTexts as t } from './datasheets-texts';

type Row = DataSheetListEntry;

const salutationOptions = labelOptions(Salutations, SalutationLabels);
const progressOptions = labelOptions(DataSheetProgresses, DataSheetProgressLabels);
const statusOptions = labelOptions(TesterStatuses, TesterStatusLabels);

function MissingMarks({ row }: { row: DataSheetListEntry }) {
  const { handicapMissing, availabilityMissing } = row.validations;
  if (!handicapMissing && !availabilityMissing) return null;
  return (
    <HStack gap="1" wrap="wrap" mt="1">
      {handicapMissing ? (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          {t.handicapMissing}
        </Badge>
      ) : null}
      {availabilityMissing ? (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          {t.availabilityMissing}
        </Badge>
      ) : null}
    </HStack>
  );
}

/** The table shows the two marks under the status; the export has a column for each. */
const columns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'lastName', header: t.columns.lastName, sortValue: (row) => row.lastName, value: (row) => row.lastName },
  { key: 'firstName', header: t.columns.firstName, sortValue: (row) => row.firstName, value: (row) => row.firstName },
  { key: 'email', header: t.columns.email, sortValue: (row) => row.email, value: (row) => row.email },
  {
    key: 'progress',
    header: t.columns.status,
    sortValue: (row) => DataSheetProgresses.indexOf(row.progress),
    value: (row) => row.progressLabel,
    cell: (row) => (
      <>
        {row.progressLabel}
        <MissingMarks row={row} />
      </>
    ),
  },
  { key: 'handicapMissing', header: t.handicapMissing, only: 'csv', value: (row) => (row.validations.handicapMissing ? t.missing : '') },
  { key: 'availabilityMissing', header: t.availabilityMissing, only: 'csv', value: (row) => (row.validations.availabilityMissing ? t.missing : '') },
];

/**
 * 'Die Datenblätter': the season's sheets, filtered, searched and sorted in the URL; a row opens the sheet and comes back
 * here. Another season by its year in the URL (issue 56).
 */
export function DatasheetsScreen() {
  const list = useListState(datasheetFilterNames);
  const season = useShownSeason();
  const sheets = useSeasonCall(season, datasheetCalls.list, datasheetCalls.listOfSeason);
  const navigate = useNavigate();
  const backTo = useHere();
  const rows = useMemo(() => filterDatasheets(sheets.data ?? [], list.filters), [sheets.data, list.filters]);

  return (
    <ListScreen
      texts={t}
      list={list}
      filters={
        <>
          <SeasonPicker season={season} />
          <ListSelect list={list} name="salutation" label={t.salutation} options={salutationOptions} />
          <ListSelect list={list} name="progress" label={t.progress} options={progressOptions} />
          <ListSelect list={list} name="status" label={t.status} options={statusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      notice={<SeasonNotice season={season} />}
      columns={columns}
      rows={sheets.data ? rows : undefined}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showDatasheet(row.id, backTo))}
      rowLabel={(row) => t.rowLabel(fullName(row))}
    />
  );
}
