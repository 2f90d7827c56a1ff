import { clubsApi, draftKey, readDraft, useAppStore, useAuthStore } from '@dtp/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../test-support';

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

  test('a draft typed on a club changed meanwhile saves with its version: the 409, nothing written', async () => {
    const user = userEvent.setup();
    const club = await testableClub();
    const first = renderBackOffice(`/clubs/show/${club.id}`);
    await screen.findByRole('heading', { level: 1, name: club.name });
    await user.type(screen.getByRole('textbox', { name: /^Telefon/ }), ' 99');
    first.unmount();
    // Someone else saves the club meanwhile.
    await clubsApi.save({ ...club, id: club.id, comment: 'geändert' });

    renderBackOffice(`/clubs/show/${club.id}`);
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().reloadOffered).toBe(true));
    expect((await clubsApi.load(club.id)).phone).toBe(club.phone);
  }, 30000);

  test("a new club ('Neu') is kept as 'new', never for another user; „Verwerfen“ empties the form again", async () => {
    const user = userEvent.setup();
    const first = renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    await user.type(nameField(), 'GC Neu im Entwurf');
    first.unmount();
    expect(draftOf('club', 'new')).toMatchObject({ values: { name: 'GC Neu im Entwurf' }, version: null });

    signInAs('admin');
    const other = renderBackOffice('/clubs/new');
    await screen.findByRole('heading', { level: 1, name: 'Golfclub anlegen' });
    expect(nameField()).toHaveValue('');
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
    other.unmount();

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
    renderBackOffice('/clubs/new');
    expect(await screen.findByText(restoredNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Golfclub anlegen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GC Frisch Angelegt' })).toBeInTheDocument();
    await waitFor(() => expect(draftOf('club', 'new')).toBeNull());
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  }, 30000);
});
