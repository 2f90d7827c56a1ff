import { Box, Button, chakra, HStack, Table, Text } from '@chakra-ui/react';
import { memo, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { countLine, formatCount } from './count-line';
import { dataTableCss } from './data-table-css';
import { SortAscIcon, SortDescIcon, SortNoneIcon } from './icons';
import { ariaSort, nextSortDirection, sortRows, type SortState, type SortValue } from './sort';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell; default: `sortValue` as text. `position` is the row's place as shown (1, 2, …, after sorting). */
  cell?: (row: Row, position: number) => ReactNode;
  /** Makes the column sortable (NONE → ASC → DESC → NONE). */
  sortValue?: (row: Row) => SortValue;
  align?: 'start' | 'end' | 'center';
  width?: string;
  /** Keeps the cell on one line (e.g. 'KW 17–19'); cells wrap by default. */
  noWrap?: boolean;
  /** A header the user does not need to see (e.g. an actions column) still gets an accessible name. */
  hideHeader?: boolean;
  /** The label in front of the value when rows are stacked on a phone; default: the header if it is text. */
  mobileLabel?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Makes rows clickable and keyboard-reachable (Tab, then Enter or Space). */
  onRowClick?: (row: Row) => void;
  /** The accessible name of a clickable row, e.g. 'Datenblatt von Max Muster öffnen'. */
  rowLabel?: (row: Row) => string;
  /** Table caption for screen readers (what the table lists). */
  caption: string;
  emptyMessage?: ReactNode;
  /** 'N Datensätze angezeigt' under the table; default on. */
  showCount?: boolean;
  /** Rows rendered at first and added per 'Weitere anzeigen' (default 50): keeps a 5,000-row list's filter under 100 ms (docs/performance.md#the-dashboard-at-season-scale). */
  pageSize?: number;
  /** Controlled sort (e.g. kept in the URL); otherwise the table keeps its own. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  defaultSort?: SortState;
  /** Rows that stay after all others under every sort (e.g. testers a manager should not pick first). */
  pinLast?: (row: Row) => boolean;
  /** On a phone each row becomes a small card of 'label value' lines instead of a wide table; default on. */
  stackOnMobile?: boolean;
}

function labelOf<Row>(column: DataTableColumn<Row>): string {
  return column.mobileLabel ?? (!column.hideHeader && typeof column.header === 'string' ? column.header : '');
}

/**
 * The rows in the order a table shows them: sorted by the column of `sort` (when it is sortable),
 * then `pinLast` rows after all others. The table and its export use it alike.
 */
export function orderRows<Row>(
  rows: readonly Row[],
  columns: readonly Pick<DataTableColumn<Row>, 'key' | 'sortValue'>[],
  sort: SortState,
  pinLast?: (row: Row) => boolean,
): readonly Row[] {
  const sortValue = columns.find((column) => column.key === sort.key)?.sortValue;
  const ordered = sortValue ? sortRows(rows, sortValue, sort.direction) : rows;
  return pinLast ? [...ordered.filter((row) => !pinLast(row)), ...ordered.filter(pinLast)] : ordered;
}

const tableWithStacking = { ...dataTableCss.bodyCells, ...dataTableCss.stackedOnPhone };
const NO_SORT: SortState = { key: '', direction: 'NONE' };
const sortIcon = { NONE: <SortNoneIcon />, ASC: <SortAscIcon />, DESC: <SortDescIcon /> };

interface RowViewProps<Row> {
  row: Row;
  /** The row's place as shown, 1-based. */
  position: number;
  columns: readonly DataTableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  label?: string;
}

function RowViewInner<Row>({ row, position, columns, onRowClick, label }: RowViewProps<Row>) {
  const clickable = Boolean(onRowClick);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return; // keys inside a cell's own button
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };
  return (
    <tr
      onClick={clickable ? () => onRowClick?.(row) : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
      tabIndex={clickable ? 0 : undefined}
      aria-label={clickable ? label : undefined}
      data-clickable={clickable ? '' : undefined}
    >
      {columns.map((column) => (
        <td key={column.key} data-align={column.align} data-nowrap={column.noWrap ? '' : undefined} data-label={labelOf(column)}>
          {column.cell ? column.cell(row, position) : String(column.sortValue?.(row) ?? '')}
        </td>
      ))}
    </tr>
  );
}
const RowView = memo(RowViewInner) as typeof RowViewInner;

/** A typed table: sortable columns, clickable rows, an empty message and the count line. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  onRowClick,
  rowLabel,
  caption,
  emptyMessage = 'Keine Einträge vorhanden.',
  showCount = true,
  pageSize = 50,
  sort,
  onSortChange,
  defaultSort = NO_SORT,
  pinLast,
  stackOnMobile = true,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState(defaultSort);
  const [visible, setVisible] = useState(pageSize);
  const currentSort = sort ?? ownSort;
  const sortValue = columns.find((column) => column.key === currentSort.key)?.sortValue;

  const sorted = useMemo(
    () => orderRows(rows, [{ key: currentSort.key, sortValue }], currentSort, pinLast),
    // The sort's key and direction, not its object: a new object with the same sort does not sort again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, sortValue, currentSort.key, currentSort.direction, pinLast],
  );
  const shown = sorted.length > visible ? sorted.slice(0, visible) : sorted;

  function toggleSort(key: string) {
    const direction = nextSortDirection(currentSort.key === key ? currentSort.direction : 'NONE');
    const next = { key, direction };
    if (sort === undefined) setOwnSort(next);
    onSortChange?.(next);
  }

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
        <Table.Root size="sm" css={stackOnMobile ? tableWithStacking : dataTableCss.bodyCells}>
          <chakra.caption srOnly>{caption}</chakra.caption>
          <Table.Header>
            <Table.Row bg="gray.100">
              {columns.map((column) => {
                const direction = currentSort.key === column.key ? currentSort.direction : 'NONE';
                return (
                  <Table.ColumnHeader
                    key={column.key}
                    textAlign={column.align}
                    w={column.width}
                    aria-sort={column.sortValue ? ariaSort[direction] : undefined}
                  >
                    {column.sortValue ? (
                      <chakra.button
                        type="button"
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="semibold"
                        cursor="pointer"
                        borderRadius="sm"
                        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                        onClick={() => toggleSort(column.key)}
                      >
                        {column.header}
                        <chakra.span data-sort={direction} display="inline-flex">
                          {sortIcon[direction]}
                        </chakra.span>
                      </chakra.button>
                    ) : column.hideHeader ? (
                      <chakra.span srOnly>{column.header}</chakra.span>
                    ) : (
                      column.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length} data-empty="">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <RowView key={rowKey(row)} row={row} position={index + 1} columns={columns} onRowClick={onRowClick} label={rowLabel?.(row)} />
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" mt="2" wrap="wrap" gap="2">
        {showCount ? (
          <Text fontSize="sm" color="gray.600" role="status">
            {countLine(rows.length)}
          </Text>
        ) : (
          <span />
        )}
        {sorted.length > shown.length ? (
          <Button size="sm" variant="outline" onClick={() => setVisible((n) => n + pageSize)}>
            Weitere {formatCount(Math.min(pageSize, sorted.length - shown.length))} anzeigen ({formatCount(shown.length)} von{' '}
            {formatCount(sorted.length)} sichtbar)
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
