import { useAppStore, useSettingsStore } from '@dtp/shared-api';
import { adminApi } from '@dtp/shared-api/back-office';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../test-support';

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
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: /Testern das Feedback anzeigen/ });
    expect(checkbox).toHaveProperty('checked', before.showTesterFeedback);
    await user.click(screen.getByText('Testern das Feedback anzeigen'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect((await adminApi.load()).showTesterFeedback).toBe(!before.showTesterFeedback);
    expect(useSettingsStore.getState().settings.showTesterFeedback).toBe(!before.showTesterFeedback);
  });

  test("'Sync Tests' shows how many tests were synced", async () => {
    const user = userEvent.setup();
    renderBackOffice('/admin');
    await screen.findByText('Plattform');
    await user.click(screen.getByRole('button', { name: 'Sync Tests' }));
    expect(await screen.findByText(/^(1 Test|\d+ Tests) synchronisiert\.$/)).toHaveAttribute('role', 'status');
  });

  test('the data source refuses the administration to a manager', async () => {
    signInAs('manager');
    await expect(adminApi.load()).rejects.toMatchObject({ status: 403 });
    await expect(adminApi.save({ platformName: '', databaseUrl: '', databaseUsername: '', showTesterFeedback: true })).rejects.toMatchObject({ status: 403 });
    await expect(adminApi.syncTests()).rejects.toMatchObject({ status: 403 });
  });
});
