import { adminApi, DEFAULT_REMINDERS } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

// The administration's reminders (issue 34, items 3 and 6): each on or off with its days, checked by
// the contract's rules, saved; and the read-only list of the automatic mails with when each goes out.

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

const rowOf = (table: HTMLElement, typeLabel: string): HTMLElement =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === typeLabel)!;

describe('administration: reminders', () => {
  test('the automatic mails are listed with when each goes out and whether it is on', async () => {
    renderBackOffice('/admin');
    const table = await screen.findByRole('table', { name: 'Automatische Emails' });
    expect(within(table).getByRole('columnheader', { name: 'Versand' })).toBeInTheDocument();
    expect(rowOf(table, 'Test-Erinnerung')).toHaveTextContent('3 Tage vor dem Testtermin, 08:00 Uhr');
    expect(rowOf(table, 'Test-Erinnerung')).toHaveTextContent('Aktiv');
    expect(rowOf(table, 'Erinnerung Spesenabrechnung')).toHaveTextContent('7 und 14 Tage nach dem Test, 08:00 Uhr');
    expect(rowOf(table, 'Einladung (Erinnerung)')).toHaveTextContent('14 Tage vor Beginn der ersten Welle, 08:00 Uhr');
    expect(rowOf(table, 'Einladung')).toHaveTextContent('Sofort, wenn ein Datenblatt auf „Eingeladen“ gesetzt wird');
    expect(rowOf(table, 'Datenblatt freigegeben')).toHaveTextContent('Sofort');
  });

  test('a reminder switched off and its days changed: checked, saved, and the list follows', async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    const form = within(await screen.findByRole('form', { name: 'Erinnerungen' }));
    const testOn = form.getByRole('checkbox', { name: 'Test-Erinnerung versenden' });
    const testDays = form.getByRole('textbox', { name: /Tage vor dem Testtermin/ });
    const first = form.getByRole('textbox', { name: /Erste Erinnerung \(Tage nach dem Test\)/ });
    const second = form.getByRole('textbox', { name: /Zweite Erinnerung \(Tage nach dem Test\)/ });
    expect(testOn).toBeChecked();
    expect(testDays).toHaveValue('3');
    expect(first).toHaveValue('7');
    expect(second).toHaveValue('14');
    expect(form.getByRole('textbox', { name: /Tage vor Beginn der ersten Welle/ })).toHaveValue('14');

    await user.clear(testDays);
    await user.type(testDays, '0');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Tage vor dem Testtermin muss mindestens 1 betragen.')).toBeInTheDocument();

    await user.clear(testDays);
    await user.type(testDays, '2');
    await user.clear(second);
    await user.type(second, '7');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Die zweite Erinnerung muss später als die erste kommen.')).toBeInTheDocument();
    expect((await adminApi.load()).reminders).toEqual(DEFAULT_REMINDERS);

    await user.clear(second);
    await user.type(second, '21');
    await user.click(form.getByText('Test-Erinnerung versenden'));
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    const table = screen.getByRole('table', { name: 'Automatische Emails' });
    await within(table).findByText('2 Tage vor dem Testtermin, 08:00 Uhr');
    expect(rowOf(table, 'Test-Erinnerung')).toHaveTextContent('Ausgeschaltet');
    expect(rowOf(table, 'Erinnerung Spesenabrechnung')).toHaveTextContent('7 und 21 Tage nach dem Test');
    expect((await adminApi.load()).reminders).toEqual({ ...DEFAULT_REMINDERS, testOn: false, testDaysBefore: 2, travelSecondDaysAfter: 21 });
  });

  test("the clubs' measure reminder (issue 62): listed, switched off and saved, the list follows", async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    const table = await screen.findByRole('table', { name: 'Automatische Emails' });
    const row = () => rowOf(table, 'Erinnerung an Maßnahmen (Club)');
    expect(row()).toHaveTextContent('Am Tag nach dem Datum einer geplanten Maßnahme, 08:00 Uhr');
    expect(row()).toHaveTextContent('Aktiv');

    const form = within(screen.getByRole('form', { name: 'Erinnerungen' }));
    const group = within(form.getByRole('group', { name: 'Maßnahmen der Clubs' }));
    const measuresOn = group.getByRole('checkbox', { name: 'Clubs an überfällige Maßnahmen erinnern' });
    expect(measuresOn).toBeChecked();
    await user.click(group.getByText('Clubs an überfällige Maßnahmen erinnern'));
    expect(measuresOn).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(row()).toHaveTextContent('Ausgeschaltet'));
    expect((await adminApi.load()).reminders).toEqual({ ...DEFAULT_REMINDERS, clubMeasuresOn: false });
    expect(measuresOn).not.toBeChecked();
  });

  test('a manager cannot change the reminders: the server refuses', async () => {
    const admin = await adminApi.load();
    signInAs('manager');
    await expect(adminApi.save({ ...admin, reminders: { ...admin.reminders, testOn: false } })).rejects.toMatchObject({ status: 403 });
  });
});
