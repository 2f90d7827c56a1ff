import type { DataTableColumn } from './data-table';

/** The '#' column's header (spec: every list's first column). */
export const POSITION_HEADER = '#';

/**
 * A table's '#' column: the rows numbered 1, 2, … in the order shown, after sorting and pinning,
 * so the numbers always run down the table (DataTable passes each row's place to its cells).
 */
export function positionColumn<Row>(): DataTableColumn<Row> {
  return { key: 'position', header: POSITION_HEADER, cell: (_row, position) => position, width: '3rem' };
}
