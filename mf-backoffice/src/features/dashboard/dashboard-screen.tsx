import { TestingProgresses, TestingProgressLabels } from '@dtp/shared-api';
import { overviewApi, wavesApi } from '@dtp/shared-api/back-office';
import {
  FilterBar,
  FilterSearch,
  FilterSelect,
  numberRows,
  PageHeading,
  Stack,
  useLoad,
  useHere,
  useRemoteComponent,
} from '@dtp/shared-ui';
import { CsvExportButton, useListState } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { dashboardTexts as t } from './dashboard-texts';
import { overviewCsvColumns } from './overview-csv';
import { filterOverview, overviewFilterNames } from './overview-filter';
import { OverviewTable, type FeedbackFormLinkProps, type ResetKind, type Row } from './overview-table';
import { ResetFeedbackDialog } from './reset-feedback-dialog';

const statusOptions = TestingProgresses.map((value) => ({ value, label: TestingProgressLabels[value] }));

/** 'Die Tests': every testing of the season, filtered in the URL, with the row actions. */
export function DashboardScreen() {
  const list = useListState(overviewFilterNames);
  const overview = useLoad(() => overviewApi.list(), 'overview');
  const weeks = useLoad(() => wavesApi.weeks(), 'weeks');
  const { Component: FeedbackLink } = useRemoteComponent<FeedbackFormLinkProps>('mf_feedback', './FeedbackFormLink');
  const backTo = useHere();
  const [resetTarget, setResetTarget] = useState<{ row: Row; kind: ResetKind } | null>(null);

  const rows = useMemo(() => numberRows(filterOverview(overview.data ?? [], list.filters)), [overview.data, list.filters]);
  const waveOptions = useMemo(
    () => (weeks.data ?? []).map((w) => ({ value: String(w.number), label: `${w.number} (${w.weeks})` })),
    [weeks.data],
  );
  const onReset = useCallback((row: Row, kind: ResetKind) => setResetTarget({ row, kind }), []);
  const { filtered } = list;

  return (
    <Stack gap="4">
      <PageHeading
        title={t.heading}
        actions={
          <CsvExportButton fileName={t.csvFile} columns={overviewCsvColumns} rows={rows} />
        }
      />
      <FilterBar onReset={filtered ? list.reset : undefined}>
        <FilterSelect label={t.waveFilter} value={list.filters.wave} onChange={(v) => list.setFilter('wave', v)} options={waveOptions} />
        <FilterSelect label={t.statusFilter} value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={statusOptions} />
        <FilterSearch label={t.search} placeholder={t.searchPlaceholder} value={list.filters.q} onSearch={(v) => list.setFilter('q', v.trim())} />
      </FilterBar>
      {overview.data ? (
        <OverviewTable
          rows={rows}
          backTo={backTo}
          FeedbackLink={FeedbackLink}
          onReset={onReset}
          emptyMessage={filtered ? t.emptyFiltered : t.empty}
        />
      ) : null}
      <ResetFeedbackDialog target={resetTarget} onClose={() => setResetTarget(null)} onDone={overview.reload} />
    </Stack>
  );
}
