import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Spec defaults: dialog 800px wide, confirm button 400px. */
export const CONFIRM_DIALOG_WIDTH = '800px';
export const CONFIRM_BUTTON_WIDTH = '400px';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens when confirmed. */
  children?: ReactNode;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions (delete, reset). */
  tone?: 'default' | 'danger';
  busy?: boolean;
  width?: string;
  confirmWidth?: string;
}

/** Asks before an action (Absenden, Freigeben, Zurücksetzen …). The confirm button is focused last; Escape cancels. */
export function ConfirmDialog({
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
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(details) => (details.open ? undefined : onCancel())} lazyMount unmountOnExit>
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
