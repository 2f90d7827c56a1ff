import { HStack, Stack } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { DataTable, orderRows, type DataTableColumn } from '../components/data-table';
import { POSITION_HEADER } from '../components/number-rows';
import { FilterBar, FilterCheckbox, FilterSearch, FilterSelect, type FilterSelectProps } from '../components/filter-bar';
import { PageHeading } from '../components/page-heading';
import type { SortValue } from '../components/sort';
import type { CsvColumn } from './csv';
import { CsvExportButton } from './csv-export-button';
import { NewLink } from './new-link';
import type { ListState } from './use-list-state';

/**
 * One column of a list screen, for its table and its CSV export alike: the export has the table's
 * columns, in the table's order, under the same headers.
 */
export interface ListColumn<Row> {
  key: string;
  header: string;
  /** What the row says in this column: the export's cell, and the table's unless `cell` shows more. `position`: the row's place as shown. */
  value?: (row: Row, position: number) => string | number | Date | null | undefined;
  /** How the export writes the value ('date': dd.MM.yyyy; 'integer'; 'decimal': two decimals). */
  kind?: CsvColumn<Row>['kind'];
  /** The table's cell where it shows more than the value (a badge, a second line, the row's actions). */
  cell?: (row: Row, position: number) => ReactNode;
  /** Makes the table's column sortable. */
  sortValue?: (row: Row) => SortValue;
  /** 'table': not exported (the row's actions); 'csv': exported only (what the table shows in another column's cell). */
  only?: 'table' | 'csv';
  width?: string;
  noWrap?: boolean;
  hideHeader?: boolean;
  mobileLabel?: string;
}

/** A list's '#' column: the rows numbered in the order shown (after sorting), in the table and in the export alike. */
export function positionListColumn<Row>(): ListColumn<Row> {
  return { key: 'position', header: POSITION_HEADER, value: (_row, position) => position, kind: 'integer', width: '3rem' };
}

/** A row's actions (buttons, links): a column of the table only, its header for screen readers and above each stacked row on a phone. */
export function rowActionsColumn<Row>(label: string, cell: (row: Row) => ReactNode): ListColumn<Row> {
  return { key: 'actions', header: label, hideHeader: true, mobileLabel: label, only: 'table', cell };
}

/** The table's columns of a column list. */
export function tableColumns<Row>(columns: readonly ListColumn<Row>[]): DataTableColumn<Row>[] {
  return columns
    .filter((column) => column.only !== 'csv')
    .map(({ key, header, value, cell, sortValue, width, noWrap, hideHeader, mobileLabel }) => ({
      key,
      header,
      cell: cell ?? (value ? (row: Row, position: number) => String(value(row, position) ?? '') : undefined),
      sortValue,
      width,
      noWrap,
      hideHeader,
      mobileLabel,
    }));
}

/** The export's columns of a column list. */
export function csvColumns<Row>(columns: readonly ListColumn<Row>[]): CsvColumn<Row>[] {
  return columns
    .filter((column) => column.only !== 'table')
    .map(({ header, value, kind }) => ({ header, value: value ?? (() => ''), kind }));
}

/** A list screen's texts: its heading, the table's caption, the export's file name, the empty table's messages. */
export interface ListTexts {
  heading: string;
  /** The table's caption for screen readers. */
  caption: string;
  csvFile: string;
  /** The empty table's message without filters, and with them. */
  empty: string;
  emptyFiltered: string;
}

export interface ListScreenProps<Row, F extends string> {
  texts: ListTexts;
  subtitle?: ReactNode;
  /** The list's state in the URL: the filter bar's reset, the table's sort, the empty message. */
  list: ListState<F>;
  /** The filter bar's filters. */
  filters: ReactNode;
  /** One column list for the table and the export. */
  columns: readonly ListColumn<Row>[];
  /** The rows shown (filtered); the table sorts them, and the export writes them in the table's order. Undefined while they load (no table yet). */
  rows: readonly Row[] | undefined;
  /** The create page: a 'Neu' button next to the export. */
  newTo?: string;
  /** More buttons in the heading, before the export (e.g. „Aktualisieren“). */
  actions?: ReactNode;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** A hint between the filter bar and the table (e.g. what the default filter hides). */
  notice?: ReactNode;
  /** What the screen shows besides (its dialogs). */
  children?: ReactNode;
}

const noRows: never[] = [];

/**
 * A back-office list screen: the heading with 'CSV exportieren' (exactly the rows shown) and 'Neu',
 * the filter bar with its reset while any filter differs from its default, and the table, whose
 * sort is kept in the URL; table and export are made from one column list.
 */
export function ListScreen<Row, F extends string>({
  texts,
  subtitle,
  list,
  filters,
  columns,
  rows,
  newTo,
  actions,
  rowKey,
  onRowClick,
  rowLabel,
  notice,
  children,
}: ListScreenProps<Row, F>) {
  const table = useMemo(() => tableColumns(columns), [columns]);
  const csv = useMemo(() => csvColumns(columns), [columns]);
  // The export in the table's order, so its '#' and its rows read as the table does.
  const { sort } = list.tableSort;
  const exported = useMemo(() => (rows ? orderRows(rows, table, sort) : noRows), [rows, table, sort]);
  const exportButton = <CsvExportButton fileName={texts.csvFile} columns={csv} rows={exported} />;
  return (
    <Stack gap="4">
      <PageHeading
        title={texts.heading}
        subtitle={subtitle}
        actions={
          newTo || actions ? (
            <HStack gap="2" wrap="wrap">
              {actions}
              {exportButton}
              {newTo ? <NewLink to={newTo} /> : null}
            </HStack>
          ) : (
            exportButton
          )
        }
      />
      <FilterBar onReset={list.filtered ? list.reset : undefined}>{filters}</FilterBar>
      {notice}
      {rows ? (
        <DataTable
          caption={texts.caption}
          rows={rows}
          columns={table}
          rowKey={rowKey}
          {...list.tableSort}
          onRowClick={onRowClick}
          rowLabel={rowLabel}
          emptyMessage={list.filtered ? texts.emptyFiltered : texts.empty}
        />
      ) : null}
      {children}
    </Stack>
  );
}

type ListFilters<F extends string> = Pick<ListState<F>, 'filters' | 'setFilter'>;

/** A list's search filter ('q' in the URL): applied on blur and Enter, without surrounding spaces. */
export function ListSearch({ list, label, placeholder }: { list: ListFilters<'q'>; label: string; placeholder?: string }) {
  return <FilterSearch label={label} placeholder={placeholder} value={list.filters.q} onSearch={(value) => list.setFilter('q', value.trim())} />;
}

/** A select filter of the list, kept in the URL under `name`. */
export function ListSelect<F extends string>({ list, name, ...props }: { list: ListFilters<F>; name: F } & Omit<FilterSelectProps, 'value' | 'onChange'>) {
  return <FilterSelect {...props} value={list.filters[name]} onChange={(value) => list.setFilter(name, value)} />;
}

/** A checkbox filter of the list: '1' under `name` in the URL while checked. */
export function ListCheckbox<F extends string>({ list, name, label }: { list: ListFilters<F>; name: F; label: string }) {
  return <FilterCheckbox label={label} checked={list.filters[name] === '1'} onChange={(checked) => list.setFilter(name, checked ? '1' : '')} />;
}
