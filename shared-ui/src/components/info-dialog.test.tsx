import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test-support';
import { InfoDialog } from './info-dialog';

function InfoDialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Inhalt anzeigen
      </button>
      <InfoDialog open={open} title="Inhalt der Email" onClose={() => setOpen(false)}>
        <p>Guten Tag</p>
      </InfoDialog>
    </>
  );
}

test('the info dialog only shows its content and closes with Schließen or the ×, styled by its recipe', async () => {
  const user = userEvent.setup();
  renderUi(<InfoDialogDemo />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Inhalt anzeigen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Inhalt der Email' });
  expect(dialog).toHaveTextContent('Guten Tag');
  expect(dialog.className).toMatch(/chakra-dialog__content/);
  // Close only: the footer's Schließen and the × in the corner, nothing else.
  const buttons = within(dialog).getAllByRole('button');
  expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(['Schließen', 'Schließen']);
  await user.click(buttons[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Inhalt anzeigen' }));
  await user.click(within(await screen.findByRole('dialog')).getAllByRole('button')[1]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
