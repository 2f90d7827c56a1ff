import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDatasheet, resetAll, setDemoConfig, signInAs } from '../../../test-support';

// A file of its own: Chakra's layer stack is module state, and a dialog closed by the previous
// test in jsdom (no exit animation) can linger there.
beforeAll(setDemoConfig);
beforeEach(() => {
  resetAll();
  signInAs('manager');
});

/** The sheet once its fields are there: they render a step after the heading (useAfterFirstPaint), the first section before the others. */
async function openSheet(path: string) {
  renderDatasheet(path);
  await screen.findByRole('heading', { level: 1, name: /^Testerdatenblatt \d{4}$/ });
  await screen.findByRole('tab', { name: 'Stammdaten' });
  // The other sections and the buttons: a frame after the first section (useAfterPaintOf).
  await screen.findByLabelText(/^Straße/);
}
async function openMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveAttribute('data-state', 'open'));
  return menu;
}

describe('a manager resets a sheet', () => {
  test('Zurücksetzen sets INITIAL; the manager never gets a read-only sheet', async () => {
    const user = userEvent.setup();
    await openSheet('/datasheet/u-tester2');
    expect(screen.getByLabelText(/^Vorname/)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Status ändern' }));
    const reset = within(await openMenu()).getByRole('menuitem', { name: 'Zurücksetzen' });
    expect(reset).not.toHaveAttribute('data-disabled');
    // By keyboard this time: the first item is Zurücksetzen.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(reset).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Zurücksetzen?' })).getByRole('button', { name: 'Zurücksetzen' }));
    expect(await screen.findByText('Status: Angelegt')).toBeInTheDocument();
    expect(screen.getByText('Dieser Benutzer ist noch nicht als Tester vorgemerkt.')).toBeInTheDocument();
    expect(screen.queryByText(/Saison ist noch nicht gestartet/)).not.toBeInTheDocument();
  });
});
