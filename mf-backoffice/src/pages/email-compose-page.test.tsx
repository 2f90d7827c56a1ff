import { useAppStore } from '@dtp/shared-api';
import { emailsApi, EmailTemplateTexts, wavesApi } from '@dtp/shared-api/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../test-support';

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
  test("group, wave and template are required; the waves are the season's; the recipients load once group and wave are chosen", async () => {
    const user = userEvent.setup();
    const waves = await wavesApi.list();
    renderBackOffice('/emails/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Email verfassen' })).toBeInTheDocument();
    await waitFor(() => expect(within(select('Welle')).getAllByRole('option')).toHaveLength(waves.length + 1));
    expect(within(select('Welle')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      ...[...waves].sort((a, b) => a.number - b.number).map((w) => `Welle ${w.number} (${w.weeks})`),
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
    expect(screen.getByText('Bitte geben Sie einen Wert für Welle ein.')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen Wert für Vorlage ein.')).toBeInTheDocument();
    expect(select('Empfängergruppe')).toHaveAccessibleDescription('Bitte geben Sie einen Wert für Empfängergruppe ein.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(screen.getByText('Die Empfänger erscheinen, sobald Empfängergruppe und Welle gewählt sind.')).toBeInTheDocument();
    await user.selectOptions(select('Empfängergruppe'), 'Eingeteilte Tester der Welle');
    expect(screen.getByText('Die Empfänger erscheinen, sobald Empfängergruppe und Welle gewählt sind.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Empfänger' })).not.toBeInTheDocument();
    await user.selectOptions(select('Welle'), 'Welle 2 (' + waves.find((w) => w.number === 2)!.weeks + ')');
    const expected = await emailsApi.recipients({ recipientGroup: 'ASSIGNED_IN_WAVE', waveNumber: 2 });
    expect(expected.length).toBeGreaterThan(1);
    const list = await screen.findByRole('list', { name: 'Empfänger' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected);
    expect(screen.getByText(`Empfänger (${expected.length} Empfänger)`)).toBeInTheDocument();
    expect(screen.queryByText('Bitte geben Sie einen Wert für Welle ein.')).not.toBeInTheDocument();
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
    // The form is empty again, ready for the next mail.
    expect(subject()).toHaveValue('');
    expect(select('Empfängergruppe')).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('Es wird eine Email in Kürze versendet.')).not.toBeInTheDocument(), { timeout: 3000 });
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
