import type { ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

export interface InfoDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Closing by Schließen, Escape, the × or outside click. */
  onClose: () => void;
  closeLabel?: string;
  /** Default 800px (spec 9). */
  width?: string;
}

/** A dialog that only shows something (a mail's content, an error): no action, only Schließen. */
export default function InfoDialogView({ open, title, children, onClose, closeLabel = 'Schließen', width = '800px' }: InfoDialogProps) {
  return (
    <DialogFrame open={open} title={title} width={width} dismissLabel={closeLabel} onDismiss={onClose} primaryAction={null} closeButton>
      {children}
    </DialogFrame>
  );
}
