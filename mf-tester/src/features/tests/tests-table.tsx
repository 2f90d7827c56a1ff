import type { TestListItem } from '@dtp/shared-api';
import { isoWeek, paths, weekdayOf } from '@dtp/shared-api';
import { DataTable, formatCalendarWeek, formatDate, useNavigate, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { testsTexts } from './tests-texts';

type Row = TestListItem & { position: number };

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', sortValue: (row) => row.position, width: '3rem' },
  { key: 'week', header: 'KW', cell: (row) => (row.date ? formatCalendarWeek(isoWeek(row.date)) : row.weeks) },
  {
    key: 'day',
    header: 'Tag',
    cell: (row) => (row.date ? `${weekdayOf(row.date).slice(0, 2)}, ${formatDate(row.date)}` : 'noch offen'),
    sortValue: (row) => row.date,
  },
  { key: 'teeTime', header: 'Tee-Time', cell: (row) => (row.teeTime ? `${row.teeTime} Uhr` : '–') },
  { key: 'club', header: 'Club', sortValue: (row) => row.club.name },
  { key: 'status', header: 'Status', sortValue: (row) => row.progressLabel },
  { key: 'invoice', header: 'Rechnung', sortValue: (row) => row.travelProgressLabel },
];

/** #, calendar week, day, tee time, club, status, invoice; a row opens the test. */
export function TestsTable({ tests }: { tests: readonly TestListItem[] }) {
  const navigate = useNavigate();
  const rows = useMemo(() => tests.map((test, index) => ({ ...test, position: index + 1 })), [tests]);
  return (
    <DataTable
      caption={testsTexts.tableCaption}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showTest(row.id))}
      rowLabel={(row) => testsTexts.rowLabel(row.club.name)}
    />
  );
}
