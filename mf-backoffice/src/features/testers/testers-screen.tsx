import { fullName, paths, SalutationLabels, Salutations, TesterStatuses, TesterStatusLabels } from '@dtp/shared-api';
import { usersApi, type TesterListItem } from '@dtp/shared-api/back-office';
import {
  DataTable,
  FilterBar,
  FilterSearch,
  FilterSelect,
  formatCount,
  HStack,
  labelOptions,
  numberRows,
  PageHeading,
  Stack,
  useLoad,
  useNavigate,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { CsvExportButton, filterRows, NewLink, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { testersTexts as t } from './testers-texts';

type Row = TesterListItem & { position: number };

const filterNames = ['salutation', 'status', 'q'] as const;
const salutationOptions = labelOptions(Salutations, SalutationLabels);
const statusOptions = labelOptions(TesterStatuses, TesterStatusLabels);

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', cell: (row) => row.position, width: '3rem' },
  { key: 'lastName', header: 'Nachname', sortValue: (row) => row.lastName },
  { key: 'firstName', header: 'Vorname', sortValue: (row) => row.firstName },
  { key: 'email', header: 'Email', sortValue: (row) => row.email },
  { key: 'status', header: 'Status', sortValue: (row) => TesterStatuses.indexOf(row.status), cell: (row) => row.statusLabel },
];

const csvColumns: CsvColumn<Row>[] = [
  { header: '#', value: (row) => row.position, kind: 'integer' },
  { header: 'Nachname', value: (row) => row.lastName },
  { header: 'Vorname', value: (row) => row.firstName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Status', value: (row) => row.statusLabel },
];

/** All testers: salutation and status exact, search over first name + last name + email, all in the URL; 'Neu' creates one. */
export function TestersScreen() {
  const list = useListState(filterNames);
  const testers = useLoad(() => usersApi.list(), 'testers');
  const navigate = useNavigate();
  const rows = useMemo(
    () =>
      numberRows(
        filterRows(testers.data ?? [], list.filters, {
          exact: { salutation: (row) => row.salutation, status: (row) => row.status },
          search: { name: 'q', text: (row) => `${row.firstName} ${row.lastName} ${row.email}` },
        }),
      ),
    [testers.data, list.filters],
  );
  const { filtered } = list;

  return (
    <Stack gap="4">
      <PageHeading
        title={t.heading}
        subtitle={testers.data ? t.count(formatCount(rows.length), formatCount(testers.data.length), filtered) : undefined}
        actions={
          <HStack gap="2" wrap="wrap">
            <CsvExportButton fileName={t.csvFile} columns={csvColumns} rows={rows} />
            <NewLink to={paths.newTester()} />
          </HStack>
        }
      />
      <FilterBar onReset={filtered ? list.reset : undefined}>
        <FilterSelect label={t.salutation} value={list.filters.salutation} onChange={(v) => list.setFilter('salutation', v)} options={salutationOptions} />
        <FilterSelect label={t.status} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={statusOptions} />
        <FilterSearch label={t.search} placeholder={t.searchPlaceholder} value={list.filters.q} onSearch={(v) => list.setFilter('q', v.trim())} />
      </FilterBar>
      {testers.data ? (
        <DataTable
          caption={t.caption}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          {...list.tableSort}
          onRowClick={(row) => navigate(paths.showTester(row.id))}
          rowLabel={(row) => t.rowLabel(fullName(row))}
          emptyMessage={filtered ? t.emptyFiltered : t.empty}
        />
      ) : null}
    </Stack>
  );
}
