import type { Wave, WaveTesting } from '@dtp/api-client/back-office';
import { positionListColumn, type ListColumn } from '@dtp/shared-ui/lists';
import { testerListColumn, testerNameOf, TestingsTable, testingStatusListColumn } from '../../components/testings/testings-table';
import { waveTexts as t } from './wave-texts';

type Row = WaveTesting;

const nameOf = (row: Row) => ({ firstName: row.testerFirstName, lastName: row.testerLastName });

/** #, Golfclub, Tester, Status: the table and the export. */
const columns: ListColumn<Row>[] = [
  positionListColumn<Row>(),
  { key: 'club', header: t.club, sortValue: (row) => row.club, value: (row) => row.club },
  testerListColumn<Row>(t, nameOf),
  testingStatusListColumn<Row>(t.status),
];

/** The wave's tests (#, Golfclub, Tester, Status), sortable in the URL; a row opens the testing and comes back here. */
export function WaveTestsTable({ wave, backTo }: { wave: Wave; backTo: string }) {
  return (
    <TestingsTable
      title={t.testsTitle}
      titleId="wave-tests-title"
      columns={columns}
      rows={wave.testings}
      caption={t.testsCaption(wave.number)}
      csvFile={t.testsCsvFile(wave.number)}
      testingId={(row) => row.id}
      rowLabel={(row) => t.rowLabel(row.club, testerNameOf(nameOf(row)))}
      backTo={backTo}
    />
  );
}
