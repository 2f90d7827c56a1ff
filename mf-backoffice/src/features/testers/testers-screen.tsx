import { fullName, SalutationLabels, Salutations, TesterStatuses, TesterStatusLabels } from '@dtp/api-client';
import { usersCalls, type TesterListItem } from '@dtp/api-client/back-office';
import { formatCount, labelOptions, useCall, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { filterRows, ListScreen, ListSearch, ListSelect, positionListColumn, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { testersTexts as t } from './testers-texts';

type Row = TesterListItem;

const filterNames = ['salutation', 'status', 'q'] as const;
const salutationOptions = labelOptions(Salutations, SalutationLabels);
const statusOptions = labelOptions(TesterStatuses, TesterStatusLabels);

const columns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'lastName', header: t.columns.lastName, sortValue: (row) => row.lastName, value: (row) => row.lastName },
  { key: 'firstName', header: t.columns.firstName, sortValue: (row) => row.firstName, value: (row) => row.firstName },
  { key: 'email', header: t.columns.email, sortValue: (row) => row.email, value: (row) => row.email },
  {
    key: 'status',
    header: t.columns.status,
    sortValue: (row) => TesterStatuses.indexOf(row.status),
    value: (row) => (row.possibleDuplicate ? `${row.statusLabel} · ${t.possibleDuplicate}` : row.statusLabel),
  },
];

/**
 * All testers: salutation and status exact, search over first name + last name + email, all in the URL;
 * 'Neu' creates one; a row opens the tester with the way back to this list and its filters.
 */
export function TestersScreen() {
  const list = useListState(filterNames);
  const testers = useCall(usersCalls.list, []);
  const navigate = useNavigate();
  const here = useHere();
  const rows = useMemo(
    () =>
      filterRows(testers.data ?? [], list.filters, {
        exact: { salutation: (row) => row.salutation, status: (row) => row.status },
        search: { name: 'q', text: (row) => `${row.firstName} ${row.lastName} ${row.email}` },
      }),
    [testers.data, list.filters],
  );

  return (
    <ListScreen
      texts={t}
      subtitle={testers.data ? t.count(formatCount(rows.length), formatCount(testers.data.length), list.filtered) : undefined}
      newTo={paths.newTester()}
      list={list}
      filters={
        <>
          <ListSelect list={list} name="salutation" label={t.salutation} options={salutationOptions} />
          <ListSelect list={list} name="status" label={t.status} options={statusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      columns={columns}
      rows={testers.data ? rows : undefined}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showTester(row.id, here))}
      rowLabel={(row) => t.rowLabel(fullName(row))}
    />
  );
}
