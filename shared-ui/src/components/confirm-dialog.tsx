import { lazyWhenOpen } from './lazy-overlay';
import type { ConfirmDialogProps } from './confirm-dialog-view';

export type { ConfirmDialogProps };

/** Asks before an action (Absenden, Freigeben, Zurücksetzen …); loaded the first time it opens. */
export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './confirm-dialog-view'));
