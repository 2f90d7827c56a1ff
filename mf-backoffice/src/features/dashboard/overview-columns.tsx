import type { OverviewRow } from '@dtp/api-client/back-office';
import { fullName, TestingProgresses, useConfig } from '@dtp/api-client';
import { CellSubline, formatDate, RemoteSlot, RouterLink, TableActionButton, TableActions, tableActionProps, Tooltip, paths } from '@dtp/shared-ui';
import { positionListColumn, rowActionsColumn, type ListColumn } from '@dtp/shared-ui/lists';
import { memo } from 'react';
import { dashboardTexts as t } from './dashboard-texts';

export type Row = OverviewRow;
export type ResetKind = 'cmc' | 'club';

/** mf-feedback's './FeedbackFormLink' (props in mf-feedback's README): the outside form site's link. */
interface FeedbackFormLinkProps {
  kind: 'cmc' | 'club';
  clubName: string;
  date: string;
  testerFullName: string;
  testingId: number;
  disabled?: boolean;
  tooltip?: string;
}

/** 'Tester-Bewertung' on the outside form site (`testerFeedbackForm.mode: 'external'`), as the seed system had it. */
function ExternalRatingAction({ row }: { row: Row }) {
  return (
    <RemoteSlot<FeedbackFormLinkProps>
      remote="mf_feedback"
      module="./FeedbackFormLink"
      variant="inline"
      props={{
        kind: 'cmc',
        clubName: row.clubName,
        date: row.date ?? '',
        testerFullName: fullName(row),
        testingId: row.testingId,
        disabled: !row.enableShowTesterFeedback,
        tooltip: row.testerFeedbackTooltip ?? undefined,
      }}
      unavailableText={t.feedbackLinkUnavailable}
    />
  );
}

interface RowActionsProps {
  /** The dashboard's own address with its filters: where the testing and the claim lead back to. */
  backTo: string;
  /** The feedback resets; null: none (an earlier season is read only). */
  onReset: ((row: Row, kind: ResetKind) => void) | null;
}

/**
 * 'Tester-Bewertung': CMC's feedback form on the testing page (issue 44), once the test is in and while no feedback
 * is given; else shown disabled, the reason in its tooltip (aria-disabled, so a pointer and the keyboard still
 * reach the tooltip). The tooltip is the row's `testerFeedbackTooltip`, by default 'Tester-Bewertung'.
 */
function TesterRatingAction({ row, backTo }: { row: Row; backTo: string }) {
  const external = useConfig().testerFeedbackForm.mode === 'external';
  if (external) return <ExternalRatingAction row={row} />;
  const tooltip = row.testerFeedbackTooltip ?? t.feedbackLink;
  const name = t.feedbackLinkLabel(row.clubName, fullName(row));
  if (!row.enableShowTesterFeedback) {
    return (
      <Tooltip content={tooltip}>
        <TableActionButton aria-disabled="true" aria-label={t.feedbackLinkDisabledLabel(name, tooltip)} onClick={(event) => event.preventDefault()}>
          {t.feedbackLink}
        </TableActionButton>
      </Tooltip>
    );
  }
  return (
    <Tooltip content={tooltip}>
      <RouterLink {...tableActionProps('brand')} to={paths.rateTester(row.testingId, backTo)} aria-label={name}>
        {t.feedbackLink}
      </RouterLink>
    </Tooltip>
  );
}

const RowActions = memo(function RowActions({ row, backTo, onReset }: { row: Row } & RowActionsProps) {
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
      <TesterRatingAction row={row} backTo={backTo} />
      {onReset ? (
        <>
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
        </>
      ) : null}
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
  { key: 'lastName', header: t.columns.lastName, sortValue: (row) => row.lastName, value: (row) => row.lastName, cell: (row) => row.lastName ?? t.noTester },
  { key: 'firstName', header: t.columns.firstName, value: (row) => row.firstName, cell: (row) => row.firstName ?? t.noTester },
  { key: 'club', header: t.columns.club, sortValue: (row) => row.clubName, value: (row) => row.clubName },
  { key: 'wave', header: t.columns.wave, sortValue: (row) => row.wave, value: (row) => row.wave, kind: 'integer' },
  {
    key: 'weeks',
    header: t.columns.weeks,
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
  { key: 'date', header: t.columns.date, only: 'csv', value: (row) => row.date, kind: 'date' },
  { key: 'status', header: t.columns.status, sortValue: (row) => TestingProgresses.indexOf(row.progress), value: (row) => row.progressLabel },
];

/** The row actions: the claim, CMC's feedback on the tester, and the two feedback resets (none without `onReset`). */
export function overviewActionsColumn({ backTo, onReset }: RowActionsProps): ListColumn<Row> {
  return rowActionsColumn(t.actions, (row) => <RowActions row={row} backTo={backTo} onReset={onReset} />);
}
