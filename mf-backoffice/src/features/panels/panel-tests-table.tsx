import type { Panel, PanelEntry } from '@dtp/api-client/back-office';
import { DataTable, orderRows, positionColumn, SectionCard, Stack, Text, useNavigate, type DataTableColumn, paths } from '@dtp/shared-ui';
import { csvColumns as csvColumnsOf, CsvExportButton, positionListColumn, useListState, type CsvColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { panelTexts as t } from './panel-texts';

type Row = PanelEntry;

const testerName = (row: PanelEntry) => [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

const columns: DataTableColumn<Row>[] = [
  positionColumn<Row>(),
  { key: 'wave', header: t.wave, sortValue: (row) => row.waveNumber },
  { key: 'weeks', header: t.weeks, cell: (row) => row.weeks, noWrap: true },
  { key: 'tester', header: t.tester, sortValue: (row) => (row.lastName ? `${row.lastName} ${row.firstName ?? ''}` : null), cell: (row) => testerName(row) ?? t.noTester },
  { key: 'status', header: 'Status', sortValue: (row) => row.progressLabel },
];

const csvColumns: CsvColumn<Row>[] = [
  ...csvColumnsOf([positionListColumn<Row>()]),
  { header: t.wave, value: (row) => row.waveNumber, kind: 'integer' },
  { header: t.weeks, value: (row) => row.weeks },
  { header: t.tester, value: (row) => testerName(row) },
  { header: 'Status', value: (row) => row.progressLabel },
];

/** The panel's tests (Welle, KW, Tester, Status), sortable in the URL; a row opens the testing and comes back here. */
export function PanelTestsTable({ panel, backTo }: { panel: Panel; backTo: string }) {
  const navigate = useNavigate();
  const list = useListState([]);
  const rows = panel.testings;
  // The export in the table's order, numbered as the table is.
  const { sort } = list.tableSort;
  const exported = useMemo(() => orderRows(rows, columns, sort), [rows, sort]);
  return (
    <SectionCard id="panel-tests-title" title={t.testsTitle}>
      {rows.length === 0 ? (
        <Text color="gray.600">{t.noTests}</Text>
      ) : (
        <Stack gap="3">
          <div>
            <CsvExportButton size="sm" fileName={t.testsCsvFile(panel.clubName)} columns={csvColumns} rows={exported} />
          </div>
          <DataTable
            caption={t.testsCaption(panel.clubName)}
            rows={rows}
            columns={columns}
            rowKey={(row) => row.testingId}
            {...list.tableSort}
            onRowClick={(row) => navigate(paths.showTesting(row.testingId, backTo))}
            rowLabel={(row) => t.testRowLabel(row.waveNumber, testerName(row))}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
