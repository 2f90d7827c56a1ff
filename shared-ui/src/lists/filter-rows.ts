import { matchesSearch } from '../components/search';

export interface RowFilterSpec<Row, F extends string> {
  /** Filters that match the row's value exactly ('' means no filter): salutation, status, progress … */
  exact?: Partial<Record<F, (row: Row) => string | number | null>>;
  /** The free-text filter and the text it searches: lowercased, split on spaces, every word must match. */
  search?: { name: F; text: (row: Row) => string };
}

/** The rows a list shows for its URL filters (spec section 5 'Searches'). */
export function filterRows<Row, F extends string>(rows: readonly Row[], filters: Record<F, string>, spec: RowFilterSpec<Row, NoInfer<F>>): Row[] {
  const exact = Object.entries(spec.exact ?? {}) as [F, (row: Row) => string | number | null][];
  const active = exact.filter(([name]) => filters[name] !== '');
  const term = spec.search ? filters[spec.search.name] : '';
  return rows.filter(
    (row) =>
      active.every(([name, value]) => String(value(row) ?? '') === filters[name]) && (term === '' || matchesSearch(spec.search!.text(row), term)),
  );
}
