import { lazyWhenOpen } from './lazy-overlay';
import type { FormDialogProps } from './form-dialog-view';

export type { FormDialogProps };

export const FormDialog = lazyWhenOpen<FormDialogProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './form-dialog-view'));
