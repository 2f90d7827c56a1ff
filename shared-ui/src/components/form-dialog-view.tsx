import { Button } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';
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
