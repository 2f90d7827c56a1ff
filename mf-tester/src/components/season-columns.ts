import { weekdayOf } from '@dtp/api-client';
import { formatCalendarWeek, formatDate, isoWeek, positionColumn, type DataTableColumn } from '@dtp/shared-ui';
import { seasonColumnsTexts as t } from './season-columns-texts';

/** What the season lists (own tests, own claims) have in common: the wave's weeks and, once agreed, the date. */
interface SeasonRow {
  weeks: string;
  date: string | null;
}

/** '#', 'KW' (of the agreed date, else the wave's weeks) and 'Tag' ('Mi, 14.06.2023', else `noDate`). */
export function seasonColumns(noDate: string): DataTableColumn<SeasonRow>[] {
  return [
    // Numbered as shown, after any sort.
    positionColumn<SeasonRow>(),
    { key: 'week', header: t.week, cell: (row) => (row.date ? formatCalendarWeek(isoWeek(row.date)) : row.weeks) },
    {
      key: 'day',
      header: t.day,
      cell: (row) => (row.date ? `${weekdayOf(row.date).slice(0, 2)}, ${formatDate(row.date)}` : noDate),
      sortValue: (row) => row.date,
    },
  ];
}
