import { EmailProgresses, EmailProgressLabels, emailsApi, emailsCalls, EmailTypeLabels, EmailTypes, type Email } from '@dtp/api-client/back-office';
import { Button, labelOptions, useAction, useCall, paths } from '@dtp/shared-ui';
import { ListCheckbox, ListScreen, ListSearch, ListSelect, useListState } from '@dtp/shared-ui/lists';
import { useCallback, useMemo, useState } from 'react';
import { EmailContentDialog, EmailErrorDialog, RemoveEmailDialog } from './email-dialogs';
import { emailFilterNames, filterEmails } from './emails-filter';
import { emailActionsColumn, emailColumns, type EmailAction } from './emails-columns';
import { emailsTexts as t } from './emails-texts';
import { useLiveEmails } from './use-live-emails';

const typeOptions = labelOptions(EmailTypes, EmailTypeLabels);
const statusOptions = labelOptions(EmailProgresses, EmailProgressLabels);

/**
 * 'Emails': every queued and sent mail, filtered by type, status, search and 'Nur mit Fehler' in the
 * URL; the row actions (content, last error, pause, resend now, delete) update their row in place (and,
 * as they make the list stale, it loads again in the background). Planned mails show their status live
 * (the list looks again while one is shown, useLiveEmails: its answers replace the list's shared answer),
 * and „Aktualisieren“ loads the list at any time.
 */
export function EmailsScreen() {
  const list = useListState(emailFilterNames);
  const emails = useCall(emailsCalls.list, []);
  const action = useAction<string>();
  // The dialog's mail stays while it closes (its text must not vanish during the closing animation).
  const [shown, setShown] = useState<{ email: Email; kind: 'content' | 'error' | 'remove'; open: boolean } | null>(null);
  const rows = useMemo(() => filterEmails(emails.data ?? [], list.filters), [emails.data, list.filters]);

  const { data, setData } = emails;
  const live = useLiveEmails(data ? rows : undefined, setData);
  const { changed } = live;
  const replace = useCallback(
    (updated: Email) => {
      if (!data) return;
      changed();
      setData(data.map((e) => (e.id === updated.id ? updated : e)));
    },
    [data, setData, changed],
  );
  const { run } = action;
  const onAction = useCallback(
    (email: Email, kind: EmailAction) => {
      if (kind === 'pause') void run(String(email.id), async () => replace(await emailsApi.pause(email.id)));
      else if (kind === 'resend') void run(String(email.id), async () => replace(await emailsApi.resume(email.id)));
      else setShown({ email, kind, open: true });
    },
    [run, replace],
  );
  const close = () => setShown((s) => (s ? { ...s, open: false } : null));
  const dialog = (kind: 'content' | 'error' | 'remove') => ({ email: shown?.kind === kind ? shown.email : null, open: shown?.kind === kind && shown.open });
  const remove = (email: Email) =>
    void run(String(email.id), async () => {
      await emailsApi.remove(email.id);
      changed();
      if (data) setData(data.filter((e) => e.id !== email.id));
    }).then(close);

  const columns = useMemo(() => [...emailColumns, emailActionsColumn(action.busy === null ? null : Number(action.busy), onAction)], [action.busy, onAction]);

  return (
    <ListScreen
      texts={t}
      newTo={paths.newEmail()}
      subtitle={live.live ? t.live : undefined}
      actions={
        <Button variant="outline" onClick={live.refresh} loading={live.refreshing} disabled={!data || live.refreshing}>
          {t.refresh}
        </Button>
      }
      list={list}
      filters={
        <>
          <ListSelect list={list} name="type" label={t.typeFilter} options={typeOptions} />
          <ListSelect list={list} name="status" label={t.statusFilter} options={statusOptions} />
          <ListSearch list={list} label={t.search} placeholder={t.searchPlaceholder} />
          <ListCheckbox list={list} name="error" label={t.onlyErrors} />
        </>
      }
      columns={columns}
      rows={emails.data ? rows : undefined}
      rowKey={(e) => e.id}
    >
      <EmailContentDialog {...dialog('content')} onClose={close} />
      <EmailErrorDialog {...dialog('error')} onClose={close} />
      <RemoveEmailDialog {...dialog('remove')} busy={action.busy !== null && action.busy === String(shown?.email.id)} onConfirm={remove} onCancel={close} />
    </ListScreen>
  );
}
