import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from '../components/sort';

export type SortDirection = 'ASC' | 'DESC';

export interface ListState<F extends string> {
  /** Every filter's current value; '' when it is not set. */
  filters: Record<F, string>;
  sort: { key: string; direction: SortDirection } | null;
  /** 1-based. */
  page: number;
  /** Sets one filter and goes back to page 1; an empty value removes it from the URL. */
  setFilter: (name: F, value: string) => void;
  setSort: (sort: { key: string; direction: SortDirection } | null) => void;
  setPage: (page: number) => void;
  /** Back to the defaults: no filters, no sort, page 1. */
  reset: () => void;
  /** True when any filter differs from its default (the reset is offered, the empty message names the filters). */
  filtered: boolean;
  /** The sort in DataTable's terms: `<DataTable {...list.tableSort} />` keeps a table's sort in the URL. */
  tableSort: { sort: SortState; onSortChange: (sort: SortState) => void };
}

const NO_SORT: SortState = { key: '', direction: 'NONE' };

const SORT = 'sort';
const PAGE = 'page';

/**
 * A list's filters, sort and page in the URL (`?wave=2&status=DONE&sort=lastName.ASC&page=3`): reload
 * and a shared link keep them, and every change is a history entry, so the browser's back button
 * steps back through them. `defaults` are the filter values shown when the URL names none.
 */
export function useListState<F extends string>(filterNames: readonly F[], defaults: Partial<Record<F, string>> = {}): ListState<F> {
  const [params, setParams] = useSearchParams();
  // The router renders a navigation as a transition, so a second change can come before the first is
  // rendered (a select, then the search's blur): each change builds on the last one written, and a
  // navigation the router renders (back button, link) is adopted.
  const rendered = useRef(params);
  const latest = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? defaults[name] ?? ''])) as Record<F, string>,
    // The names and defaults are constants of the calling screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  );
  const sortParam = params.get(SORT);
  const sort = useMemo(() => {
    const match = sortParam ? /^(.+)\.(ASC|DESC)$/.exec(sortParam) : null;
    return match ? { key: match[1] as string, direction: match[2] as SortDirection } : null;
  }, [sortParam]);
  const page = Math.max(1, Number.parseInt(params.get(PAGE) ?? '1', 10) || 1);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  const setFilter = useCallback(
    (name: F, value: string) =>
      change((next) => {
        // A value equal to the default needs no place in the URL, unless the default is not empty
        // (then '' must be written to say "no filter").
        if (value === (defaults[name] ?? '')) next.delete(name);
        else next.set(name, value);
        next.delete(PAGE);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change],
  );
  const setSort = useCallback(
    (value: { key: string; direction: SortDirection } | null) =>
      change((next) => {
        if (value) next.set(SORT, `${value.key}.${value.direction}`);
        else next.delete(SORT);
      }),
    [change],
  );
  const setPage = useCallback(
    (value: number) =>
      change((next) => {
        if (value <= 1) next.delete(PAGE);
        else next.set(PAGE, String(value));
      }),
    [change],
  );
  const reset = useCallback(
    () =>
      change((next) => {
        for (const name of [...filterNames, SORT, PAGE]) next.delete(name);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change],
  );
  const tableSort = useMemo(
    () => ({
      sort: sort ?? NO_SORT,
      onSortChange: (next: SortState) => setSort(next.direction === 'NONE' ? null : { key: next.key, direction: next.direction }),
    }),
    [sort, setSort],
  );
  const filtered = filterNames.some((name) => filters[name] !== (defaults[name] ?? ''));
  return { filters, filtered, sort, page, setFilter, setSort, setPage, reset, tableSort };
}
