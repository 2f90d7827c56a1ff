import { Suspense, lazy } from 'react';
import type { TooltipProps } from './tooltip-view';

export type { TooltipProps };

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
