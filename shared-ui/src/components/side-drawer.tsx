import { lazyWhenOpen } from './lazy-overlay';
import type { SideDrawerProps } from './side-drawer-view';

export type { SideDrawerProps };

export const SideDrawer = lazyWhenOpen<SideDrawerProps>(() => import(/* webpackChunkName: "dtp-dialog" */ './side-drawer-view'));
