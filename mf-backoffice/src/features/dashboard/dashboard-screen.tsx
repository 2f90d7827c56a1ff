import { fullName, TestingProgresses, TestingProgressLabels } from '@dtp/api-client';
import { overviewCalls, SeasonCounts, wavesCalls } from '@dtp/api-client/back-office';
import { useCall, useHere, useNavigate, paths } from '@dtp/shared-ui';
import { ListScreen, ListSearch, ListSelect, SeasonNotice, SeasonPicker, useListState, useSeasonCall, useShownSeason } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { dashboardTexts as t, seasonCockpitTexts } from './dashboard-texts';
import { filterOverview, overviewFilterNames } from './overview-filter';
import { overviewActionsColumn, overviewColumns, type ResetKind, type Row } from './overview-columns';
import { useProposalPanel } from '../../components/assignment-proposal/proposal-panel';
import { ResetFeedbackDialog } from './reset-feedback-dialog';
import { SeasonCockpit } from './season-cockpit';

const statusOptions = TestingProgresses.map((value) => ({ value, label: TestingProgressLabels[value] }));
/** The season cockpit's counts (its numbers link here with `focus`). */
const focusOptions = SeasonCounts.map((value) => ({ value, label: seasonCockpitTexts.counts[value].full }));

/**
 * 'Die Tests': the season at a glance (issue 45, item 3), then every testing of the season, filtered in the URL, with the
 * row actions. Another season by its year in the URL (issue 56): its rows and waves, no cockpit, and for an earlier
 * season no feedback resets (read only). Filtered to one wave of the current season that has testings without a tester:
 * 'Einteilung vorschlagen' (issue 60), the proposal above the list.
 */
export function DashboardScreen() {
  const list = useListState(overviewFilterNames);
  const season = useShownSeason();
  // A reset of a feedback makes the list stale (the call's `invalidates`): it loads again by itself, the rows staying.
  const overview = useSeasonCall(season, overviewCalls.list, overviewCalls.ofSeason);
  // The current season's waves as filter options, or the shown season's waves.
  const weeks = useCall(season.requested === null ? wavesCalls.weeks : null, []);
  const seasonWaves = useCall(season.requested === null ? null : wavesCalls.ofSeason, [season.requested ?? 0]);
  const backTo = useHere();
  const navigate = useNavigate();
  const [resetTarget, setResetTarget] = useState<{ row: Row; kind: ResetKind } | null>(null);

  const rows = useMemo(() => filterOverview(overview.data ?? [], list.filters), [overview.data, list.filters]);
  const waves = season.requested === null ? weeks.data : seasonWaves.data;
  const waveOptions = useMemo(() => (waves ?? []).map((w) => ({ value: String(w.number), label: `${w.number} (${w.weeks})` })), [waves]);
  const onReset = useCallback((row: Row, kind: ResetKind) => setResetTarget({ row, kind }), []);

  const { readOnly } = season;
  const current = season.requested === null || season.state === 'CURRENT';
  const waveNumber = list.filters.wave === '' ? null : Number(list.filters.wave);
  const currentWaves = useCall(current && waveNumber !== null ? wavesCalls.list : null, []);
  const proposable = useMemo(() => {
    if (!current || waveNumber === null) return null;
    const wave = currentWaves.data?.find((w) => w.number === waveNumber);
    const open = (overview.data ?? []).some((row) => row.wave === waveNumber && row.progress === 'INITIAL');
    return wave && open ? wave : null;
  }, [current, waveNumber, currentWaves.data, overview.data]);
  const proposal = useProposalPanel(proposable);
  const columns = useMemo(() => [...overviewColumns, overviewActionsColumn({ backTo, onReset: readOnly ? null : onReset })], [backTo, onReset, readOnly]);

  return (
    <ListScreen
      texts={t}
      list={list}
      actions={proposal.button}
      filters={
        <>
          <SeasonPicker season={season} />
          <ListSelect list={list} name="wave" label={t.waveFilter} options={waveOptions} />
          <ListSelect list={list} name="status" label={t.statusFilter} options={statusOptions} />
          <ListSelect list={list} name="focus" label={t.focusFilter} options={focusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
        </>
      }
      // The cockpit counts the current season.
      notice={
        current ? (
          <>
            {proposal.panel}
            <SeasonCockpit />
          </>
        ) : (
          <SeasonNotice season={season} />
        )
      }
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
