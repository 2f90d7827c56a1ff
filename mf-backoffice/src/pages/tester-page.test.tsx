import { datasheetApi, useAppStore } from '@dtp/api-client';
import { usersApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

async function testerWith(predicate: (t: Awaited<ReturnType<typeof usersApi.load>>) => boolean) {
  for (const item of await usersApi.list()) {
    const tester = await usersApi.load(item.id);
    if (predicate(tester)) return tester;
  }
  throw new Error('no such seeded tester');
}

/** Fills the required fields of a new tester. */
async function fillNew(user: ReturnType<typeof userEvent.setup>, { first, last, email }: { first: string; last: string; email: string }) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Anrede/ }), 'MRS');
  await user.type(screen.getByRole('textbox', { name: /Vorname/ }), first);
  await user.type(screen.getByRole('textbox', { name: /Nachname/ }), last);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), email);
}

describe('tester detail (/testers/show/:id, /testers/new)', () => {
  test("'Tester {name}' with the home clubs as links, the six tabs, and the executed tests (Jahr, Welle, Club)", async () => {
    const user = userEvent.setup();
    const tester = await testerWith((t) => t.executedTests.length > 0 && t.clubs.length > 0);
    renderBackOffice(`/testers/show/${tester.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Tester ${tester.firstName} ${tester.lastName}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: tester.clubs[0]!.name })).toHaveAttribute(
      'href',
      `/clubs/show/${tester.clubs[0]!.id}?navigateBack=${encodeURIComponent(`/testers/show/${tester.id}`)}`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stammdaten', 'Golfspiel', 'Heimatclub', 'Durchgeführte Tests', 'Schulungen', 'Sonstiges']);
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveValue(tester.status);
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/testers');
    await user.click(screen.getByRole('tab', { name: 'Durchgeführte Tests' }));
    const table = screen.getByRole('table', { name: 'Durchgeführte Tests des Testers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Jahr', 'Welle', 'Club']);
    const first = tester.executedTests[0]!;
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${first.year}${first.wave}${first.club}`);
  });

  test('the empty texts of Durchgeführte Tests and Schulungen are verbatim', async () => {
    const user = userEvent.setup();
    const tester = await testerWith((t) => t.executedTests.length === 0 && t.instructions.length === 0);
    renderBackOffice(`/testers/show/${tester.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Durchgeführte Tests' }));
    expect(screen.getByText('Der Tester hat noch keine Tests durchgeführt.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Schulungen' }));
    expect(screen.getByText('Der Tester hat noch keine Schulungen absolviert.')).toBeInTheDocument();
  });

  test('a new tester: status APPLICANT of six labels; a taken email shows the server message at the field, input kept; fixed, saved, the detail opens', async () => {
    const user = userEvent.setup();
    const [taken] = await usersApi.list();
    renderBackOffice('/testers/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tester anlegen' })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(status).toHaveValue('APPLICANT');
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bewerber',
      'Neuer Tester',
      'Tester 1',
      'Tester 2',
      'Inaktiv',
      'Sonstiger Tester',
    ]);
    await fillNew(user, { first: 'Frieda', last: 'Neuling', email: taken!.email });
    await user.click(screen.getByRole('button', { name: 'Tester anlegen' }));
    expect(await screen.findByText('Email is bereits vergeben.')).toBeInTheDocument();
    const emailField = screen.getByRole('textbox', { name: /Email/ });
    expect(emailField).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveValue('Frieda');

    await user.clear(emailField);
    await user.type(emailField, 'frieda.neuling@example.org');
    await user.click(screen.getByRole('button', { name: 'Tester anlegen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/testers\/show\/u-\d+$/));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tester Frieda Neuling' })).toBeInTheDocument();
    expect(useAppStore.getState().saveSuccess).toBe(true);
  });

  test('Telefon and Mobil keep their length: the message shows at the field before anything is sent', async () => {
    const user = userEvent.setup();
    const save = jest.spyOn(usersApi, 'save');
    try {
      renderBackOffice('/testers/new');
      await screen.findByRole('heading', { level: 1, name: 'Tester anlegen' });
      await fillNew(user, { first: 'Frieda', last: 'Neuling', email: 'frieda.neuling@example.org' });
      for (const name of [/^Telefon/, /^Mobil/]) {
        await user.click(screen.getByRole('textbox', { name }));
        await user.paste('0'.repeat(51));
      }
      await user.tab();
      expect(screen.getByRole('textbox', { name: /^Mobil/ })).toHaveAccessibleDescription(expect.stringContaining('Mobil darf höchstens 50 Zeichen lang sein.'));
      await user.click(screen.getByRole('button', { name: 'Tester anlegen' }));
      expect(await screen.findByText('Telefon darf höchstens 50 Zeichen lang sein.')).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
    } finally {
      save.mockRestore();
    }
  });

  test('a new tester with the name of an existing one: a warning names the likely duplicate; saving stays possible', async () => {
    const user = userEvent.setup();
    const [existing] = await usersApi.list();
    renderBackOffice('/testers/new');
    await screen.findByRole('heading', { level: 1, name: 'Tester anlegen' });
    await fillNew(user, { first: existing!.firstName.toUpperCase(), last: ` ${existing!.lastName}`, email: 'zweiter@example.org' });
    await user.click(screen.getByRole('button', { name: 'Tester anlegen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`${existing!.firstName} ${existing!.lastName} (${existing!.email})`);
    await user.click(within(dialog).getByRole('button', { name: 'Trotzdem anlegen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/testers\/show\/u-\d+$/));
    const same = (await usersApi.list()).filter((x) => x.lastName === existing!.lastName && x.firstName.toLowerCase() === existing!.firstName.toLowerCase());
    expect(same.map((x) => x.email).sort()).toEqual([existing!.email, 'zweiter@example.org'].sort());
  });

  test('Schulungen: add with the plus button and with Enter in the last Ort, delete with the bin; saved and kept', async () => {
    const user = userEvent.setup();
    const tester = await testerWith((t) => t.instructions.length === 0);
    renderBackOffice(`/testers/show/${tester.id}`);
    await user.click(await screen.findByRole('tab', { name: 'Schulungen' }));
    await user.click(screen.getByRole('button', { name: 'Schulung hinzufügen' }));
    const first = screen.getByRole('group', { name: 'Schulung 1' });
    expect(within(first).getByRole('textbox', { name: /Datum/ })).toHaveFocus();
    await user.type(within(first).getByRole('textbox', { name: /Datum/ }), '3.4.2023');
    await user.type(within(first).getByRole('textbox', { name: /Ort/ }), 'Frankfurt{Enter}');
    const second = screen.getByRole('group', { name: 'Schulung 2' });
    expect(within(second).getByRole('textbox', { name: /Datum/ })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: /Ort/ }), 'Wird gelöscht');
    await user.click(screen.getByRole('button', { name: 'Schulung 2 löschen' }));
    expect(screen.queryByRole('group', { name: 'Schulung 2' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('checkbox', { name: 'Online' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await usersApi.load(tester.id)).instructions).toEqual([{ executedAt: '2023-04-03', place: 'Frankfurt', online: true }]);
  });

  test('the email carries the required marker like the other required fields, as the form and the server require it (issue 33)', async () => {
    renderBackOffice('/testers/new');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect(email).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Nachname/ })).toBeRequired();
    // The marker sits in the label, as with Nachname.
    expect(document.querySelector(`label[for="${email.id}"]`)).toHaveTextContent(/^Email\s*\*$/);
  });

  test('the data source refuses a tester who tries to save or read another user', async () => {
    const tester = await testerWith(() => true);
    signInAs('tester');
    await expect(usersApi.load(tester.id)).rejects.toMatchObject({ status: 403 });
    await expect(usersApi.save({ ...tester, id: null } as never)).rejects.toMatchObject({ status: 403 });
  });

  test("'Verlauf' lists the tester's data-sheet status changes with who made them", async () => {
    await datasheetApi.setProgress({ userId: 'u-tester2', progress: 'RELEASED' });
    renderBackOffice('/testers/show/u-tester2');
    const history = await screen.findByRole('region', { name: 'Verlauf' });
    const row = await within(history).findByRole('row', { name: /Abgeschickt → Freigegeben/ });
    expect(within(row).getByText('Martin Manager')).toBeInTheDocument();
    expect(within(row).getByText('Datenblatt')).toBeInTheDocument();
  });

  test("'Zugriffe' shows admins who of CMC opened the tester's data sheet; managers do not see it", async () => {
    const tester = await testerWith((t) => t.executedTests.length > 0);
    await datasheetApi.load(tester.id).catch(() => undefined); // the manager opens the data sheet (recorded when it exists)
    const asManager = renderBackOffice(`/testers/show/${tester.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Tester ${tester.firstName} ${tester.lastName}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Zugriffe' })).not.toBeInTheDocument();
    asManager.unmount();
    signInAs('admin');
    renderBackOffice(`/testers/show/${tester.id}`);
    const card = within(await screen.findByRole('region', { name: 'Zugriffe' }));
    const table = await card.findByRole('table', { name: 'Zugriffe auf die Daten des Testers' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Zeitpunkt', 'Wer', 'Was', 'Welche Daten']);
    expect(await within(table).findByText('Datenblatt geöffnet')).toBeInTheDocument();
  });
});
