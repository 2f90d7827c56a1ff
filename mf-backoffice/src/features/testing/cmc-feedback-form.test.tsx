import { CMC_FEEDBACK_CRITERIA, feedbackValuesOf, setRemoteLoader, useAppStore } from '@dtp/api-client';
import { testingsApi } from '@dtp/api-client/back-office';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBackOffice, resetAll, setDemoConfig, signInAs } from '../../../test-support';

// Seeded: 1064 Berlin, 'Test eingegangen'; 1117 Magdeburg, nobody assigned yet.
const DONE = 1064;
const MAGDEBURG = 1117;

beforeAll(() => setDemoConfig());
beforeEach(async () => {
  resetAll();
  signInAs('manager');
  // The club's feedback beside the form comes from mf-feedback: a stand-in here.
  setRemoteLoader(async () => ({ default: ({ emptyText }: { emptyText: string }) => <p>{emptyText}</p> }) as never);
  if ((await testingsApi.load(DONE)).testerFeedbackCmc !== null) await testingsApi.resetCmcFeedback(DONE);
});

const form = () => screen.findByRole('form', { name: 'Feedback CMC' });
const group = (criterion: string) => screen.getByRole('radiogroup', { name: criterion });
const rate = async (user: ReturnType<typeof userEvent.setup>, ratings: readonly number[]) => {
  for (const [i, criterion] of CMC_FEEDBACK_CRITERIA.entries()) await user.click(within(group(criterion)).getByRole('radio', { name: String(ratings[i]) }));
};
const storedCmcFeedback = async () => feedbackValuesOf((await testingsApi.load(DONE)).testerFeedbackCmc, CMC_FEEDBACK_CRITERIA);

describe("CMC's feedback on the tester (testing page)", () => {
  test('asks each criterion as a radio group 0–5, then the remarks; every rating is required, with its German message', async () => {
    const user = userEvent.setup();
    renderBackOffice(`/testing/${DONE}`);
    const feedback = await form();
    expect(screen.getByText('Sie haben noch kein Tester-Feedback abgegeben.')).toBeInTheDocument();
    expect(within(feedback).getAllByRole('radiogroup').map((g) => g.getAttribute('aria-required') && g.querySelector('legend')?.textContent)).toEqual(
      CMC_FEEDBACK_CRITERIA.map((criterion) => `${criterion}*`),
    );
    expect(within(group('Fotos')).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(within(feedback).getByRole('textbox', { name: 'Anmerkungen' })).toBeInTheDocument();

    await user.click(within(group('Pünktlichkeit')).getByRole('radio', { name: '4' }));
    await user.click(within(feedback).getByRole('button', { name: 'Feedback speichern' }));
    for (const criterion of CMC_FEEDBACK_CRITERIA.slice(1)) {
      expect(await within(feedback).findByText(`Bitte bewerten Sie „${criterion}“ mit 0 bis 5.`)).toBeInTheDocument();
      expect(group(criterion)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(within(feedback).queryByText('Bitte bewerten Sie „Pünktlichkeit“ mit 0 bis 5.')).not.toBeInTheDocument();
    // The first group left open has the focus; nothing was sent.
    expect(within(group('Vollständigkeit des Fragebogens')).getAllByRole('radio')[0]).toHaveFocus();
    expect(await storedCmcFeedback()).toBeNull();
  });

  test('saves the ratings and remarks in the JSON the charts read; the Verlauf names who gave it; it can be changed by keyboard', async () => {
    const user = userEvent.setup();
    renderBackOffice(`/testing/${DONE}`);
    const feedback = await form();
    await rate(user, [5, 4, 3, 2, 1]);
    await user.type(within(feedback).getByRole('textbox', { name: 'Anmerkungen' }), 'Sehr gründlich.');
    await user.click(within(feedback).getByRole('button', { name: 'Feedback speichern' }));
    await waitFor(() => expect(useAppStore.getState().saveSuccess).toBe(true));
    expect(await storedCmcFeedback()).toEqual({ ratings: [5, 4, 3, 2, 1], remarks: 'Sehr gründlich.' });
    expect(await screen.findByText('Das Feedback ist abgegeben. Bis es zurückgesetzt wird, können Sie es hier ändern.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Verlauf' });
    const given = await within(history).findByRole('row', { name: /CMC: abgegeben/ });
    expect(within(given).getByText('Martin Manager')).toBeInTheDocument();

    // Keyboard: into the first group (its chosen option), one step down, save.
    const first = within(group('Pünktlichkeit')).getByRole('radio', { name: '5' });
    expect(first).toBeChecked();
    first.focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(group('Pünktlichkeit')).getByRole('radio', { name: '4' })).toBeChecked();
    await user.click(within(feedback).getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(async () => expect((await storedCmcFeedback())?.ratings).toEqual([4, 4, 3, 2, 1]));
    expect(await within(history).findByRole('row', { name: /CMC: geändert/ })).toBeInTheDocument();
  });

  test('shows what was given, and the remarks have at most 2000 characters', async () => {
    const user = userEvent.setup();
    await testingsApi.saveCmcFeedback(DONE, { ratings: [1, 2, 3, 4, 5], remarks: 'Fotos fehlten.' });
    renderBackOffice(`/testing/${DONE}`);
    const feedback = await form();
    expect(within(group('Kommunikation mit CMC')).getByRole('radio', { name: '5' })).toBeChecked();
    const remarks = within(feedback).getByRole('textbox', { name: 'Anmerkungen' });
    expect(remarks).toHaveValue('Fotos fehlten.');
    await user.click(remarks);
    await user.paste('x'.repeat(2000));
    await user.tab();
    expect(await within(feedback).findByText('Die Anmerkungen dürfen höchstens 2000 Zeichen lang sein.')).toBeInTheDocument();
    await user.click(within(feedback).getByRole('button', { name: 'Änderungen speichern' }));
    expect((await storedCmcFeedback())?.remarks).toBe('Fotos fehlten.');
  });

  test('before the test is in there is no form', async () => {
    renderBackOffice(`/testing/${MAGDEBURG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Golfclub Magdeburg am Elbauenpark' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Feedback CMC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
