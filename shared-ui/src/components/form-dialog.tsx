import type { ReactNode } from 'react';
import { lazyWhenOpen } from './lazy-overlay';

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
export const FormDialog = lazyWhenOpen<FormDialogProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './form-dialog-view'));
