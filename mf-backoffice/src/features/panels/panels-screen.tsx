import { PanelProgresses } from '@dtp/api-client';
import { PanelProgressLabels, panelsCalls, type PanelListItem } from '@dtp/api-client/back-office';
import { labelOptions, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { ListScreen, ListSearch, ListSelect, positionListColumn, SeasonNotice, SeasonPicker, useListState, useSeasonCall, useShownSeason, type ListColumn } from '@dtp/shared-ui/lists';
import { useMemo } from 'react';
import { filterPanels, panelFilterNames } from './panel-filter';
import { panelTexts as t } from './panel-texts';

type Row = PanelListItem;

const statusOptions = labelOptions(PanelProgresses, PanelProgressLabels);
const listTexts = { heading: t.listHeading, caption: t.listCaption, csvFile: t.listCsvFile, empty: t.empty, emptyFiltered: t.emptyFiltered };

const columns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'name', header: t.name, sortValue: (row) => row.clubName, value: (row) => row.clubName },
  { key: 'city', header: t.city, sortValue: (row) => row.city, value: (row) => row.city },
  { key: 'status', header: t.status, sortValue: (row) => row.progressLabel, value: (row) => row.progressLabel },
];

/**
 * The season's panels: the club list with its status, filtered and sorted in the URL; a row opens the panel with the way
 * back to this list. Another season by its year in the URL (issue 56).
 */
export function PanelsScreen() {
  const list = useListState(panelFilterNames);
  const season = useShownSeason();
  const panels = useSeasonCall(season, panelsCalls.list, panelsCalls.ofSeason);
  const navigate = useNavigate();
  const here = useHere();
  const rows = useMemo(() => filterPanels(panels.data ?? [], list.filters), [panels.data, list.filters]);

  return (
    <ListScreen
      texts={listTexts}
      list={list}
      filters={
        <>
          <SeasonPicker season={season} />
          <ListSelect list={list} name="status" label={t.statusFilter} options={statusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      notice={<SeasonNotice season={season} />}
      columns={columns}
      rows={panels.data ? rows : undefined}
      rowKey={(row) => row.panelId}
      onRowClick={(row) => navigate(paths.showPanel(row.panelId, here))}
      rowLabel={(row) => t.rowLabel(row.clubName)}
    />
  );
}
