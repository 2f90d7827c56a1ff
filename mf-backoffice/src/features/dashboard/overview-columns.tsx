import type { OverviewRow } from '@dtp/api-client/back-office';
import { fullName, TestingProgresses } from '@dtp/api-client';
import { CellSubline, formatDate, RemoteBoundary, RouterLink, TableActionButton, TableActions, tableActionProps, Tooltip, paths } from '@dtp/shared-ui';
import { positionListColumn, rowActionsColumn, type ListColumn } from '@dtp/shared-ui/lists';
import { memo, type ComponentType } from 'react';
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

export type Row = OverviewRow;
export type ResetKind = 'cmc' | 'club';

interface RowActionsProps {
  /** The dashboard's own address with its filters: where the testing and the claim lead back to. */
  backTo: string;
  /** Loaded once for the whole table; undefined while loading or when mf-feedback is down. */
  FeedbackLink: ComponentType<FeedbackFormLinkProps> | undefined;
  /** mf-feedback could not be loaded: the action is shown disabled, saying why. */
  feedbackFailed: boolean;
  onReset: (row: Row, kind: ResetKind) => void;
}

/**
 * The feedback form's action when mf-feedback cannot load: in its place, disabled, with the reason as
 * its tooltip (aria-disabled, so a pointer and the keyboard still reach the tooltip).
 */
function FeedbackLinkUnavailable({ row }: { row: Row }) {
  return (
    <Tooltip content={t.feedbackLinkUnavailable}>
      <TableActionButton
        aria-disabled="true"
        aria-label={t.feedbackLinkUnavailableLabel(row.clubName, fullName(row))}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {t.feedbackLink}
      </TableActionButton>
    </Tooltip>
  );
}

const RowActions = memo(function RowActions({ row, backTo, FeedbackLink, feedbackFailed, onReset }: { row: Row } & RowActionsProps) {
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
        <RemoteBoundary area="Feedback" fallback={() => <FeedbackLinkUnavailable row={row} />}>
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
      ) : feedbackFailed ? (
        <FeedbackLinkUnavailable row={row} />
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

/**
 * #, Nachname, Vorname, Club, Welle, KW (weeks, the date under them), Status; the export has the date in a
 * column of its own. Nachname, Club, Welle, KW (by wave, then date) and Status (in the order of the
 * process) sort, kept in the URL like the filters (issue 33, item 15).
 */
export const overviewColumns: ListColumn<Row>[] = [
  positionListColumn(),
  { key: 'lastName', header: 'Nachname', sortValue: (row) => row.lastName, value: (row) => row.lastName, cell: (row) => row.lastName ?? t.noTester },
  { key: 'firstName', header: 'Vorname', value: (row) => row.firstName, cell: (row) => row.firstName ?? t.noTester },
  { key: 'club', header: 'Club', sortValue: (row) => row.clubName, value: (row) => row.clubName },
  { key: 'wave', header: 'Welle', sortValue: (row) => row.wave, value: (row) => row.wave, kind: 'integer' },
  {
    key: 'weeks',
    header: 'KW',
    noWrap: true,
    sortValue: (row) => `${String(row.wave).padStart(2, '0')} ${row.date ?? ''}`,
    value: (row) => row.weeks,
    cell: (row) => (
      <span>
        {row.weeks}
        {row.date ? <CellSubline>{formatDate(row.date)}</CellSubline> : null}
      </span>
    ),
  },
  { key: 'date', header: 'Datum', only: 'csv', value: (row) => row.date, kind: 'date' },
  { key: 'status', header: 'Status', sortValue: (row) => TestingProgresses.indexOf(row.progress), value: (row) => row.progressLabel },
];

/** The row actions: the claim, the feedback form (mf-feedback), and the two feedback resets. */
export function overviewActionsColumn({ backTo, FeedbackLink, feedbackFailed, onReset }: RowActionsProps): ListColumn<Row> {
  return rowActionsColumn(t.actions, (row) => (
    <RowActions row={row} backTo={backTo} FeedbackLink={FeedbackLink} feedbackFailed={feedbackFailed} onReset={onReset} />
  ));
}
