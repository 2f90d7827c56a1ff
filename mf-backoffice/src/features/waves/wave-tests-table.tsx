import type { Wave, WaveTesting } from '@dtp/api-client/back-office';
import { DataTable, orderRows, positionColumn, SectionCard, Stack, useNavigate, type DataTableColumn, paths } from '@dtp/shared-ui';
import { csvColumns as csvColumnsOf, CsvExportButton, positionListColumn, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { waveTexts as t } from './wave-texts';

type Row = WaveTesting;

const testerName = (row: WaveTesting) => [row.testerFirstName, row.testerLastName].filter(Boolean).join(' ') || null;
// Sorted by last name, then first name: what a manager looks for.
const testerSortValue = (row: WaveTesting) => (row.testerLastName ? `${row.testerLastName} ${row.testerFirstName ?? ''}` : null);

const columns: DataTableColumn<Row>[] = [
  positionColumn<Row>(),
  { key: 'club', header: t.club, sortValue: (row) => row.club },
  { key: 'tester', header: t.tester, sortValue: testerSortValue, cell: (row) => testerName(row) ?? t.noTester },
  { key: 'status', header: 'Status', sortValue: (row) => row.progressLabel },
];

const csvColumns: CsvColumn<Row>[] = [
  ...csvColumnsOf([positionListColumn<Row>()]),
  { header: t.club, value: (row) => row.club },
  { header: t.tester, value: (row) => testerName(row) },
  { header: 'Status', value: (row) => row.progressLabel },
];

/** The wave's tests (#, Golfclub, Tester, Status), sortable in the URL; a row opens the testing and comes back here. */
export function WaveTestsTable({ wave, backTo }: { wave: Wave; backTo: string }) {
  const navigate = useNavigate();
  const list = useListState([]);
  const rows = wave.testings;
  // The export in the table's order, numbered as the table is.
  const { sort } = list.tableSort;
  const exported = useMemo(() => orderRows(rows, columns, sort), [rows, sort]);
  return (
    <SectionCard id="wave-tests-title" title={t.testsTitle}>
      <Stack gap="3">
        <div>
          <CsvExportButton size="sm" fileName={t.testsCsvFile(wave.number)} columns={csvColumns} rows={exported} />
        </div>
        <DataTable
          caption={t.testsCaption(wave.number)}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.id}
          {...list.tableSort}
          onRowClick={(row) => navigate(paths.showTesting(row.id, backTo))}
          rowLabel={(row) => t.rowLabel(row.club, testerName(row))}
        />
      </Stack>
    </SectionCard>
  );
}
