import { DataTable, orderRows, SectionCard, Stack, useNavigate, paths } from '@dtp/shared-ui';
import { csvColumns, CsvExportButton, tableColumns, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo, type ReactNode } from 'react';

/** A testing's tester as a row names them: first and last name, each missing while no tester is assigned. */
export interface TestingTesterName {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

/** 'Vorname Nachname', or null while no tester is assigned. */
export const testerNameOf = ({ firstName, lastName }: TestingTesterName) => [firstName, lastName].filter(Boolean).join(' ') || null;

/** The 'Tester' column: the name (`noTester` while none), sorted by last name, then first name: what a manager looks for. */
export function testerListColumn<Row>(texts: { tester: string; noTester: string }, nameOf: (row: Row) => TestingTesterName): ListColumn<Row> {
  return {
    key: 'tester',
    header: texts.tester,
    sortValue: (row) => {
      const { firstName, lastName } = nameOf(row);
      return lastName ? `${lastName} ${firstName ?? ''}` : null;
    },
    value: (row) => testerNameOf(nameOf(row)),
    cell: (row) => testerNameOf(nameOf(row)) ?? texts.noTester,
  };
}

/** The 'Status' column: the testing's status as the row labels it. */
export function testingStatusListColumn<Row extends { progressLabel: string }>(header: string): ListColumn<Row> {
  return { key: 'status', header, sortValue: (row) => row.progressLabel, value: (row) => row.progressLabel };
}

/** A feature's tests table: its card's id, one column list for the table and the export, and what a row names. */
export interface TestingsTableSpec<Row> {
  /** The card's DOM id (its title labels it). */
  id: string;
  columns: readonly ListColumn<Row>[];
  testingId: (row: Row) => number;
  rowLabel: (row: Row) => string;
}

/** The texts of the tests of one wave or panel (`of`): the card's title, the table's caption, the export's file. */
export interface TestingsTableTexts<Of> {
  testsTitle: string;
  testsCaption: (of: Of) => string;
  testsCsvFile: (of: Of) => string;
}

export interface TestingsTableProps<Row, Of> {
  spec: TestingsTableSpec<Row>;
  texts: TestingsTableTexts<Of>;
  /** Whose tests: the wave's number, the panel's club. */
  of: Of;
  rows: readonly Row[];
  /** Where a testing opened from a row leads back to. */
  backTo: string;
  /** Shown instead of the table while there are no rows; without it the empty table shows. */
  empty?: ReactNode;
}

/**
 * The tests of a wave or a panel: table and CSV from one column list, sortable in the URL, the export in the table's
 * order and numbered as the table is; a row opens the testing and comes back here.
 */
export function TestingsTable<Row, Of>({ spec, texts, of, rows, backTo, empty }: TestingsTableProps<Row, Of>) {
  const { id, columns, testingId, rowLabel } = spec;
  const navigate = useNavigate();
  const list = useListState([]);
  const table = useMemo(() => tableColumns(columns), [columns]);
  const csv = useMemo(() => csvColumns(columns), [columns]);
  const { sort } = list.tableSort;
  const exported = useMemo(() => orderRows(rows, table, sort), [rows, table, sort]);
  return (
    <SectionCard id={id} title={texts.testsTitle}>
      {rows.length === 0 && empty ? (
        empty
      ) : (
        <Stack gap="3">
          <div>
            <CsvExportButton size="sm" fileName={texts.testsCsvFile(of)} columns={csv} rows={exported} />
          </div>
          <DataTable
            caption={texts.testsCaption(of)}
            rows={rows}
            columns={table}
            rowKey={testingId}
            {...list.tableSort}
            onRowClick={(row) => navigate(paths.showTesting(testingId(row), backTo))}
            rowLabel={rowLabel}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
