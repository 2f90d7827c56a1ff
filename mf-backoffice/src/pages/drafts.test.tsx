import { clubsApi, draftKey, readDraft, startNewPage, useAppStore, useAuthStore } from '@dtp/api-client';
import { emailsApi, panelsApi, testingsApi, wavesApi } from '@dtp/api-client/back-office';
import { reloadPage } from '@dtp/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// Unsaved input of the back office's forms is kept per signed-in user and record (issue 31, item 3):
// restored with the notice after the form went away, deleted by a save.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

const restoredNotice = /Ihre ungespeicherten Eingaben vom .* sind wiederhergestellt/;
const draftOf = (form: string, record: string | number) => readDraft(draftKey(useAuthStore.getState().user!.userId, form, record));
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });

async function testableClub() {
  const item = (await clubsApi.list()).find((c) => c.isTestable);
  if (!item) throw new Error('no testable seeded club');
  return clubsApi.load(item.id);
}

describe('club (the entity form)', () => {
  test('the input (with a contact person) comes back with the notice after the page went away; a save deletes the draft', async () => {
    const user = userEvent.setup();
    const club = await testableClub();
    const first = renderBackOffice(`/clubs/show/${club.id}`);
    await screen.findByRole('heading', { level: 1, name: club.name });
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
    await user.clear(nameField());
    await user.type(nameField(), 'GC Entwurf');
    await user.click(screen.getByRole('tab', { name: 'Kontaktpersonen' }));
    await user.click(screen.getByRole('button', { name: 'Kontaktperson hinzufügen' }));
    const added = screen.getByRole('group', { name: `Kontaktperson ${club.contactPersons.length + 1}` });
    await user.type(within(added).getByRole('textbox', { name: /^Name/ }), 'Eva Entwurf');
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('club', club.id)).toMatchObject({ values: { name: 'GC Entwurf' }, version: club.version });

    renderBackOffice(`/clubs/show/${club.id}`);
    await screen.findByRole('heading', { level: 1, name: club.name });
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(nameField()).toHaveValue('GC Entwurf');
    await user.click(screen.getByRole('tab', { name: 'Kontaktpersonen' }));
    const restored = screen.getByRole('group', { name: `Kontaktperson ${club.contactPersons.length + 1}` });
    expect(within(restored).getByRole('textbox', { name: /^Name/ })).toHaveValue('Eva Entwurf');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await clubsApi.load(club.id)).name).toBe('GC Entwurf');
    await waitFor(() => expect(draftOf('club', club.id)).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);

  test("a draft typed on a club changed meanwhile saves with its version: the 409, nothing written; 'Neu laden' gives the draft up", async () => {
    const user = userEvent.setup();
    const club = await testableClub();
    const first = renderBackOffice(`/clubs/show/${club.id}`);
    await screen.findByRole('heading', { level: 1, name: club.name });
    await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), ' 99');
    first.unmount();
    startNewPage(); // the next page load
    // Someone else saves the club meanwhile.
    await clubsApi.save({ ...club, id: club.id, comment: 'geändert' });

    const second = renderBackOffice(`/clubs/show/${club.id}`);
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().reloadOffered).toBe(true));
    expect((await clubsApi.load(club.id)).phone).toBe(club.phone);

    // 'Neu laden' gives the input up: the page loads the club as it is now, without the draft.
    reloadPage(() => {
      second.unmount();
      startNewPage(); // the next page load
      renderBackOffice(`/clubs/show/${club.id}`);
    });
    expect(await screen.findByRole('textbox', { name: /^Telefon/ })).toHaveValue(club.phone);
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
    expect(draftOf('club', club.id)).toBeNull();
  }, 30000);

  test("a new club ('Neu') is kept as 'new', never for another user; „Verwerfen“ empties the form again", async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    await user.type(nameField(), 'GC Neu im Entwurf');
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('club', 'new')).toMatchObject({ values: { name: 'GC Neu im Entwurf' }, version: null });

    signInAs('admin');
    const other = renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    expect(nameField()).toHaveValue('');
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
    other.unmount();
    startNewPage(); // the next page load

    signInAs('manager');
    renderBackOffice('/clubs/new');
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(nameField()).toHaveValue('GC Neu im Entwurf');
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(nameField()).toHaveValue('');
    expect(draftOf('club', 'new')).toBeNull();
  }, 30000);

  test("a new club's draft is gone once it is created", async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    await user.type(nameField(), 'GC Frisch Angelegt');
    first.unmount();
    startNewPage(); // the next page load
    renderBackOffice('/clubs/new');
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Golfclub anlegen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GC Frisch Angelegt' })).toBeInTheDocument();
    await waitFor(() => expect(draftOf('club', 'new')).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);
});

