import { useAppStore } from '@dtp/api-client';
import { emailsApi, EmailTemplateTexts, wavesApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const subject = () => screen.getByRole('textbox', { name: /^Betreff/ });
const content = () => screen.getByRole('textbox', { name: /^Inhalt/ });
const newMails = async () => (await emailsApi.list()).filter((e) => e.id >= 100_000);

describe("compose 'Email verfassen' (/emails/new)", () => {
  test("group and template are required, the wave only for 'Eingeteilte Tester der Welle'; waves 1 to 5; the recipients load once the group (and its wave) is chosen", async () => {
    const user = userEvent.setup();
    const waves = await wavesApi.list();
    expect(waves.map((w) => w.number)).toEqual([1, 2, 3]);
    renderBackOffice('/emails/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verfassen' })).toBeInTheDocument();
    const weeks = (n: number) => waves.find((w) => w.number === n)!.weeks;
    await waitFor(() => expect(within(select('Welle')).getAllByRole('option')[1]).toHaveTextContent(`Welle 1 (${weeks(1)})`));
    // Waves 1 to 5 (spec 9): the season's with their weeks, the others by number.
    expect(within(select('Welle')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Keine Welle',
      `Welle 1 (${weeks(1)})`,
      `Welle 2 (${weeks(2)})`,
      `Welle 3 (${weeks(3)})`,
      'Welle 4',
      'Welle 5',
    ]);
    expect(within(select('Vorlage')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      'Keine',
      'Einladung',
      'Test-Erinnerung',
      'Tester eingeteilt',
      'Erinnerung Spesenabrechnung',
      'Sonstiges',
    ]);

    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Bitte geben Sie einen Wert für Empfängergruppe ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Vorlage ein.')).toBeInTheDocument();
    expect(screen.queryByText('Bitte geben Sie einen Wert für Welle ein.')).not.toBeInTheDocument();
    expect(select('Empfängergruppe')).toHaveAccessibleDescription('Bitte geben Sie einen Wert für Empfängergruppe ein.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(screen.getByText('Die Empfänger erscheinen, sobald die Empfängergruppe gewählt ist.')).toBeInTheDocument();
    await user.selectOptions(select('Empfängergruppe'), 'Eingeteilte Tester der Welle');
    // This group depends on a wave: it is required now, and the recipients wait for it.
    expect(await screen.findByText('Bitte geben Sie einen Wert für Welle ein.')).toBeInTheDocument();
    expect(select('Welle')).toBeRequired();
    expect(screen.getByText('Die Empfänger erscheinen, sobald die Welle gewählt ist.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Empfänger' })).not.toBeInTheDocument();
    await user.selectOptions(select('Welle'), `Welle 2 (${weeks(2)})`);
    const expected = await emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 2 });
    expect(expected.length).toBeGreaterThan(1);
    const list = await screen.findByRole('list', { name: 'Empfänger' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected);
    expect(screen.getByText(`Empfänger (${expected.length} Empfänger)`)).toBeInTheDocument();
    expect(screen.queryByText('Bitte geben Sie einen Wert für Welle ein.')).not.toBeInTheDocument();

    // A wave the season does not have yet: no recipients, said so.
    await user.selectOptions(select('Welle'), 'Welle 5');
    expect(await screen.findByText('Für diese Auswahl gibt es keine Empfänger.')).toBeInTheDocument();
  }, 30000);

  test("'Alle aktiven Tester' needs no wave: the recipients load at once and the mail goes to all of them", async () => {
    const user = userEvent.setup();
    const all = await emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null });
    renderBackOffice('/emails/new');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Empfängergruppe/ }), 'Alle aktiven Tester');
    expect(select('Welle')).not.toBeRequired();
    expect(select('Welle')).toHaveValue('');
    expect(select('Welle')).toHaveAccessibleDescription(/Optional: füllt die Platzhalter der Welle/);
    const list = await screen.findByRole('list', { name: 'Empfänger' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(all.length);
    await user.selectOptions(select('Vorlage'), 'Keine');
    await user.type(subject(), 'Saisonstart');
    await user.type(content(), 'Liebe Tester');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emails absenden' });
    await user.click(within(confirm).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(`Es werden ${all.length} Emails in Kürze versendet.`)).toBeInTheDocument();
    expect((await newMails()).map((m) => m.to).sort()).toEqual([...all].sort());
  }, 30000);

  test("a template fills subject and content; 'Keine' restores the earlier text", async () => {
    const user = userEvent.setup();
    renderBackOffice('/emails/new');
    await user.type(subject(), 'Mein Betreff');
    await user.type(content(), 'Zeile 1{Enter}Zeile 2');
    await user.selectOptions(select('Vorlage'), 'Tester eingeteilt');
    expect(subject()).toHaveValue(EmailTemplateTexts.TESTER_ASSIGNED.subject);
    expect(content()).toHaveValue(EmailTemplateTexts.TESTER_ASSIGNED.content);
    await user.selectOptions(select('Vorlage'), 'Einladung');
    expect(subject()).toHaveValue(EmailTemplateTexts.INVITATION.subject);
    expect(content()).toHaveValue(EmailTemplateTexts.INVITATION.content);
    await user.selectOptions(select('Vorlage'), 'Keine');
    expect(subject()).toHaveValue('Mein Betreff');
    expect(content()).toHaveValue('Zeile 1\nZeile 2');
    // The template text again, then back to 'Keine': still the user's own text.
    await user.selectOptions(select('Vorlage'), 'Test-Erinnerung');
    expect(subject()).toHaveValue(EmailTemplateTexts.TEST_REMINDER.subject);
    await user.selectOptions(select('Vorlage'), 'Keine');
    expect(subject()).toHaveValue('Mein Betreff');
  }, 30000);

  test("'Absenden' with 'Keine': one trimmed MISC mail, the exact one-mail text for 2 s and no second success message", async () => {
    const user = userEvent.setup();
    renderBackOffice('/emails/new');
    await user.selectOptions(select('Empfängergruppe'), 'Test-Email an mich');
    await waitFor(() => expect(within(select('Welle')).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(select('Welle'), within(select('Welle')).getAllByRole('option')[1]!);
    await user.selectOptions(select('Vorlage'), 'Keine');
    await user.type(subject(), '  Hallo Team  ');
    await user.type(content(), '  Ein kurzer Text.  ');
    expect(await screen.findByRole('listitem')).toHaveTextContent('martin.manager@example.de');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emails absenden' });
    expect(confirm).toHaveTextContent('Die Email wird an einen Empfänger versendet.');
    await user.click(within(confirm).getByRole('button', { name: 'Absenden' }));

    const message = (await screen.findByText('Es wird eine Email in Kürze versendet.')).closest('[role="status"]');
    expect(message).toHaveTextContent(/^Es wird eine Email in Kürze versendet\.$/);
    expect(screen.queryByText('Speichern erfolgreich.')).not.toBeInTheDocument();
    expect(useAppStore.getState().saveSuccess).toBe(false);
    const [mail] = await newMails();
    expect(mail).toMatchObject({ to: 'martin.manager@example.de', subject: 'Hallo Team', type: 'MISC', progress: 'INITIAL' });
    expect((await emailsApi.content(mail!.id)).content).toBe('Ein kurzer Text.');
    // A test mail to oneself keeps the form: the real mail goes with the same text (issue 33).
    expect(subject()).toHaveValue('  Hallo Team  ');
    expect(content()).toHaveValue('  Ein kurzer Text.  ');
    expect(select('Empfängergruppe')).toHaveValue('TEST_EMAIL');
    expect(subject()).toBeEnabled();
    expect(screen.getByText('Die Test-Email geht an Sie. Ihr Text bleibt stehen: Wählen Sie die Empfängergruppe und senden Sie die Email ab.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Neue Email' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Es wird eine Email in Kürze versendet.')).not.toBeInTheDocument(), { timeout: 3000 });
  }, 30000);

  test("after the test mail the real one goes with the same text; then the form shows it read-only and „Neue Email“ starts an empty one (issue 33)", async () => {
    const user = userEvent.setup();
    const all = await emailsApi.recipients({ recipientGroup: 'ALL', waveNumber: null });
    renderBackOffice('/emails/new');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Empfängergruppe/ }), 'Test-Email an mich');
    await user.selectOptions(select('Vorlage'), 'Keine');
    await user.type(subject(), 'Saisonstart');
    await user.type(content(), 'Liebe Tester');
    expect(await screen.findByRole('listitem')).toHaveTextContent('martin.manager@example.de');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Emails absenden' })).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Es wird eine Email in Kürze versendet.')).toBeInTheDocument();

    // Only the group changes for the real mail.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.selectOptions(select('Empfängergruppe'), 'Alle aktiven Tester');
    await screen.findByRole('list', { name: 'Empfänger' });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Emails absenden' })).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(`Es werden ${all.length} Emails in Kürze versendet.`)).toBeInTheDocument();
    expect((await newMails()).filter((m) => m.subject === 'Saisonstart')).toHaveLength(all.length + 1);

    // What was sent stays in view, read-only: no second send by accident.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Diese Email ist abgesendet. Den Versand sehen Sie in der Email-Liste.')).toBeInTheDocument();
    expect(subject()).toHaveValue('Saisonstart');
    expect(subject()).toBeDisabled();
    expect(select('Empfängergruppe')).toHaveValue('ALL');
    expect(select('Empfängergruppe')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Absenden' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neue Email' }));
    expect(subject()).toHaveValue('');
    expect(content()).toHaveValue('');
    expect(select('Empfängergruppe')).toHaveValue('');
    expect(select('Empfängergruppe')).toBeEnabled();
    await waitFor(() => expect(select('Empfängergruppe')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Absenden' })).toBeEnabled();
    expect(screen.queryByText('Diese Email ist abgesendet. Den Versand sehen Sie in der Email-Liste.')).not.toBeInTheDocument();
  }, 30000);

  test("a template to a wave's assigned testers: 'Es werden {n} Emails in Kürze versendet.' and n mails of the template's type", async () => {
    const user = userEvent.setup();
    const expected = await emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 2 });
    renderBackOffice('/emails/new');
    await user.selectOptions(select('Empfängergruppe'), 'Eingeteilte Tester der Welle');
    await waitFor(() => expect(within(select('Welle')).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(select('Welle'), within(select('Welle')).getAllByRole('option')[2]!);
    await user.selectOptions(select('Vorlage'), 'Tester eingeteilt');
    await screen.findByRole('list', { name: 'Empfänger' });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emails absenden' });
    expect(confirm).toHaveTextContent(`Die Email wird an ${expected.length} Empfänger versendet.`);
    await user.click(within(confirm).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText(`Es werden ${expected.length} Emails in Kürze versendet.`)).toBeInTheDocument();
    const mails = await newMails();
    expect(mails.map((m) => m.to).sort()).toEqual([...expected].sort());
    expect(mails.every((m) => m.type === 'TESTER_ASSIGNED' && m.progress === 'INITIAL')).toBe(true);
    expect(mails[0]!.subject).toBe(EmailTemplateTexts.TESTER_ASSIGNED.subject);
  }, 30000);

  test('subject and content keep their length: the message shows at the field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const send = jest.spyOn(emailsApi, 'send');
    try {
      renderBackOffice('/emails/new');
      await user.selectOptions(await screen.findByRole('combobox', { name: /^Empfängergruppe/ }), 'Alle aktiven Tester');
      await user.selectOptions(select('Vorlage'), 'Keine');
      await user.click(subject());
      await user.paste('x'.repeat(201));
      await user.click(content());
      await user.paste('x'.repeat(20_001));
      await user.tab();
      expect(subject()).toHaveAccessibleDescription(expect.stringContaining('Betreff darf höchstens 200 Zeichen lang sein.'));
      expect(content()).toHaveAccessibleDescription(expect.stringContaining('Inhalt darf höchstens 20000 Zeichen lang sein.'));
      await user.click(screen.getByRole('button', { name: 'Absenden' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
  });

  test('the placeholder help comes from the API and opens on demand', async () => {
    const user = userEvent.setup();
    const placeholders = await emailsApi.placeholders();
    renderBackOffice('/emails/new');
    const summary = await screen.findByText('Platzhalter');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    await waitFor(() => expect(within(details).getByText(placeholders[0]!.value)).toBeInTheDocument());
    for (const p of placeholders) expect(within(details).getByText(p.description)).toBeInTheDocument();
  });

  test("back to the list: 'Zur Email-Liste'", async () => {
    const user = userEvent.setup();
    renderBackOffice('/emails/new');
    await user.click(await screen.findByRole('link', { name: /Zur Email-Liste/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/emails$/);
  });
});
