import { MESSAGE_TIMEOUT_MS, setTransport, useAppStore, useSettingsStore } from '@dtp/api-client';
import { DEMO_STATE_KEY } from '@dtp/demo';
import { adminApi, assignmentWeightLabels, DEFAULT_ASSIGNMENT_WEIGHTS, DEFAULT_REMINDERS, DEFAULT_RETENTION } from '@dtp/api-client/back-office';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../test-support';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(() => setDemoConfig());
beforeEach(() => {
  resetAll();
  signInAs('admin');
});

describe('administration (/admin)', () => {
  test('the database connection read-only; the tester-feedback setting saved and published to the sidebar at once', async () => {
    const user = userEvent.setup();
    const before = await adminApi.load();
    renderBackOffice('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    await waitFor(() => expect(useAppStore.getState().errorMessage ?? useAppStore.getState().apiError ?? 'none').toBe('none'));
    expect(await screen.findByText('Plattform')).toBeInTheDocument();
    expect(screen.getByText('Plattform').nextSibling).toHaveTextContent(before.platformName);
    expect(screen.getByText('Benutzername').nextSibling).toHaveTextContent(before.databaseUsername || '–');
    const database = screen.getByRole('heading', { name: 'Datenbankverbindung' }).closest('section') ?? document.body;
    expect(within(database as HTMLElement).queryByRole('textbox')).not.toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: /Testern das Feedback anzeigen/ });
    expect(checkbox).toHaveProperty('checked', before.showTesterFeedback);
    await user.click(screen.getByText('Testern das Feedback anzeigen'));
    await user.click(within(screen.getByRole('form', { name: 'Einstellungen' })).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await adminApi.load()).showTesterFeedback).toBe(!before.showTesterFeedback);
    expect(useSettingsStore.getState().settings.showTesterFeedback).toBe(!before.showTesterFeedback);
  });

  test('the retention periods: shown with their defaults, checked by the field rules, saved', async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    const form = within(await screen.findByRole('form', { name: 'Löschfristen (Datenschutz)' }));
    const receipts = form.getByRole('textbox', { name: /Belege aufbewahren \(Monate ab Ende des Freigabejahres\)/ });
    const bankData = form.getByRole('textbox', { name: /Bankdaten aufbewahren \(Monate ab Test bzw\. Freigabe\)/ });
    const applicants = form.getByRole('textbox', { name: /Bewerber ohne Zusage aufbewahren \(Monate\)/ });
    const accessRecords = form.getByRole('textbox', { name: /Zugriffe auf Personendaten protokollieren \(Monate\)/ });
    const questionnaireContent = form.getByRole('textbox', { name: /Fotos und Freitexte der Fragebögen aufbewahren \(Monate ab Test\)/ });
    expect(receipts).toHaveValue('120');
    expect(questionnaireContent).toHaveValue('24');
    expect(questionnaireContent).toHaveAccessibleDescription(/die Bewertungen \(Punkte\) bleiben/);
    expect(accessRecords).toHaveValue('12');
    expect(bankData).toHaveValue('3');
    expect(applicants).toHaveValue('12');
    expect(DEFAULT_RETENTION).toEqual({ receiptMonths: 120, bankDataMonths: 3, applicantMonths: 12, accessRecordMonths: 12, questionnaireContentMonths: 24 });
    expect(receipts).toHaveAccessibleDescription(/kürzer als zehn Jahre geht nicht/);
    expect(form.getByText('Noch kein Lauf.')).toBeInTheDocument();

    // Receipts are accounting vouchers: never below ten years.
    await user.clear(receipts);
    await user.type(receipts, '24');
    await user.clear(bankData);
    await user.type(bankData, '25');
    await user.clear(applicants);
    await user.type(applicants, '1,5');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Belege aufbewahren (Monate ab Ende des Freigabejahres) muss mindestens 120 betragen.')).toBeInTheDocument();
    expect(form.getByText('Bankdaten aufbewahren (Monate ab Test bzw. Freigabe) darf höchstens 24 betragen.')).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie eine ganze Zahl ein')).toBeInTheDocument();
    expect((await adminApi.load()).retention).toEqual(DEFAULT_RETENTION);

    await user.clear(receipts);
    await user.type(receipts, '181');
    await user.clear(bankData);
    await user.type(bankData, '0');
    await user.clear(questionnaireContent);
    await user.type(questionnaireContent, '61');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText('Belege aufbewahren (Monate ab Ende des Freigabejahres) darf höchstens 180 betragen.')).toBeInTheDocument();
    expect(form.getByText('Fotos und Freitexte der Fragebögen aufbewahren (Monate ab Test) darf höchstens 60 betragen.')).toBeInTheDocument();
    expect(form.getByText('Bankdaten aufbewahren (Monate ab Test bzw. Freigabe) muss mindestens 1 betragen.')).toBeInTheDocument();

    await user.clear(receipts);
    await user.type(receipts, '132');
    await user.clear(bankData);
    await user.type(bankData, '6');
    await user.clear(applicants);
    await user.type(applicants, '6');
    await user.clear(accessRecords);
    await user.type(accessRecords, '24');
    await user.clear(questionnaireContent);
    await user.type(questionnaireContent, '12');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await adminApi.load()).retention).toEqual({ receiptMonths: 132, bankDataMonths: 6, applicantMonths: 6, accessRecordMonths: 24, questionnaireContentMonths: 12 });
    expect(receipts).toHaveValue('132');
    expect(bankData).toHaveValue('6');
  });

  test("the weights of 'Einteilung vorschlagen': shown with their defaults, checked by the field rules, saved", async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    const form = within(await screen.findByRole('form', { name: 'Gewichte für „Einteilung vorschlagen“' }));
    const field = (name: keyof typeof assignmentWeightLabels) => form.getByRole('textbox', { name: new RegExp(escapeRegExp(assignmentWeightLabels[name])) });
    for (const name of Object.keys(DEFAULT_ASSIGNMENT_WEIGHTS) as (keyof typeof assignmentWeightLabels)[]) expect(field(name)).toHaveValue(String(DEFAULT_ASSIGNMENT_WEIGHTS[name]));
    expect(DEFAULT_ASSIGNMENT_WEIGHTS).toEqual({ testedLastSeasonKm: 150, formerMemberKm: 100, premiumToNoviceKm: 80, newTesterDistancePercent: 100, secondTestInSeasonKm: 120 });

    await user.clear(field('newTesterDistancePercent'));
    await user.type(field('newTesterDistancePercent'), '301');
    await user.clear(field('formerMemberKm'));
    await user.type(field('formerMemberKm'), '2,5');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByText(`${assignmentWeightLabels.newTesterDistancePercent} darf höchstens 300 betragen.`)).toBeInTheDocument();
    expect(form.getByText('Bitte geben Sie eine ganze Zahl ein')).toBeInTheDocument();
    expect((await adminApi.load()).assignmentWeights).toEqual(DEFAULT_ASSIGNMENT_WEIGHTS);

    await user.clear(field('newTesterDistancePercent'));
    await user.type(field('newTesterDistancePercent'), '50');
    await user.clear(field('formerMemberKm'));
    await user.type(field('formerMemberKm'), '0');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await adminApi.load()).assignmentWeights).toEqual({ ...DEFAULT_ASSIGNMENT_WEIGHTS, newTesterDistancePercent: 50, formerMemberKm: 0 });
    expect(field('newTesterDistancePercent')).toHaveValue('50');
    // The other cards' values stay as they were.
    expect((await adminApi.load()).retention).toEqual(DEFAULT_RETENTION);
  });

  test("the last retention run: when and what it removed, counts only", async () => {
    await adminApi.load(); // the demo keeps its state in sessionStorage from the first call
    const stored = JSON.parse(sessionStorage.getItem(DEMO_STATE_KEY) ?? '{}');
    stored.history.push({ id: 999_999, subject: 'retention', at: '2026-01-10T00:15:00.000Z', by: 'System', what: 'RETENTION', from: '', to: '', removed: { receipts: 3, bankData: 1, applicants: 2 } });
    sessionStorage.setItem(DEMO_STATE_KEY, JSON.stringify(stored));
    setTransport(null); // the next call reads the stored state again
    renderBackOffice('/admin');
    const form = within(await screen.findByRole('form', { name: 'Löschfristen (Datenschutz)' }));
    expect(form.getByText('Letzter Lauf').nextSibling).toHaveTextContent(/^10\.01\.2026 \d{2}:15: Gelöscht: 3 Belege, 1 Bankverbindung, 2 Bewerber$/);
  });

  test("'Sync Tests' shows how many tests were synced", async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    await screen.findByText('Plattform');
    await user.click(screen.getByRole('button', { name: 'Sync Tests' }));
    expect(await screen.findByText(/^(1 Test|\d+ Tests) synchronisiert\.$/)).toHaveAttribute('role', 'status');
  });

  test("the 'synchronisiert' message is a success message: it closes itself after the spec's 10 s", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBackOffice('/admin');
      await screen.findByText('Plattform');
      await user.click(screen.getByRole('button', { name: 'Sync Tests' }));
      const message = await screen.findByText(/synchronisiert\.$/);
      act(() => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS - 1_000));
      expect(message).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      expect(screen.queryByText(/synchronisiert\.$/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the data source refuses the administration to a manager', async () => {
    signInAs('manager');
    await expect(adminApi.load()).rejects.toMatchObject({ status: 403 });
    await expect(
      adminApi.save({ platformName: '', databaseUrl: '', databaseUsername: '', showTesterFeedback: true, retention: DEFAULT_RETENTION, lastRetentionRun: null, reminders: DEFAULT_REMINDERS, automaticMails: [] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(adminApi.syncTests()).rejects.toMatchObject({ status: 403 });
  });
});
