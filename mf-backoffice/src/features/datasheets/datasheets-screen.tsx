import {
  datasheetApi,
  fullName,
  DataSheetProgresses,
  DataSheetProgressLabels,
  paths,
  SalutationLabels,
  Salutations,
  TesterStatuses,
  TesterStatusLabels,
  type DataSheetListEntry,
} from '@dtp/shared-api';
import {
  Badge,
  DataTable,
  FilterBar,
  FilterSearch,
  FilterSelect,
  HStack,
  labelOptions,
  numberRows,
  PageHeading,
  Stack,
  useLoad,
  useHere,
  useNavigate,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { CsvExportButton, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { datasheetFilterNames, filterDatasheets } from './datasheets-filter';
import { datasheetsTexts as t } from './datasheets-texts';

type Row = DataSheetListEntry & { position: number };

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

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', cell: (row) => row.position, width: '3rem' },
  { key: 'lastName', header: 'Nachname', sortValue: (row) => row.lastName },
  { key: 'firstName', header: 'Vorname', sortValue: (row) => row.firstName },
  { key: 'email', header: 'Email', sortValue: (row) => row.email },
  {
    key: 'progress',
    header: 'Status',
    sortValue: (row) => DataSheetProgresses.indexOf(row.progress),
    cell: (row) => (
      <>
        {row.progressLabel}
        <MissingMarks row={row} />
      </>
    ),
  },
];

const csvColumns: CsvColumn<Row>[] = [
  { header: '#', value: (row) => row.position, kind: 'integer' },
  { header: 'Nachname', value: (row) => row.lastName },
  { header: 'Vorname', value: (row) => row.firstName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => row.progressLabel },
  { header: t.handicapMissing, value: (row) => (row.validations.handicapMissing ? t.missing : '') },
  { header: t.availabilityMissing, value: (row) => (row.validations.availabilityMissing ? t.missing : '') },
];

/** 'Die Datenblätter': the season's sheets, filtered, searched and sorted in the URL; a row opens the sheet and comes back here. */
export function DatasheetsScreen() {
  const list = useListState(datasheetFilterNames);
  const sheets = useLoad(() => datasheetApi.list(), 'datasheets');
  const navigate = useNavigate();
  const backTo = useHere();
  const rows = useMemo(() => numberRows(filterDatasheets(sheets.data ?? [], list.filters)), [sheets.data, list.filters]);
  const { filtered } = list;

  return (
    <Stack gap="4">
      <PageHeading
        title={t.heading}
        actions={
          <CsvExportButton fileName={t.csvFile} columns={csvColumns} rows={rows} />
        }
      />
      <FilterBar onReset={filtered ? list.reset : undefined}>
        <FilterSelect label={t.salutation} value={list.filters.salutation} onChange={(v) => list.setFilter('salutation', v)} options={salutationOptions} />
        <FilterSelect label={t.progress} value={list.filters.progress} onChange={(v) => list.setFilter('progress', v)} options={progressOptions} />
        <FilterSelect label={t.status} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={statusOptions} />
        <FilterSearch label={t.search} placeholder={t.searchPlaceholder} value={list.filters.q} onSearch={(v) => list.setFilter('q', v.trim())} />
      </FilterBar>
      {sheets.data ? (
        <DataTable
          caption={t.caption}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          {...list.tableSort}
          onRowClick={(row) => navigate(paths.showDatasheet(row.id, backTo))}
          rowLabel={(row) => t.rowLabel(fullName(row))}
          emptyMessage={filtered ? t.emptyFiltered : t.empty}
        />
      ) : null}
    </Stack>
  );
}
