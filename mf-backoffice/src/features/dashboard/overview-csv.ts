import type { OverviewRow } from '@dtp/shared-api/back-office';
import type { CsvColumn } from '@dtp/shared-ui/lists';

/** The dashboard's export: the columns the table shows, for the rows it shows. */
export const overviewCsvColumns: CsvColumn<OverviewRow & { position: number }>[] = [
  { header: '#', value: (row) => row.position, kind: 'integer' },
  { header: 'Nachname', value: (row) => row.lastName },
  { header: 'Vorname', value: (row) => row.firstName },
  { header: 'Club', value: (row) => row.clubName },
  { header: 'Welle', value: (row) => row.wave, kind: 'integer' },
  { header: 'KW', value: (row) => row.weeks },
  { header: 'Datum', value: (row) => row.date, kind: 'date' },
  { header: 'Status', value: (row) => row.progressLabel },
];
