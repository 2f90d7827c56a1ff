import type { ReactNode } from 'react';
import { lazyWhenOpen } from './lazy-overlay';

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

/** Asks before an action (Absenden, Freigeben, Zurücksetzen …); loaded the first time it opens. */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './confirm-dialog-view'));
