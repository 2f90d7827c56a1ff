import type { ReactNode } from 'react';
import { lazyWhenOpen } from './lazy-overlay';

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the × button. */
  closeLabel?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A drawer from the start edge (the shell's menu on small screens); loaded the first time it opens. */
export const SideDrawer = lazyWhenOpen<SideDrawerProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './side-drawer-view'));
