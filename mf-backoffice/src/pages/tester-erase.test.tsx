import { DemoAccountClaims, draftKey, testsApi, useAppStore } from '@dtp/api-client';
import { testingsApi, usersApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asAccount, renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// 'Tester löschen' on the tester detail (right to erasure, issue 32 item 4): admins only; the question
// says what is erased, what stays for how long and why, and the step left at the identity service.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

/** u-tester (Max Mustermann) without the tests not done yet: an admin unassigns them first. */
async function withoutOpenTests(): Promise<void> {
  const { tests } = await asAccount('tester', () => testsApi.list());
  for (const test of tests.filter((x) => ['MARKED', 'ASSIGNED', 'TEE_TIME'].includes(x.progress))) await testingsApi.assign({ testingId: test.id, userId: null });
}

describe("'Tester löschen' (/testers/show/:id)", () => {
  test('a manager sees no way to erase a tester', async () => {
    signInAs('manager');
    renderBackOffice('/testers/show/u-tester');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tester Max Mustermann' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tester löschen' })).not.toBeInTheDocument();
  });

  test('the question names what is erased, what stays (ten years, § 147 AO, § 257 HGB) and the identity-service step; „Abbrechen“ erases nothing', async () => {
    const user = userEvent.setup();
    renderBackOffice('/testers/show/u-tester');
    await user.click(await screen.findByRole('button', { name: 'Tester löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tester löschen' });
    expect(dialog).toHaveTextContent('Möchten Sie die Daten von Max Mustermann endgültig löschen?');
    const erased = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(erased).toEqual(expect.arrayContaining([
      'Name, Anrede, Kontaktdaten (Email, Telefon, Mobil) und Anschrift',
      'die Datenblätter mit den Verfügbarkeiten',
      'die Bankverbindungen (IBAN und Bank) der Spesenabrechnungen',
      'alle Emails an den Tester',
    ]));
    expect(dialog).toHaveTextContent('Spesenabrechnungen mit ihren Beträgen und Belegen: Buchungsbelege müssen 10 Jahre aufbewahrt werden (§ 147 AO, § 257 HGB)');
    expect(dialog).toHaveTextContent('„Gelöschter Tester“');
    expect(dialog).toHaveTextContent('Deaktivieren oder löschen Sie es dort (Keycloak: Realm „dtp“ → Benutzer → den Benutzer löschen)');

    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await usersApi.load('u-tester')).toMatchObject({ lastName: 'Mustermann' });
  });

  test("confirmed, the tester is erased, the admin's drafts about them go, and the list opens without them", async () => {
    const user = userEvent.setup();
    await withoutOpenTests();
    const sheetDraft = draftKey(DemoAccountClaims.admin.sub, 'datasheet', 'u-tester-2023');
    const otherDraft = draftKey(DemoAccountClaims.admin.sub, 'datasheet', 'u-tester2-2023');
    for (const key of [sheetDraft, otherDraft]) localStorage.setItem(key, JSON.stringify({ values: { city: 'Hamburg' }, version: 1, savedAt: new Date().toISOString() }));
    renderBackOffice('/testers/show/u-tester');
    await user.click(await screen.findByRole('button', { name: 'Tester löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Tester löschen' });
    await user.click(within(dialog).getByRole('button', { name: 'Tester löschen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Die Tester' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).queryByText('Mustermann')).not.toBeInTheDocument();
    expect(within(table).getAllByText('Musterfrau').length).toBeGreaterThan(0);
    expect((await usersApi.list()).map((t) => t.id)).not.toContain('u-tester');
    expect(localStorage.getItem(sheetDraft)).toBeNull();
    expect(localStorage.getItem(otherDraft)).not.toBeNull();
  });

  test('refused while a test is still to be done: the message names it, nothing is erased', async () => {
    const user = userEvent.setup();
    renderBackOffice('/testers/show/u-tester');
    await user.click(await screen.findByRole('button', { name: 'Tester löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tester löschen' }));
    await waitFor(() => expect(useAppStore.getState().errorMessage).toContain('Bitte heben Sie zuerst die Einteilung auf.'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Tester Max Mustermann' })).toBeInTheDocument();
    expect(await usersApi.load('u-tester')).toMatchObject({ lastName: 'Mustermann' });
  });
});
