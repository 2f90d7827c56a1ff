import type { HistoryEntry } from '@dtp/shared-api/back-office';
import { DataTable, SectionCard, useLoad, type DataTableColumn } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { historyTexts as t } from './history-texts';

const columns: DataTableColumn<HistoryEntry>[] = [
  { key: 'at', header: t.at, cell: (row) => formatDateTime(row.at) },
  { key: 'by', header: t.by, cell: (row) => row.by },
  { key: 'subject', header: t.subject, cell: (row) => row.subjectLabel },
  { key: 'change', header: t.change, cell: (row) => t.change_(row.fromLabel, row.toLabel) },
];

/**
 * The 'Verlauf' of a testing or a tester: every status change, newest first. `reloadKey` changes when
 * the screen saved something, so a change made here shows at once.
 */
export function HistorySection({ load, reloadKey }: { load: () => Promise<HistoryEntry[]>; reloadKey: string }) {
  const history = useLoad(load, reloadKey);
  return (
    <SectionCard id="verlauf" title={t.title}>
      <DataTable
        caption={t.caption}
        rows={history.data ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        emptyMessage={history.loading ? '' : t.empty}
        showCount={false}
      />
    </SectionCard>
  );
}
