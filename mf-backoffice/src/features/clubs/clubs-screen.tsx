import { clubListCall, type ClubListItem } from '@dtp/api-client';
import { Button, Notice, useCall, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { ListCheckbox, ListScreen, ListSearch, positionListColumn, useListState, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { clubFilterDefaults, clubFilterNames, filterClubs, hiddenByKind } from './clubs-filter';
import { clubsTexts as t } from './clubs-texts';

type Row = ClubListItem;
const yesNo = (value: boolean) => (value ? t.yes : t.no);

const columns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'leading', header: t.leadingColumn, sortValue: (row) => row.leading, value: (row) => yesNo(row.leading) },
  { key: 'candidate', header: t.candidateColumn, sortValue: (row) => row.candidateClub, value: (row) => yesNo(row.candidateClub) },
  { key: 'name', header: t.name, sortValue: (row) => row.name, value: (row) => row.name },
];

/**
 * 'Die Golfclubs': Leading (on by default) and Bewerberclubs checkboxes and a name search in the URL; a row
 * opens the club. A hint says how many clubs these filters hide, with 'Alle Golfclubs anzeigen'.
 */
export function ClubsScreen() {
  const list = useListState(clubFilterNames, clubFilterDefaults);
  const clubs = useCall(clubListCall, []);
  const navigate = useNavigate();
  const here = useHere();
  const rows = useMemo(() => filterClubs(clubs.data ?? [], list.filters), [clubs.data, list.filters]);
  const hidden = useMemo(() => hiddenByKind(clubs.data ?? [], list.filters), [clubs.data, list.filters]);
  const showAll = () => {
    list.setFilter('leading', '');
    list.setFilter('candidate', '');
  };

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
      notice={
        hidden > 0 ? (
          <Notice status="info">
            {t.hidden(hidden)}{' '}
            <Button size="xs" variant="outline" ms="1" onClick={showAll}>
              {t.showAll}
            </Button>
          </Notice>
        ) : null
      }
      columns={columns}
      rows={clubs.data ? rows : undefined}
      rowKey={(row) => row.id}
      onRowClick={(row) => navigate(paths.showClub(row.id, here))}
      rowLabel={(row) => t.rowLabel(row.name)}
    />
  );
}
