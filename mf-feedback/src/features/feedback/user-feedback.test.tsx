import { useAuthStore } from '@dtp/api-client';
import { screen } from '@testing-library/react';
import { renderUi, resetAll, setDemoConfig, signInAs } from '../../../test-support';
import UserFeedback from './user-feedback';

beforeEach(() => {
  setDemoConfig();
  resetAll();
});
afterEach(() => useAuthStore.getState().signOut());

describe('UserFeedback (data sheet Feedback tab)', () => {
  test("a manager sees a tester's averages with the same charts", async () => {
    signInAs('manager');
    renderUi(<UserFeedback userId="u-tester2" />);
    expect(await screen.findByRole('region', { name: 'Feedback CMC' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Feedback Club' })).toBeInTheDocument();
    expect(screen.getAllByRole('meter')).toHaveLength(9);
    expect(screen.getAllByTestId('feedback-counts').map((c) => c.textContent)).toEqual(['5 Kriterien · 1 Datensatz', '4 Kriterien · 1 Datensatz']);
    expect(screen.queryByTestId('feedback-debug')).not.toBeInTheDocument();
  });

  test("another user's missing club feedback reads 'Keine Club-Daten verfügbar'", async () => {
    signInAs('manager');
    renderUi(<UserFeedback userId="u-tester" />);
    expect(await screen.findByText('Keine Club-Daten verfügbar')).toBeInTheDocument();
  });

  test("a user without tests reads 'Keine Feedback-Daten vorhanden.'", async () => {
    signInAs('admin');
    renderUi(<UserFeedback userId="u-manager" />);
    expect(await screen.findByText('Keine Feedback-Daten vorhanden.')).toBeInTheDocument();
  });

  test('an admin also gets the debug section for that user', async () => {
    signInAs('admin');
    renderUi(<UserFeedback userId="u-tester2" />);
    expect(await screen.findByTestId('feedback-debug')).toBeInTheDocument();
  });

  test('without userId: the signed-in user, addressed personally', async () => {
    signInAs('tester');
    renderUi(<UserFeedback />);
    expect(await screen.findByText('Der Club hat noch kein Tester-Feedback abgegeben.')).toBeInTheDocument();
  });
});