describe('testing, wave and panel', () => {
  const MAGDEBURG = 1117;

  test('the testing: the typed date comes back with the notice; a save deletes the draft', async () => {
    const user = userEvent.setup();
    await testingsApi.assign({ testingId: MAGDEBURG, userId: 'u-0053' });
    const first = renderBackOffice(`/testing/${MAGDEBURG}`);
    await user.type(await screen.findByRole('textbox', { name: 'Test-Datum' }), '21.06.2023');
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('testing', MAGDEBURG)?.values).toMatchObject({ date: '21.06.2023' });

    renderBackOffice(`/testing/${MAGDEBURG}`);
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Test-Datum' })).toHaveValue('21.06.2023');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await testingsApi.load(MAGDEBURG)).date).toBe('2023-06-21');
    await waitFor(() => expect(draftOf('testing', MAGDEBURG)).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);

  test('the wave: the typed end comes back with the notice; a save deletes the draft', async () => {
    const user = userEvent.setup();
    const [wave] = await wavesApi.list();
    const first = renderBackOffice(`/waves/show/${wave!.id}`);
    const field = await screen.findByRole('textbox', { name: /^Ende/ });
    // A period the season's checks allow (in its year, overlapping no other wave: issue 56).
    const typed = '19.05.2023';
    await user.clear(field);
    await user.type(field, typed);
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('wave', wave!.id)?.values).toMatchObject({ end: typed });

    renderBackOffice(`/waves/show/${wave!.id}`);
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Ende/ })).toHaveValue(typed);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await wavesApi.load(wave!.id)).end).toBe('2023-05-19');
    await waitFor(() => expect(draftOf('wave', wave!.id)).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);

  test('the panel: the chosen status comes back with the notice; a save deletes the draft', async () => {
    const user = userEvent.setup();
    const [item] = await panelsApi.list();
    const panel = await panelsApi.load(item!.panelId);
    const first = renderBackOffice(`/panels/show/${panel.panelId}`);
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    const other = within(status)
      .getAllByRole<HTMLOptionElement>('option')
      .find((o) => o.value !== panel.progress)!;
    await user.selectOptions(status, other);
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('panel', panel.panelId)?.values).toEqual({ progress: other.value });

    renderBackOffice(`/panels/show/${panel.panelId}`);
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue(other.value);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await panelsApi.load(panel.panelId)).progress).toBe(other.value);
    await waitFor(() => expect(draftOf('panel', panel.panelId)).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);
});

describe("compose 'Email verfassen'", () => {
  const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
  const subject = () => screen.getByRole('textbox', { name: /^Betreff/ });
  const content = () => screen.getByRole('textbox', { name: /^Inhalt/ });

  test("a mail not yet sent comes back with the notice (one per user, 'new'); a test mail keeps it, the real send deletes it", async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/emails/new');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Empfängergruppe/ }), 'Test-Email an mich');
    await waitFor(() => expect(within(select('Welle')).getAllByRole('option').length).toBeGreaterThan(1));
    const wave = within(select('Welle')).getAllByRole<HTMLOptionElement>('option')[1]!;
    await user.selectOptions(select('Welle'), wave);
    await user.selectOptions(select('Vorlage'), 'Keine');
    await user.type(subject(), 'Entwurf');
    await user.type(content(), 'Noch nicht fertig.');
    first.unmount();
    startNewPage(); // the next page load
    expect(draftOf('email-compose', 'new')?.values).toMatchObject({ recipientGroup: 'TEST_EMAIL', subject: 'Entwurf', content: 'Noch nicht fertig.' });

    signInAs('admin');
    const other = renderBackOffice('/emails/new');
    await screen.findByRole('heading', { level: 1, name: 'Email verfassen' });
    expect(subject()).toHaveValue('');
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
    other.unmount();
    startNewPage(); // the next page load

    signInAs('manager');
    renderBackOffice('/emails/new');
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(subject()).toHaveValue('Entwurf');
    expect(content()).toHaveValue('Noch nicht fertig.');
    expect(select('Empfängergruppe')).toHaveValue('TEST_EMAIL');
    await waitFor(() => expect(select('Welle')).toHaveValue(wave.value));
    expect(await screen.findByRole('listitem')).toHaveTextContent('martin.manager@example.de');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Emails absenden' });
    await user.click(within(confirm).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByText('Es wird eine Email in Kürze versendet.')).toBeInTheDocument();
    expect((await emailsApi.list()).some((m) => m.subject === 'Entwurf')).toBe(true);
    // The test mail went; the real one has not: the form and its draft stay.
    expect(subject()).toHaveValue('Entwurf');
    expect(draftOf('email-compose', 'new')?.values).toMatchObject({ subject: 'Entwurf' });

    await user.selectOptions(select('Empfängergruppe'), 'Alle aktiven Tester');
    await screen.findByRole('list', { name: 'Empfänger' });
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Emails absenden' })).getByRole('button', { name: 'Absenden' }));
    expect(await screen.findByRole('button', { name: 'Neue Email' })).toBeInTheDocument();
    await waitFor(() => expect(draftOf('email-compose', 'new')).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);

  test('„Verwerfen“ empties the form and deletes the draft', async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/emails/new');
    await user.type(await screen.findByRole('textbox', { name: /^Betreff/ }), 'Doch nicht');
    first.unmount();
    startNewPage(); // the next page load
    renderBackOffice('/emails/new');
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    expect(subject()).toHaveValue('Doch nicht');
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(subject()).toHaveValue('');
    expect(draftOf('email-compose', 'new')).toBeNull();
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);
});
