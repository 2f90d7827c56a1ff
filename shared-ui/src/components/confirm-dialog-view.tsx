import { Button } from '@chakra-ui/react';
import { CONFIRM_BUTTON_WIDTH, CONFIRM_DIALOG_WIDTH } from './confirm-dialog';
import type { ConfirmDialogProps } from './confirm-dialog';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={open}
      role="alertdialog"
      title={title}
      width={width}
      dismissLabel={cancelLabel}
      onDismiss={onCancel}
      primaryAction={
        <Button colorPalette={tone === 'danger' ? 'red' : 'brand'} maxW="full" w={confirmWidth} loading={busy} onClick={() => void onConfirm()}>
          {confirmLabel}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
