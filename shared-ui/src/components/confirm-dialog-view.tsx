import { Button, Dialog, Portal } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'dialog' (src/theme/system.ts).
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import { CONFIRM_BUTTON_WIDTH, CONFIRM_DIALOG_WIDTH } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';

/** Asks before an action (Absenden, Freigeben, Zurücksetzen …). The confirm button is focused last; Escape cancels. */
export default function ConfirmDialogView({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Bestätigen',
  cancelLabel = 'Abbrechen',
  tone = 'default',
  busy = false,
  width = CONFIRM_DIALOG_WIDTH,
  confirmWidth = CONFIRM_BUTTON_WIDTH,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} role="alertdialog" onOpenChange={(details) => (details.open ? undefined : onCancel())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={width} w="full" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                maxW="full"
                w={confirmWidth}
                loading={busy}
                onClick={() => void onConfirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
