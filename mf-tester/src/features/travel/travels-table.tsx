import type { TravelListItem } from '@dtp/api-client';
import { DataTable, useNavigate, type DataTableColumn, paths } from '@dtp/shared-ui';
import { seasonColumns } from '../../components/season-columns';
import { travelsTexts } from './travel-texts';

type Row = TravelListItem;

const columns: DataTableColumn<Row>[] = [
  ...seasonColumns('–'),
  { key: 'club', header: travelsTexts.columns.club, sortValue: (row) => row.club.name },
  { key: 'status', header: travelsTexts.columns.status, sortValue: (row) => row.progressLabel },
];

/** #, calendar week, day, club, invoice status; a row opens the claim. */
export function TravelsTable({ travels }: { travels: readonly TravelListItem[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption={travelsTexts.tableCaption}
      rows={travels}
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showTravel(row.id))}
      rowLabel={(row) => travelsTexts.rowLabel(row.club.name)}
    />
  );
}
