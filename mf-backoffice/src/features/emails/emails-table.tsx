import type { Email } from '@dtp/shared-api/back-office';
import { DataTable, TableActionButton, TableActions, type DataTableColumn, type SortState } from '@dtp/shared-ui';
import { formatDateTime, type CsvColumn } from '@dtp/shared-ui/lists';
import { memo, useMemo } from 'react';
import { hasError } from './emails-filter';
import { emailsTexts as t } from './emails-texts';

export type EmailAction = 'content' | 'error' | 'pause' | 'resend' | 'remove';

export interface EmailsTableProps {
  rows: readonly Email[];
  /** The row whose server action runs now (its buttons wait), or null. */
  busyId: number | null;
  onAction: (email: Email, action: EmailAction) => void;
  emptyMessage: string;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
}

const subjectOf = (email: Email) => email.subject || t.noSubject;
const time = (value: string | null) => (value ? new Date(value).getTime() : null);
// An address has no break opportunity of its own: a long one would widen the whole table. It may
// break before its '@', and anywhere when even a part does not fit.
const breakable = { overflowWrap: 'break-word' } as const;
function Address({ to }: { to: string }) {
  const at = to.indexOf('@');
  return (
    <span style={breakable}>
      {at > 0 ? (
        <>
          {to.slice(0, at)}
          <wbr />
          {to.slice(at)}
        </>
      ) : (
        to
      )}
    </span>
  );
}

const RowActions = memo(function RowActions({ email, busy, onAction }: { email: Email; busy: boolean; onAction: EmailsTableProps['onAction'] }) {
  const subject = subjectOf(email);
  const failed = hasError(email);
  const draft = email.progress === 'DRAFT';
  return (
    <TableActions>
      <TableActionButton palette="brand" aria-label={t.contentLabel(email.to, subject)} onClick={() => onAction(email, 'content')}>
        {t.content}
      </TableActionButton>
      <TableActionButton
        palette="red"
        disabled={!failed}
        title={failed ? undefined : t.errorNone}
        aria-label={t.errorLabel(email.to, subject)}
        onClick={() => onAction(email, 'error')}
      >
        {t.error}
      </TableActionButton>
      <TableActionButton
        disabled={draft || busy}
        title={draft ? t.pauseDraft : undefined}
        aria-label={t.pauseLabel(email.to, subject)}
        onClick={() => onAction(email, 'pause')}
      >
        {t.pause}
      </TableActionButton>
      <TableActionButton disabled={busy} aria-label={t.resendLabel(email.to, subject)} onClick={() => onAction(email, 'resend')}>
        {t.resend}
      </TableActionButton>
      <TableActionButton palette="red" disabled={busy} aria-label={t.removeLabel(email.to, subject)} onClick={() => onAction(email, 'remove')}>
        {t.remove}
      </TableActionButton>
    </TableActions>
  );
});

/** Empfänger, Betreff, Typ, Status, Geplant für, Gesendet (date and time) and the row actions. */
export function EmailsTable({ rows, busyId, onAction, emptyMessage, sort, onSortChange }: EmailsTableProps) {
  const columns = useMemo<DataTableColumn<Email>[]>(
    () => [
      { key: 'to', header: t.to, sortValue: (e) => e.to.toLowerCase(), cell: (e) => <Address to={e.to} /> },
      { key: 'subject', header: t.subject, sortValue: (e) => e.subject.toLowerCase(), cell: (e) => <span style={breakable}>{subjectOf(e)}</span> },
      { key: 'type', header: t.type, sortValue: (e) => e.typeMessage, cell: (e) => e.typeMessage },
      { key: 'status', header: t.status, sortValue: (e) => e.progressMessage, cell: (e) => e.progressMessage },
      { key: 'notBefore', header: t.notBefore, noWrap: true, sortValue: (e) => time(e.notBefore), cell: (e) => formatDateTime(e.notBefore) },
      { key: 'sentAt', header: t.sentAt, noWrap: true, sortValue: (e) => time(e.sentAt), cell: (e) => formatDateTime(e.sentAt) },
      {
        key: 'actions',
        header: t.actions,
        hideHeader: true,
        mobileLabel: t.actions,
        cell: (e) => <RowActions email={e} busy={busyId === e.id} onAction={onAction} />,
      },
    ],
    [busyId, onAction],
  );
  return <DataTable caption={t.caption} rows={rows} columns={columns} rowKey={(e) => e.id} emptyMessage={emptyMessage} sort={sort} onSortChange={onSortChange} />;
}

export const emailCsvColumns: CsvColumn<Email>[] = [
  { header: t.to, value: (e) => e.to },
  { header: t.subject, value: (e) => e.subject },
  { header: t.type, value: (e) => e.typeMessage },
  { header: t.status, value: (e) => e.progressMessage },
  { header: t.notBefore, value: (e) => formatDateTime(e.notBefore) },
  { header: t.sentAt, value: (e) => formatDateTime(e.sentAt) },
  { header: t.lastTryAt, value: (e) => formatDateTime(e.lastTryAt) },
  { header: t.lastError, value: (e) => e.lastError },
];
