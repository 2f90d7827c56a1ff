import type { Email } from '@dtp/api-client/back-office';
import { TableActionButton, TableActions } from '@dtp/shared-ui';
import { formatDateTime, rowActionsColumn, type ListColumn } from '@dtp/shared-ui/lists';
import { memo } from 'react';
import { hasError } from './emails-filter';
import { emailsTexts as t } from './emails-texts';

export type EmailAction = 'content' | 'error' | 'pause' | 'resend' | 'remove';

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

const RowActions = memo(function RowActions({ email, busy, onAction }: { email: Email; busy: boolean; onAction: (email: Email, action: EmailAction) => void }) {
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

/**
 * Empfänger, Betreff, Typ, Status, Geplant für, Gesendet (date and time); the export adds the last try
 * and the last error, and writes the subject as it is.
 */
export const emailColumns: ListColumn<Email>[] = [
  { key: 'to', header: t.to, sortValue: (e) => e.to.toLowerCase(), value: (e) => e.to, cell: (e) => <Address to={e.to} /> },
  { key: 'subject', header: t.subject, sortValue: (e) => e.subject.toLowerCase(), value: (e) => e.subject, cell: (e) => <span style={breakable}>{subjectOf(e)}</span> },
  { key: 'type', header: t.type, sortValue: (e) => e.typeMessage, value: (e) => e.typeMessage },
  { key: 'status', header: t.status, sortValue: (e) => e.progressMessage, value: (e) => e.progressMessage },
  { key: 'notBefore', header: t.notBefore, noWrap: true, sortValue: (e) => time(e.notBefore), value: (e) => formatDateTime(e.notBefore) },
  { key: 'sentAt', header: t.sentAt, noWrap: true, sortValue: (e) => time(e.sentAt), value: (e) => formatDateTime(e.sentAt) },
  { key: 'lastTryAt', header: t.lastTryAt, only: 'csv', value: (e) => formatDateTime(e.lastTryAt) },
  { key: 'lastError', header: t.lastError, only: 'csv', value: (e) => e.lastError },
];

/** The row actions: content, last error, pause, resend now, delete; `busyId` is the row whose server action runs now (its buttons wait). */
export function emailActionsColumn(busyId: number | null, onAction: (email: Email, action: EmailAction) => void): ListColumn<Email> {
  return rowActionsColumn(t.actions, (e) => <RowActions email={e} busy={busyId === e.id} onAction={onAction} />);
}
