import { clubsApi, useAppStore } from '@dtp/api-client';
import { panelsApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

async function clubWhere(predicate: (c: Awaited<ReturnType<typeof clubsApi.list>>[number]) => boolean) {
  const item = (await clubsApi.list()).find(predicate);
  if (!item) throw new Error('no such seeded club');
  return clubsApi.load(item.id);
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('club detail (/clubs/show/:id, /clubs/new)', () => {
  test('a testable club: its name as title, the panel link, five tabs, back to navigateBack; the mail link only for a valid email', async () => {
    const user = userEvent.setup();
    const club = await clubWhere((c) => c.isTestable);
    renderBackOffice(`/clubs/show/${club.id}?navigateBack=${encodeURIComponent('/panels?q=x')}`);
    expect(await screen.findByRole('heading', { level: 1, name: club.name })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Stammdaten', 'Kontaktpersonen', 'Emails', 'Rechnungsadresse', 'Sonstiges']);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/panels?q=x');
    // The panel leads back to this club, and the club on to where it was opened from.
    const clubHere = `/clubs/show/${club.id}?navigateBack=${encodeURIComponent('/panels?q=x')}`;
    expect(screen.getByRole('link', { name: 'Panel öffnen' })).toHaveAttribute('href', `/panels/show/${club.panelId}?navigateBack=${encodeURIComponent(clubHere)}`);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(club.name);
    expect(screen.getByRole('link', { name: `Email an ${club.email} schreiben` })).toHaveAttribute('href', `mailto:${club.email}`);

    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'sekretariat@');
    expect(screen.queryByRole('link', { name: /^Email an/ })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Bitte geben Sie eine gültige Email-Adresse ein.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Kontaktpersonen' }));
    expect(screen.getAllByRole('group', { name: /^Kontaktperson \d$/ })).toHaveLength(club.contactPersons.length);
  });

  test("a club that is not testable has Stammdaten and Sonstiges only; checking 'testbar' adds the three tabs", async () => {
    const user = userEvent.setup();
    const club = await clubWhere((c) => !c.isTestable);
    renderBackOffice(`/clubs/show/${club.id}`);
    await screen.findByRole('heading', { level: 1, name: club.name });
    expect(tabNames()).toEqual(['Stammdaten', 'Sonstiges']);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/clubs');
    await user.click(screen.getByRole('checkbox', { name: 'testbar' }));
    expect(tabNames()).toEqual(['Stammdaten', 'Kontaktpersonen', 'Emails', 'Rechnungsadresse', 'Sonstiges']);
  });

  test("'Golfclub anlegen': two contact persons (plus, Enter), recipients with a duplicate, an empty entry and a bad address; saved, the club's page opens with a panel", async () => {
    const user = userEvent.setup();
    renderBackOffice('/clubs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'GC Neuland');
    await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), ' 040 123 ');
    await user.click(screen.getByRole('checkbox', { name: 'testbar' }));

    await user.click(screen.getByRole('tab', { name: 'Kontaktpersonen' }));
    expect(screen.getByText('Für diesen Club sind noch keine Kontaktpersonen hinterlegt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kontaktperson hinzufügen' }));
    const first = screen.getByRole('group', { name: 'Kontaktperson 1' });
    expect(within(first).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(within(first).getByRole('textbox', { name: /^Name/ }), 'Eva Grün');
    await user.type(within(first).getByRole('textbox', { name: /^Position/ }), 'Clubmanagerin');
    await user.type(within(first).getByRole('textbox', { name: /^Email/ }), 'eva@neuland.de');
    expect(within(first).getByRole('link', { name: 'Email an eva@neuland.de schreiben' })).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: /^Telefon/ }), '040 1{Enter}');
    const second = screen.getByRole('group', { name: 'Kontaktperson 2' });
    expect(within(second).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: /^Name/ }), 'Max Platz');
    await user.click(screen.getByRole('button', { name: 'Kontaktperson hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Kontaktperson 3 löschen' }));

    await user.click(screen.getByRole('tab', { name: 'Emails' }));
    const recipients = screen.getByRole('textbox', { name: /Empfänger der Testergebnisse/ });
    await user.type(recipients, 'ergebnis@neuland.de{Enter}');
    await user.type(recipients, '   {Enter}');
    await user.type(recipients, 'ergebnis@neuland.de{Enter}');
    expect(recipients).toHaveValue('');
    await user.type(recipients, 'kaputt{Enter}');
    expect(screen.getByText('Bitte geben Sie eine gültige Email-Adresse ein.')).toBeInTheDocument();
    expect(recipients).toHaveValue('kaputt');
    expect(screen.getAllByText('ergebnis@neuland.de')).toHaveLength(1);
    await user.clear(recipients);
    expect(screen.queryByText('Bitte geben Sie eine gültige Email-Adresse ein.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Golfclub anlegen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clubs\/show\/\d+\?navigateBack=%2Fclubs$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'GC Neuland' })).toBeInTheDocument();
    expect(useAppStore.getState().saveSuccess).toBe(true);
    const saved = await clubWhere((c) => c.name === 'GC Neuland');
    expect(saved).toMatchObject({ phone: '040 123', isTestable: true, resultRecipients: ['ergebnis@neuland.de'], status: 'INITIAL' });
    expect(saved.contactPersons).toEqual([
      { name: 'Eva Grün', type: 'Clubmanagerin', email: 'eva@neuland.de', phone: '040 1' },
      { name: 'Max Platz', type: '', email: '', phone: '' },
    ]);
    expect((await panelsApi.list()).some((p) => p.clubName === 'GC Neuland')).toBe(true);
  }, 30000);

  test('a new club named like an existing one: a warning names it; saving stays possible', async () => {
    const user = userEvent.setup();
    const [existing] = await clubsApi.list();
    renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ` ${existing!.name.toUpperCase()}`);
    await user.click(screen.getByRole('button', { name: 'Golfclub anlegen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`${existing!.name} (${existing!.city})`);
    await user.click(within(dialog).getByRole('button', { name: 'Trotzdem anlegen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clubs\/show\/\d+/));
    expect((await clubsApi.list()).filter((c) => c.name.toLowerCase() === existing!.name.toLowerCase())).toHaveLength(2);
  });

  test('Sonstiges: a bad contact email opens its tab with the message; cleared coordinates stay cleared after saving', async () => {
    const user = userEvent.setup();
    const club = await clubWhere((c) => c.isTestable);
    renderBackOffice(`/clubs/show/${club.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Sonstiges' }));
    expect(screen.getByRole('textbox', { name: /^Breitengrad/ })).toHaveValue(String(club.lat).replace('.', ','));
    await user.clear(screen.getByRole('textbox', { name: /^Breitengrad/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Email Präsident/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email Präsident/ }), 'praesident(at)club');
    await user.click(screen.getByRole('tab', { name: 'Stammdaten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Email-Adresse ein.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sonstiges' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(screen.getByRole('textbox', { name: /^Email Präsident/ }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect(await clubsApi.load(club.id)).toMatchObject({ lat: null, lon: club.lon, presidentEmail: '' });
  });

  test('every text keeps its length: a too-long value shows its message at the field on every tab, and nothing is sent', async () => {
    const user = userEvent.setup();
    const club = await clubWhere((c) => c.isTestable);
    const save = jest.spyOn(clubsApi, 'save');
    const paste = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
      await user.tab();
    };
    try {
      renderBackOffice(`/clubs/show/${club.id}`);
      await screen.findByRole('heading', { level: 1, name: club.name });
      await paste(screen.getByRole('textbox', { name: /^Rechnungsname/ }), 'x'.repeat(201));
      expect(screen.getByText('Rechnungsname darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
      await paste(screen.getByRole('textbox', { name: /^Telefon/ }), '0'.repeat(51));
      expect(screen.getByText('Telefon darf höchstens 50 Zeichen lang sein.')).toBeInTheDocument();
      await paste(screen.getByRole('textbox', { name: /^PLZ/ }), '1'.repeat(21));
      expect(screen.getByText('PLZ darf höchstens 20 Zeichen lang sein.')).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'Kontaktpersonen' }));
      await user.click(screen.getByRole('button', { name: 'Kontaktperson hinzufügen' }));
      const added = screen.getAllByRole('group', { name: /^Kontaktperson \d+$/ }).at(-1)!;
      await paste(within(added).getByRole('textbox', { name: /^Position/ }), 'x'.repeat(101));
      expect(within(added).getByText('Position darf höchstens 100 Zeichen lang sein.')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Rechnungsadresse' }));
      await paste(screen.getByRole('textbox', { name: /^Straße/ }), 'x'.repeat(201));
      expect(screen.getByText('Straße darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Sonstiges' }));
      await paste(screen.getByRole('textbox', { name: /^Präsident/ }), 'x'.repeat(101));
      expect(screen.getByText('Präsident darf höchstens 100 Zeichen lang sein.')).toBeInTheDocument();

      // Saving opens the tab of the first bad field, with its message; nothing goes to the server.
      await user.click(screen.getByRole('button', { name: 'Speichern' }));
      expect(await screen.findByText('Rechnungsname darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Stammdaten' })).toHaveAttribute('aria-selected', 'true');
      expect(save).not.toHaveBeenCalled();
    } finally {
      save.mockRestore();
    }
  });

  test('an unknown club says so; the data source refuses a tester', async () => {
    renderBackOffice('/clubs/show/999999');
    expect(await screen.findByText('Diesen Golfclub gibt es nicht.')).toBeInTheDocument();
    signInAs('tester');
    await expect(clubsApi.load(1)).rejects.toMatchObject({ status: 403 });
    await expect(clubsApi.save({ id: null } as never)).rejects.toMatchObject({ status: 403 });
  });
});
