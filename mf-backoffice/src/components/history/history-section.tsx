import type { CallArgs } from '@dtp/api-client';
import { historyCalls, type HistoryEntry } from '@dtp/api-client/back-office';
import { DataTable, SectionCard, useCall, type DataTableColumn } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { historyTexts as t } from './history-texts';

const columns: DataTableColumn<HistoryEntry>[] = [
  { key: 'at', header: t.at, cell: (row) => formatDateTime(row.at) },
  { key: 'by', header: t.by, cell: (row) => row.by },
  { key: 'subject', header: t.subject, cell: (row) => row.subjectLabel },
  { key: 'change', header: t.change, cell: (row) => t.change_(row.fromLabel, row.toLabel) },
];

/** The history rows: of a testing, a mail or a tester. */
type HistoryRead = (typeof historyCalls)[keyof typeof historyCalls];

export interface HistorySectionProps<R extends HistoryRead> {
  call: R;
  args: CallArgs<R>;
}

/**
 * The 'Verlauf' of a testing, a mail or a tester: every status change, newest first
 * (`<HistorySection call={historyCalls.ofTesting} args={[id]} />`). A change made on the screen shows at
 * once: the change's row makes the history stale (its `invalidates`), so it loads again by itself.
 */
export function HistorySection<R extends HistoryRead>({ call, args }: HistorySectionProps<R>) {
  const history = useCall(call, args);
  const rows: HistoryEntry[] = history.data ?? [];
  return (
    <SectionCard id="verlauf" title={t.title}>
      <DataTable
        caption={t.caption}
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage={history.loading ? '' : t.empty}
        showCount={false}
      />
    </SectionCard>
  );
}
