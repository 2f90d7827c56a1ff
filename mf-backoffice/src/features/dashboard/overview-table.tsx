import type { OverviewRow } from '@dtp/shared-api/back-office';
import { fullName, paths } from '@dtp/shared-api';
import {
  CellSubline,
  DataTable,
  formatDate,
  RemoteBoundary,
  RouterLink,
  TableActionButton,
  TableActions,
  tableActionProps,
  useNavigate,
  type DataTableColumn,
} from '@dtp/shared-ui';
import { memo, useMemo, type ComponentType } from 'react';
import { dashboardTexts as t } from './dashboard-texts';

/** mf-feedback's './FeedbackFormLink' (props in mf-feedback's README). */
export interface FeedbackFormLinkProps {
  kind: 'cmc' | 'club';
  clubName: string;
  date: string;
  testerFullName: string;
  testingId: number;
  disabled?: boolean;
  tooltip?: string;
}

export type Row = OverviewRow & { position: number };
export type ResetKind = 'cmc' | 'club';

export interface OverviewTableProps {
  rows: readonly Row[];
  /** The dashboard's own address with its filters: where the testing and the claim lead back to. */
  backTo: string;
  /** Loaded once for the whole table; undefined while loading or when mf-feedback is down. */
  FeedbackLink: ComponentType<FeedbackFormLinkProps> | undefined;
  onReset: (row: Row, kind: ResetKind) => void;
  emptyMessage: string;
}

const RowActions = memo(function RowActions({ row, backTo, FeedbackLink, onReset }: { row: Row } & Omit<OverviewTableProps, 'rows' | 'emptyMessage'>) {
  return (
    <TableActions>
      {row.disableShowTravel ? (
        <TableActionButton disabled title={t.travelDisabled}>
          {t.travel}
        </TableActionButton>
      ) : (
        <RouterLink {...tableActionProps('brand')} to={paths.showTravel(row.testingId, backTo)} aria-label={t.travelLabel(row.clubName)}>
          {t.travel}
        </RouterLink>
      )}
      {FeedbackLink ? (
        <RemoteBoundary area="Feedback" fallback={() => null}>
          <FeedbackLink
            kind="cmc"
            clubName={row.clubName}
            date={row.date ?? ''}
            testerFullName={fullName(row)}
            testingId={row.testingId}
            disabled={!row.enableShowTesterFeedback}
            tooltip={row.testerFeedbackTooltip ?? undefined}
          />
        </RemoteBoundary>
      ) : null}
      <TableActionButton
        palette="red"
        disabled={!row.enableResetCmcFeedback}
        aria-label={t.resetCmcLabel(row.clubName)}
        onClick={() => onReset(row, 'cmc')}
      >
        {t.resetCmc}
      </TableActionButton>
      <TableActionButton
        palette="red"
        disabled={!row.enableResetClubFeedback}
        aria-label={t.resetClubLabel(row.clubName)}
        onClick={() => onReset(row, 'club')}
      >
        {t.resetClub}
      </TableActionButton>
    </TableActions>
  );
});

/** #, Nachname, Vorname, Club, Welle, KW (weeks and date), Status and the row actions; a row opens the testing. */
export function OverviewTable({ rows, backTo, FeedbackLink, onReset, emptyMessage }: OverviewTableProps) {
  const navigate = useNavigate();
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { key: 'position', header: '#', cell: (row) => row.position, width: '3rem' },
      { key: 'lastName', header: 'Nachname', cell: (row) => row.lastName ?? t.noTester },
      { key: 'firstName', header: 'Vorname', cell: (row) => row.firstName ?? t.noTester },
      { key: 'club', header: 'Club', cell: (row) => row.clubName },
      { key: 'wave', header: 'Welle', cell: (row) => row.wave },
      {
        key: 'weeks',
        header: 'KW',
        noWrap: true,
        cell: (row) => (
          <span>
            {row.weeks}
            {row.date ? <CellSubline>{formatDate(row.date)}</CellSubline> : null}
          </span>
        ),
      },
      { key: 'status', header: 'Status', cell: (row) => row.progressLabel },
      {
        key: 'actions',
        header: t.actions,
        hideHeader: true,
        mobileLabel: t.actions,
        cell: (row) => <RowActions row={row} backTo={backTo} FeedbackLink={FeedbackLink} onReset={onReset} />,
      },
    ],
    [backTo, FeedbackLink, onReset],
  );
  return (
    <DataTable
      caption={t.caption}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.testingId}
      onRowClick={(row) => navigate(paths.showTesting(row.testingId, backTo))}
      rowLabel={(row) => t.rowLabel(row.clubName, fullName(row) || null)}
      emptyMessage={emptyMessage}
    />
  );
}
