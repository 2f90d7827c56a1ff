import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'dialog' (src/theme/system.ts).
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import type { FormDialogProps } from './form-dialog';

/** A dialog with Schließen and Speichern (spec 'Shared interface elements'). */
export default function FormDialogView({
  open,
  title,
  children,
  onClose,
  onSave,
  saveLabel = 'Speichern',
  closeLabel = 'Schließen',
  saving = false,
  saveDisabled = false,
  width = '800px',
}: FormDialogProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={width} w="full" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {closeLabel}
              </Button>
              <Button colorPalette="brand" loading={saving} disabled={saveDisabled} onClick={() => void onSave()}>
                {saveLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
