import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
// The recipe travels with the lazy dialog chunk (only the dialog views import this file): the system does not register 'dialog' (src/theme/system.ts).
import { dialogSlotRecipe } from '@chakra-theme/recipes/dialog.js';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  /** The body; none when left out. */
  children?: ReactNode;
  /** The dialog's maximum width (800px in both dialogs). */
  width: string;
  /** The outline button on the left of the footer (Schließen, Abbrechen); Escape and outside clicks dismiss too. */
  dismissLabel: string;
  onDismiss: () => void;
  /** The footer's main button (Speichern, Bestätigen …). */
  primaryAction: ReactNode;
  /** Also shows the × in the corner, named like the dismiss button. */
  closeButton?: boolean;
}

/** The common frame of the lazy dialogs (FormDialog, ConfirmDialog): title, body, dismiss and main button. */
export function DialogFrame({ open, role, title, children, width, dismissLabel, onDismiss, primaryAction, closeButton = false }: DialogFrameProps) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} role={role} onOpenChange={(details) => (details.open ? undefined : onDismiss())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={width} w="full" mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children ? <Dialog.Body>{children}</Dialog.Body> : null}
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onDismiss}>
                {dismissLabel}
              </Button>
              {primaryAction}
            </Dialog.Footer>
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={dismissLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
