import { call, pathFor, testsApi } from '@dtp/api-client';
import { emailsApi, emailsCalls, type Email } from '@dtp/api-client/back-office';
import { formatDateTime } from '@dtp/shared-ui/lists';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filterEmails } from '../features/emails/emails-filter';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const rowOf = (table: HTMLElement, to: string, subject: string) =>
  bodyRows(table).find((row) => cells(row)[0] === to && cells(row)[1] === subject) as HTMLElement;

const mail = (id: number, fields: Partial<Email>): Email => ({
  id,
  to: `t${id}@example.de`,
  subject: `Betreff ${id}`,
  type: 'MISC',
  typeMessage: 'Sonstige',
  progress: 'SENT',
  progressMessage: 'Versendet',
  notBefore: null,
  sentAt: null,
  lastTryAt: null,
  lastError: null,
  ...fields,
});

describe('filterEmails', () => {
  const mails = [
    mail(1, { to: 'anna.berg@example.de', subject: 'Einladung Saison', type: 'INVITATION' }),
    mail(2, { to: 'bernd@club.invalid', subject: 'Spesen', progress: 'ERROR', lastError: 'SMTP 550 unbekannt' }),
    mail(3, { to: 'carla@example.de', subject: 'Einladung Nachtrag', progress: 'DRAFT', lastError: '  ' }),
  ];
  test.each([
    [{ q: 'einladung' }, [1, 3]],
    [{ q: 'EINLADUNG  anna' }, [1]],
    [{ q: 'einladung bernd' }, []],
    [{ q: '550' }, [2]],
    [{ type: 'INVITATION' }, [1]],
    [{ status: 'DRAFT' }, [3]],
    [{ error: '1' }, [2]],
    [{ error: '1', q: 'spesen' }, [2]],
    [{}, [1, 2, 3]],
  ])('%j → %j', (filters, expected) => {
    expect(filterEmails(mails, { type: '', status: '', q: '', error: '', ...filters }).map((m) => m.id)).toEqual(expected);
  });
});

