import { paths, PanelProgresses } from '@dtp/shared-api';
import { PanelProgressLabels, panelsApi, type PanelListItem } from '@dtp/shared-api/back-office';
import {
  DataTable,
  FilterBar,
  FilterSearch,
  FilterSelect,
  labelOptions,
  numberRows,
  PageHeading,
  Stack,
  useLoad,
  useNavigate,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { CsvExportButton, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { filterPanels, panelFilterNames } from './panel-filter';
import { panelTexts as t } from './panel-texts';

type Row = PanelListItem & { position: number };

const statusOptions = labelOptions(PanelProgresses, PanelProgressLabels);

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', cell: (row) => row.position, width: '3rem' },
  { key: 'name', header: t.name, sortValue: (row) => row.clubName },
  { key: 'city', header: t.city, sortValue: (row) => row.city },
  { key: 'status', header: t.status, sortValue: (row) => row.progressLabel },
];

const csvColumns: CsvColumn<Row>[] = [
  { header: '#', value: (row) => row.position, kind: 'integer' },
  { header: t.name, value: (row) => row.clubName },
  { header: t.city, value: (row) => row.city },
  { header: t.status, value: (row) => row.progressLabel },
];

/** The season's panels: the club list with its status, filtered and sorted in the URL; a row opens the panel. */
export function PanelsScreen() {
  const list = useListState(panelFilterNames);
  const panels = useLoad(() => panelsApi.list(), 'panels');
  const navigate = useNavigate();
  const rows = useMemo(() => numberRows(filterPanels(panels.data ?? [], list.filters)), [panels.data, list.filters]);
  const { filtered } = list;

  return (
    <Stack gap="4">
      <PageHeading
        title={t.listHeading}
        actions={
          <CsvExportButton fileName={t.listCsvFile} columns={csvColumns} rows={rows} />
        }
      />
      <FilterBar onReset={filtered ? list.reset : undefined}>
        <FilterSelect label={t.statusFilter} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={statusOptions} />
        <FilterSearch label={t.search} placeholder={t.searchPlaceholder} value={list.filters.q} onSearch={(v) => list.setFilter('q', v.trim())} />
      </FilterBar>
      {panels.data ? (
        <DataTable
          caption={t.listCaption}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.panelId}
          {...list.tableSort}
          onRowClick={(row) => navigate(paths.showPanel(row.panelId))}
          rowLabel={(row) => t.rowLabel(row.clubName)}
          emptyMessage={filtered ? t.emptyFiltered : t.empty}
        />
      ) : null}
    </Stack>
  );
}
