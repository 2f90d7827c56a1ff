import type { Wave, WaveTesting } from '@dtp/api-client/back-office';
import { positionListColumn } from '@dtp/shared-ui/lists';
import { testerListColumn, testerNameOf, TestingsTable, testingStatusListColumn, type TestingsTableSpec } from '../../components/testings/testings-table';
import { waveTexts as t } from './wave-texts';

type Row = WaveTesting;

const nameOf = (row: Row) => ({ firstName: row.testerFirstName, lastName: row.testerLastName });

/** #, Golfclub, Tester, Status: the table and the export. */
const spec: TestingsTableSpec<Row> = {
  id: 'wave-tests-title',
  columns: [
    positionListColumn<Row>(),
    { key: 'club', header: t.club, sortValue: (row) => row.club, value: (row) => row.club },
    testerListColumn<Row>(t, nameOf),
    testingStatusListColumn<Row>(t.status),
  ],
  testingId: (row) => row.id,
  rowLabel: (row) => t.rowLabel(row.club, testerNameOf(nameOf(row))),
};

/** The wave's tests (#, Golfclub, Tester, Status), sortable in the URL; a row opens the testing and comes back here. */
export function WaveTestsTable({ wave, backTo }: { wave: Wave; backTo: string }) {
  return <TestingsTable spec={spec} texts={t} of={wave.number} rows={wave.testings} backTo={backTo} />;
}
