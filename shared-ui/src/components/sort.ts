import { germanCollator } from '../format/german-intl';

/** Sort states cycle NONE → ASC → DESC → NONE (spec section 4). */
export type SortDirection = 'NONE' | 'ASC' | 'DESC';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export function nextSortDirection(direction: SortDirection): SortDirection {
  return direction === 'NONE' ? 'ASC' : direction === 'ASC' ? 'DESC' : 'NONE';
}

export const ariaSort = { NONE: 'none', ASC: 'ascending', DESC: 'descending' } as const;

export type SortValue = string | number | boolean | Date | null | undefined;

const isEmpty = (value: SortValue) => value == null || value === '';

/** German order for text ('Ä' next to 'A', '2' before '10'), numbers by value; empty values always last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const emptyA = isEmpty(a);
  const emptyB = isEmpty(b);
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return germanCollator().compare(String(a), String(b));
}

/** A sorted copy (stable); NONE keeps the given order. Empty values stay last in both directions. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection): Row[] {
  if (direction === 'NONE') return [...rows];
  const sign = direction === 'ASC' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((x, y) => {
    // Empty last in both directions: the sign must not flip them.
    if (isEmpty(x.key) !== isEmpty(y.key)) return isEmpty(x.key) ? 1 : -1;
    return sign * compareSortValues(x.key, y.key) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}
