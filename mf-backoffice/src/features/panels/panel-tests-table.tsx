import type { Panel, PanelEntry } from '@dtp/api-client/back-office';
import { Text } from '@dtp/shared-ui';
import { positionListColumn } from '@dtp/shared-ui/lists';
import { testerListColumn, testerNameOf, TestingsTable, testingStatusListColumn, type TestingsTableSpec } from '../../components/testings/testings-table';
import { panelTexts as t } from './panel-texts';

type Row = PanelEntry;

/** #, Welle, KW, Tester, Status: the table and the export. */
const spec: TestingsTableSpec<Row> = {
  id: 'panel-tests-title',
  columns: [
    positionListColumn<Row>(),
    { key: 'wave', header: t.wave, sortValue: (row) => row.waveNumber, value: (row) => row.waveNumber, kind: 'integer' },
    { key: 'weeks', header: t.weeks, value: (row) => row.weeks, noWrap: true },
    testerListColumn<Row>(t, (row) => row),
    testingStatusListColumn<Row>(t.status),
  ],
  testingId: (row) => row.testingId,
  rowLabel: (row) => t.testRowLabel(row.waveNumber, testerNameOf(row)),
};

/** The panel's tests (Welle, KW, Tester, Status), sortable in the URL; a row opens the testing and comes back here. */
export function PanelTestsTable({ panel, backTo }: { panel: Panel; backTo: string }) {
  const empty = <Text color="gray.600">{t.noTests}</Text>;
  return <TestingsTable spec={spec} texts={t} of={panel.clubName} rows={panel.testings} backTo={backTo} empty={empty} />;
}
