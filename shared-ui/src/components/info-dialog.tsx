import { lazyWhenOpen } from './lazy-overlay';
import type { InfoDialogProps } from './info-dialog-view';

export type { InfoDialogProps };

/** A close-only dialog (content to read, no action); loaded the first time it opens. */
export const InfoDialog = lazyWhenOpen<InfoDialogProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './info-dialog-view'));
