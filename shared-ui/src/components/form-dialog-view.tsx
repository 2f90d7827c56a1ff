import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Closing by Schließen, Escape, the × or outside click. */
  onClose: () => void;
  onSave: () => void | Promise<void>;
  saveLabel?: string;
  closeLabel?: string;
  saving?: boolean;
  saveDisabled?: boolean;
  /** Default 800px. */
  width?: string;
}

/** A dialog with Schließen and Speichern (spec 'Shared interface elements'); loaded the first time it opens. */

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
    <DialogFrame
      open={open}
      title={title}
      width={width}
      dismissLabel={closeLabel}
      onDismiss={onClose}
      closeButton
      primaryAction={
        <Button colorPalette="brand" loading={saving} disabled={saveDisabled} onClick={() => void onSave()}>
          {saveLabel}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
