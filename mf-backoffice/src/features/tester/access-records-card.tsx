import { usePermissions } from '@dtp/api-client';
import { usersCalls, type AccessRecord } from '@dtp/api-client/back-office';
import { DataTable, SectionCard, Spinner, Text, useCall, type DataTableColumn } from '@dtp/shared-ui';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { accessRecordsTexts as t } from './access-records-texts';

const columns: DataTableColumn<AccessRecord>[] = [
  { key: 'at', header: t.at, noWrap: true, cell: (r) => formatDateTime(r.at) },
  { key: 'by', header: t.by, cell: (r) => r.by },
  { key: 'what', header: t.what, cell: (r) => r.whatLabel },
  { key: 'detail', header: t.detail, cell: (r) => r.detail },
];

/**
 * 'Zugriffe' (issue 46, item 6; issue 59, item 3; admins only, the server refuses others): who of CMC opened which of
 * this tester's data (contract/access-records.ts), and when; kept for the administration's period.
 */
export function AccessRecordsCard({ userId }: { userId: string }) {
  const { isAdmin } = usePermissions();
  const records = useCall(isAdmin ? usersCalls.accessRecords : null, [userId]);
  if (!isAdmin) return null;
  return (
    <SectionCard id="zugriffe" title={t.title}>
      <Text color="fg.muted">{t.intro}</Text>
      {records.data ? (
        <DataTable caption={t.caption} rows={records.data} columns={columns} rowKey={(r) => r.id} emptyMessage={t.empty} showCount={false} />
      ) : (
        <Spinner size="sm" aria-label={t.loading} />
      )}
    </SectionCard>
  );
}
