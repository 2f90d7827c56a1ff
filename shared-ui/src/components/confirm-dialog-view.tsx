import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

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
