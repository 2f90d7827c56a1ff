import type { TravelListItem } from '@dtp/shared-api';
import { isoWeek, paths, weekdayOf } from '@dtp/shared-api';
import { DataTable, formatCalendarWeek, formatDate, useNavigate, type DataTableColumn } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { travelsTexts } from './travel-texts';

type Row = TravelListItem & { position: number };

const columns: DataTableColumn<Row>[] = [
  { key: 'position', header: '#', sortValue: (row) => row.position, width: '3rem' },
  { key: 'week', header: 'KW', cell: (row) => (row.date ? formatCalendarWeek(isoWeek(row.date)) : row.weeks) },
  {
    key: 'day',
    header: 'Tag',
    cell: (row) => (row.date ? `${weekdayOf(row.date).slice(0, 2)}, ${formatDate(row.date)}` : '–'),
    sortValue: (row) => row.date,
  },
  { key: 'club', header: 'Club', sortValue: (row) => row.club.name },
  { key: 'status', header: 'Rechnungsstatus', sortValue: (row) => row.progressLabel },
];

/** #, calendar week, day, club, invoice status; a row opens the claim. */
export function TravelsTable({ travels }: { travels: readonly TravelListItem[] }) {
  const navigate = useNavigate();
  const rows = useMemo(() => travels.map((travel, index) => ({ ...travel, position: index + 1 })), [travels]);
  return (
    <DataTable
      caption={travelsTexts.tableCaption}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showTravel(row.id))}
      rowLabel={(row) => travelsTexts.rowLabel(row.club.name)}
    />
  );
}
