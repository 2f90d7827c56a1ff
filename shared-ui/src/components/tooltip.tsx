import { Suspense, lazy } from 'react';
import type { ReactElement, ReactNode } from 'react';

/** The spec's tooltip defaults (section 9). */
export const TOOLTIP_DEFAULTS = { openDelay: 200, closeDelay: 100, offset: 8, zIndex: 10 } as const;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  disabled?: boolean;
}

// Positioning (floating-ui) and the tooltip machine load in their own chunk; until then
// the trigger is shown as it is.
const TooltipView = lazy(() => import(/* webpackChunkName: "dtp-tooltip" */ './tooltip-view'));

/** A tooltip with open delay 200 ms, close delay 100 ms, offset 8 and z-index 10. */
export function Tooltip(props: TooltipProps) {
  if (props.disabled) return props.children;
  return (
    <Suspense fallback={props.children}>
      <TooltipView {...props} />
    </Suspense>
  );
}
