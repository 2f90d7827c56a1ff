import { fullName, TestingProgresses, TestingProgressLabels } from '@dtp/api-client';
import { overviewCalls, SeasonCounts, wavesCalls } from '@dtp/api-client/back-office';
import { useCall, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { ListScreen, ListSearch, ListSelect, useListState } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { dashboardTexts as t, seasonCockpitTexts } from './dashboard-texts';
import { filterOverview, overviewFilterNames } from './overview-filter';
import { overviewActionsColumn, overviewColumns, type ResetKind, type Row } from './overview-columns';
import { ResetFeedbackDialog } from './reset-feedback-dialog';
import { SeasonCockpit } from './season-cockpit';

const statusOptions = TestingProgresses.map((value) => ({ value, label: TestingProgressLabels[value] }));
/** The season cockpit's counts (its numbers link here with `focus`). */
const focusOptions = SeasonCounts.map((value) => ({ value, label: seasonCockpitTexts.counts[value].full }));

/** 'Die Tests': the season at a glance (issue 45, item 3), then every testing of the season, filtered in the URL, with the row actions. */
export function DashboardScreen() {
  const list = useListState(overviewFilterNames);
  // A reset of a feedback makes the list stale (the call's `invalidates`): it loads again by itself, the rows staying.
  const overview = useCall(overviewCalls.list, []);
  const weeks = useCall(wavesCalls.weeks, []);
  const backTo = useHere();
  const navigate = useNavigate();
  const [resetTarget, setResetTarget] = useState<{ row: Row; kind: ResetKind } | null>(null);

  const rows = useMemo(() => filterOverview(overview.data ?? [], list.filters), [overview.data, list.filters]);
  const waveOptions = useMemo(
    () => (weeks.data ?? []).map((w) => ({ value: String(w.number), label: `${w.number} (${w.weeks})` })),
    [weeks.data],
  );
  const onReset = useCallback((row: Row, kind: ResetKind) => setResetTarget({ row, kind }), []);

  const columns = useMemo(() => [...overviewColumns, overviewActionsColumn({ backTo, onReset })], [backTo, onReset]);

  return (
    <ListScreen
      texts={t}
      list={list}
      filters={
        <>
          <ListSelect list={list} name="wave" label={t.waveFilter} options={waveOptions} />
          <ListSelect list={list} name="status" label={t.statusFilter} options={statusOptions} />
          <ListSelect list={list} name="focus" label={t.focusFilter} options={focusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      notice={<SeasonCockpit />}
      columns={columns}
      rows={overview.data ? rows : undefined}
      rowKey={(row) => row.testingId}
      onRowClick={(row) => navigate(paths.showTesting(row.testingId, backTo))}
      rowLabel={(row) => t.rowLabel(row.clubName, fullName(row) || null)}
    >
      <ResetFeedbackDialog target={resetTarget} onClose={() => setResetTarget(null)} />
    </ListScreen>
  );
}
