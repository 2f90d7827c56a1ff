import type { ExecutedTest } from '@dtp/api-client/back-office';
import { DataTable, RouterLink, type DataTableColumn, paths } from '@dtp/shared-ui';
import { useMemo } from 'react';
import { testerTexts as t } from './tester-texts';

/** Durchgeführte Tests: Jahr, Welle, Club (the club opens with the way back to this tester). */
export function ExecutedTestsTable({ tests, backTo }: { tests: readonly ExecutedTest[]; backTo: string }) {
  const columns = useMemo<DataTableColumn<ExecutedTest>[]>(
    () => [
      { key: 'year', header: t.year, sortValue: (row) => row.year },
      { key: 'wave', header: t.wave, sortValue: (row) => row.wave },
      {
        key: 'club',
        header: t.club,
        sortValue: (row) => row.club,
        cell: (row) => <RouterLink to={paths.showClub(row.clubId, backTo)}>{row.club}</RouterLink>,
      },
    ],
    [backTo],
  );
  return <DataTable caption={t.executedCaption} rows={tests} columns={columns} rowKey={(row) => row.testingId} emptyMessage={t.executedEmpty} showCount={false} />;
}
