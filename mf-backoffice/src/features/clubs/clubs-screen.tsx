import { clubsApi, paths, type ClubListItem } from '@dtp/shared-api';
import {
  DataTable,
  FilterBar,
  FilterCheckbox,
  FilterSearch,
  HStack,
  numberRows,
  PageHeading,
  Stack,
  useHere,
  useLoad,
  useNavigate,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { CsvExportButton, NewLink, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { clubFilterDefaults, clubFilterNames, filterClubs } from './clubs-filter';
import { clubsTexts as t } from './clubs-texts';

type Row = ClubListItem & { position: number };
const yesNo = (value: boolean) => (value ? t.yes : t.no);

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', cell: (row) => row.position, width: '3rem' },
  { key: 'leading', header: t.leadingColumn, sortValue: (row) => row.leading, cell: (row) => yesNo(row.leading) },
  { key: 'candidate', header: t.candidateColumn, sortValue: (row) => row.candidateClub, cell: (row) => yesNo(row.candidateClub) },
  { key: 'name', header: t.name, sortValue: (row) => row.name },
];

const csvColumns: CsvColumn<Row>[] = [
  { header: '#', value: (row) => row.position, kind: 'integer' },
  { header: t.leadingColumn, value: (row) => yesNo(row.leading) },
  { header: t.candidateColumn, value: (row) => yesNo(row.candidateClub) },
  { header: t.name, value: (row) => row.name },
];

/** 'Die Golfclubs': Leading (on by default) and Bewerberclubs checkboxes and a name search in the URL; a row opens the club. */
export function ClubsScreen() {
  const list = useListState(clubFilterNames, clubFilterDefaults);
  const clubs = useLoad(() => clubsApi.list(), 'clubs');
  const navigate = useNavigate();
  const here = useHere();
  const rows = useMemo(() => numberRows(filterClubs(clubs.data ?? [], list.filters)), [clubs.data, list.filters]);
  const changed = clubFilterNames.some((name) => list.filters[name] !== (clubFilterDefaults[name] ?? ''));
  const setFlag = (name: 'leading' | 'candidate') => (checked: boolean) => list.setFilter(name, checked ? '1' : '');

  return (
    <Stack gap="4">
      <PageHeading
        title={t.heading}
        actions={
          <HStack gap="2" wrap="wrap">
            <CsvExportButton fileName={t.csvFile} columns={csvColumns} rows={rows} />
            <NewLink to={paths.newClub()} />
          </HStack>
        }
      />
      <FilterBar onReset={changed ? list.reset : undefined}>
        <FilterCheckbox label={t.leading} checked={list.filters.leading === '1'} onChange={setFlag('leading')} />
        <FilterCheckbox label={t.candidate} checked={list.filters.candidate === '1'} onChange={setFlag('candidate')} />
        <FilterSearch label={t.search} placeholder={t.searchPlaceholder} value={list.filters.q} onSearch={(v) => list.setFilter('q', v.trim())} />
      </FilterBar>
      {clubs.data ? (
        <DataTable
          caption={t.caption}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          {...list.tableSort}
          onRowClick={(row) => navigate(paths.showClub(row.id, here))}
          rowLabel={(row) => t.rowLabel(row.name)}
          emptyMessage={changed ? t.emptyFiltered : t.empty}
        />
      ) : null}
    </Stack>
  );
}
