import { clubsApi, paths, type ClubListItem } from '@dtp/shared-api';
import { useHere, useLoad, useNavigate } from '@dtp/shared-ui';
import { ListCheckbox, ListScreen, ListSearch, positionListColumn, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { clubFilterDefaults, clubFilterNames, filterClubs } from './clubs-filter';
import { clubsTexts as t } from './clubs-texts';

type Row = ClubListItem;
const yesNo = (value: boolean) => (value ? t.yes : t.no);

const columns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'leading', header: t.leadingColumn, sortValue: (row) => row.leading, value: (row) => yesNo(row.leading) },
  { key: 'candidate', header: t.candidateColumn, sortValue: (row) => row.candidateClub, value: (row) => yesNo(row.candidateClub) },
  { key: 'name', header: t.name, sortValue: (row) => row.name, value: (row) => row.name },
];

/** 'Die Golfclubs': Leading (on by default) and Bewerberclubs checkboxes and a name search in the URL; a row opens the club. */
export function ClubsScreen() {
  const list = useListState(clubFilterNames, clubFilterDefaults);
  const clubs = useLoad(() => clubsApi.list(), 'clubs');
  const navigate = useNavigate();
  const here = useHere();
  const rows = useMemo(() => filterClubs(clubs.data ?? [], list.filters), [clubs.data, list.filters]);

  return (
    <ListScreen
      texts={t}
      newTo={paths.newClub()}
      list={list}
      filters={
        <>
          <ListCheckbox list={list} name="leading" label={t.leading} />
          <ListCheckbox list={list} name="candidate" label={t.candidate} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      columns={columns}
      rows={clubs.data ? rows : undefined}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showClub(row.id, here))}
      rowLabel={(row) => t.rowLabel(row.name)}
    />
  );
}
