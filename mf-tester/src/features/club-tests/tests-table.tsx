import type { TestListItem } from '@dtp/api-client';
import { DataTable, useNavigate, type DataTableColumn, paths } from '@dtp/shared-ui';
import { seasonColumns } from '../../components/season-columns';
import { testsTexts } from './tests-texts';

type Row = TestListItem;

const columns: DataTableColumn<Row>[] = [
  ...seasonColumns('noch offen'),
  { key: 'teeTime', header: testsTexts.columns.teeTime, cell: (row) => (row.teeTime ? `${row.teeTime} Uhr` : '–') },
  { key: 'club', header: testsTexts.columns.club, cell: (row) => row.club?.name ?? testsTexts.clubNotYetKnown, sortValue: (row) => row.club?.name ?? '' },
  { key: 'status', header: testsTexts.columns.status, sortValue: (row) => row.progressLabel },
  // Only a done test has a claim: before that there is no invoice to speak of.
  { key: 'invoice', header: testsTexts.columns.invoice, cell: (row) => row.travelProgressLabel ?? '–', sortValue: (row) => row.travelProgressLabel ?? '' },
];

/** #, calendar week, day, tee time, club, status, invoice; a row opens the test. */
export function TestsTable({ tests }: { tests: readonly TestListItem[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption={testsTexts.tableCaption}
      rows={tests}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showTest(row.id))}
      rowLabel={(row) => (row.club ? testsTexts.rowLabel(row.club.name) : testsTexts.nextTestRowLabel(row.weeks))}
    />
  );
}
