import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test-support';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';

function FormDialogDemo({ onSave }: { onSave: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kontakt bearbeiten
      </button>
      <FormDialog open={open} title="Kontaktperson" onClose={() => setOpen(false)} onSave={onSave}>
        <label>
          Name <input />
        </label>
      </FormDialog>
    </>
  );
}

test('the form dialog opens with Schließen and Speichern; Schließen and Escape close it', async () => {
  const user = userEvent.setup();
  const onSave = jest.fn();
  renderUi(<FormDialogDemo onSave={onSave} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Kontakt bearbeiten' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kontaktperson' });
  expect(dialog).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSave).toHaveBeenCalledTimes(1);

  await user.click(screen.getAllByRole('button', { name: 'Schließen' })[0]!);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Kontakt bearbeiten' }));
  const reopened = await screen.findByRole('dialog', { name: 'Kontaktperson' });
  // The dialog listens for Escape once it has taken the focus (zag sets both up in a frame).
  await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('the confirm dialog confirms or cancels, 800px wide with a 400px confirm button by default', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderUi(
    <ConfirmDialog open title="Datenblatt absenden?" confirmLabel="Absenden" onConfirm={onConfirm} onCancel={onCancel}>
      Nach dem Absenden sind Änderungen nur noch über CMC möglich.
    </ConfirmDialog>,
  );
  const dialog = await screen.findByRole('alertdialog', { name: 'Datenblatt absenden?' });
  expect(dialog).toHaveTextContent('Nach dem Absenden sind Änderungen nur noch über CMC möglich.');
  expect(dialog).toHaveStyle({ maxWidth: '800px' });
  const confirm = screen.getByRole('button', { name: 'Absenden' });
  expect(confirm).toHaveStyle({ width: '400px' });

  await user.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