describe("email list 'Emails' (/emails)", () => {
  test("failed emails only: the columns, and 'Fehlermeldung' with the last try", async () => {
    const user = userEvent.setup();
    const failed = (await emailsApi.list()).filter((e) => e.lastError);
    const club = failed.find((e) => e.to === 'sekretariat@golfclubbadsaarow.invalid')!;
    renderBackOffice('/emails?error=1');
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Empfänger',
      'Betreff',
      'Typ',
      'Status',
      'Geplant für',
      'Gesendet',
      'Aktionen',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Nur mit Fehler' })).toBeChecked();
    expect(bodyRows(table)).toHaveLength(Math.min(failed.length, 50));
    const row = rowOf(table, club.to, club.subject);
    expect(cells(row).slice(2, 6)).toEqual([club.typeMessage, 'Fehler', formatDateTime(club.notBefore), '']);
    expect(formatDateTime(club.notBefore)).toMatch(/^\d\d\.\d\d\.2023 \d\d:\d\d$/);
    await user.click(within(row).getByRole('button', { name: `Fehlermeldung der Email „${club.subject}“ an ${club.to} anzeigen` }));
    const dialog = await screen.findByRole('dialog', { name: 'Fehlermeldung' });
    expect(dialog).toHaveTextContent(`Letzter Versuch: ${formatDateTime(club.lastTryAt)}`);
    expect(dialog).toHaveTextContent(club.lastError!);
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('drafts: pause not offered, the content shown as text with its line breaks; no error, no error button', async () => {
    const user = userEvent.setup();
    const drafts = (await emailsApi.list()).filter((e) => e.progress === 'DRAFT' && !e.lastError);
    const draft = drafts[0]!;
    renderBackOffice('/emails?status=DRAFT');
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(bodyRows(table)).toHaveLength(drafts.length);
    const row = rowOf(table, draft.to, draft.subject);
    expect(within(row).getByRole('button', { name: /pausieren$/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Fehlermeldung/ })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: /^Inhalt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt der Email' });
    const content = await within(dialog).findByTestId('email-content');
    const { content: text } = await emailsApi.content(draft.id);
    expect(text).toContain('\n');
    expect(content.textContent).toBe(text);
    expect(content).toHaveStyle({ whiteSpace: 'pre-wrap' });
    // Close only: no other action in the dialog.
    expect(within(dialog).getAllByRole('button').every((b) => b.textContent === 'Schließen' || b.getAttribute('aria-label') === 'Schließen')).toBe(true);
  });

  test("a tee-time mail: listed under its type; its content names the calendar file and shows its 'Verlauf'", async () => {
    const user = userEvent.setup();
    signInAs('tester');
    const assigned = (await testsApi.list()).tests.find((x) => x.progress === 'ASSIGNED')!;
    await testsApi.save({ id: assigned.id, date: '2023-06-14', teeTime: '10:30', noStartingTimes: false });
    signInAs('manager');
    const confirmation = (await emailsApi.list()).find((e) => e.type === 'TEE_TIME_CONFIRMED')!;
    await emailsApi.pause(confirmation.id);
    renderBackOffice('/emails?type=TEE_TIME_CONFIRMED');
    const table = await screen.findByRole('table', { name: 'Emails' });
    const row = rowOf(table, confirmation.to, 'Bestätigung Ihres Test-Termins');
    expect(cells(row)).toContain('Test-Termin bestätigt');
    await user.click(within(row).getByRole('button', { name: /^Inhalt/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Inhalt der Email' });
    expect(await within(dialog).findByText(/^Anhang: test-[a-z0-9-]+-2023-06-14\.ics \(Kalendereintrag, beim Versand erstellt\)$/)).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: /Statusänderungen/ });
    await waitFor(() => expect(within(history).getByText('Geplant → Entwurf')).toBeInTheDocument());
  });

  test('pause, resend now and delete update their row', async () => {
    const user = userEvent.setup();
    const list = await emailsApi.list();
    const planned = list.find((e) => e.progress === 'INITIAL')!;
    const sent = list.find((e) => e.progress === 'SENT' && e.to === planned.to && e.id !== planned.id)!;
    expect(sent).toBeDefined();
    renderBackOffice(`/emails?q=${encodeURIComponent(planned.to)}`);
    const table = await screen.findByRole('table', { name: 'Emails' });

    const pause = within(rowOf(table, planned.to, planned.subject)).getByRole('button', { name: /pausieren$/ });
    expect(pause).toBeEnabled();
    await user.click(pause);
    await waitFor(() => expect(cells(rowOf(table, planned.to, planned.subject))[3]).toBe('Entwurf'));
    expect(within(rowOf(table, planned.to, planned.subject)).getByRole('button', { name: /pausieren$/ })).toBeDisabled();

    await user.click(within(rowOf(table, planned.to, planned.subject)).getByRole('button', { name: /jetzt senden$/ }));
    await waitFor(() => expect(cells(rowOf(table, planned.to, planned.subject))[3]).toBe('Versendet'));
    expect(cells(rowOf(table, planned.to, planned.subject))[5]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);

    const before = bodyRows(table).length;
    await user.click(within(rowOf(table, sent.to, sent.subject)).getByRole('button', { name: /löschen$/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Email löschen' });
    expect(confirm).toHaveTextContent(`Möchten Sie die Email „${sent.subject}“ an ${sent.to} wirklich löschen?`);
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(before - 1));
    expect((await emailsApi.list()).some((e) => e.id === sent.id)).toBe(false);
  }, 30000);

  test("type, status and search in the URL with a reset; 'Neu' opens compose", async () => {
    const user = userEvent.setup();
    renderBackOffice('/emails?status=ERROR');
    const table = await screen.findByRole('table', { name: 'Emails' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'Ergebnisse liegen vor');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails?status=ERROR&type=RESULTS_READY'));
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'verbindung abgelehnt{Enter}');
    await waitFor(() => expect(bodyRows(table).map((r) => cells(r)[0])).toEqual(['max.mustermann@example.de']));
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), ' zzz{Enter}');
    expect(await screen.findByText('Keine Emails passen zu den Filtern.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/emails$/));
    await user.click(screen.getByRole('link', { name: 'Neu' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/emails\/new$/);
  }, 30000);
});

describe("the email list's live status (issue 33)", () => {
  const liveNote = 'Geplante Emails: Der Status wird laufend aktualisiert.';
  const statusOf = (subject: string) => cells(rowOf(screen.getByRole('table', { name: 'Emails' }), 'martin.manager@example.de', subject))[3];
  const setHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
  };
  /** One test mail to the signed-in manager: planned now; the demo's worker sends it once it is due. */
  const planMail = async (subject: string) => {
    await emailsApi.send({ recipientGroup: 'TEST_EMAIL', waveNumber: null, subject, content: 'Text', emailType: 'MISC' } as never);
  };
  const later = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => {
    setHidden(false);
    jest.useRealTimers();
  });

  test("a planned mail's row turns 'Versendet' by itself once the worker sent it; then the list stops looking, and „Aktualisieren“ loads it at any time", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await planMail('Live eins');
    renderBackOffice('/emails?q=live%20eins');
    await screen.findByRole('table', { name: 'Emails' });
    expect(statusOf('Live eins')).toBe('Geplant');
    expect(screen.getByText(liveNote)).toBeInTheDocument();

    await later(20_000);
    await waitFor(() => expect(statusOf('Live eins')).toBe('Versendet'));
    expect(screen.queryByText(liveNote)).not.toBeInTheDocument();

    // Nothing planned is shown: the list no longer looks by itself … (the mail paused elsewhere, as another
    // person would: not through this page's client, whose change would make the list stale and load it again)
    const [mail] = (await emailsApi.list()).filter((e) => e.subject === 'Live eins');
    await call({ method: 'POST', path: pathFor(emailsCalls.pause, mail!.id) });
    await later(120_000);
    expect(statusOf('Live eins')).toBe('Versendet');
    // … and „Aktualisieren“ shows the change.
    await user.click(screen.getByRole('button', { name: 'Aktualisieren' }));
    await waitFor(() => expect(statusOf('Live eins')).toBe('Entwurf'));
  }, 30000);

  test('a hidden tab does not look; shown again, it looks at once', async () => {
    await planMail('Live zwei');
    renderBackOffice('/emails?q=live%20zwei');
    await screen.findByRole('table', { name: 'Emails' });
    expect(statusOf('Live zwei')).toBe('Geplant');
    setHidden(true);
    await later(60_000);
    expect(statusOf('Live zwei')).toBe('Geplant');
    expect(screen.queryByText(liveNote)).not.toBeInTheDocument();
    setHidden(false);
    await waitFor(() => expect(statusOf('Live zwei')).toBe('Versendet'));
  }, 30000);
});
