import { Suspense, cloneElement, lazy, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement, type SyntheticEvent } from 'react';
import { TOOLTIP_DEFAULTS } from '@dtp/api-client';
import type { TooltipProps } from './tooltip-view';

export type { TooltipProps };

// Positioning (floating-ui) and the tooltip machine load in their own chunk and run only while the
// tooltip is open: a list with a tooltip per row would otherwise pay a machine, a portal and their
// styles per row on every render (docs/performance.md#the-dashboard-at-season-scale). The trigger is
// never re-created, so focus and a click in progress stay where they are.
const TooltipView = lazy(() => import(/* webpackChunkName: "dtp-tooltip" */ './tooltip-view'));

type Handler = (event: SyntheticEvent) => void;
type TriggerProps = {
  id?: string;
  'aria-describedby'?: string;
  onPointerEnter?: Handler;
  onPointerLeave?: Handler;
  onPointerDown?: Handler;
  onFocus?: Handler;
  onBlur?: Handler;
  onKeyDown?: (event: KeyboardEvent) => void;
};

/** A tooltip with open delay 200 ms, close delay 100 ms, offset 8 and z-index 10; opens on hover and keyboard focus. */
export function Tooltip({
  content,
  children,
  disabled,
  placement = 'top',
  openDelay = TOOLTIP_DEFAULTS.openDelay,
  closeDelay = TOOLTIP_DEFAULTS.closeDelay,
}: TooltipProps) {
  const ownId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (disabled) return children;

  const trigger = children as ReactElement<TriggerProps>;
  const own = trigger.props;
  const triggerId = own.id ?? `tooltip-trigger-${ownId}`;
  const contentId = `tooltip-content-${ownId}`;
  const after = (delay: number, next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  const close = () => (clearTimeout(timer.current), setOpen(false));
  const chain = (mine: () => void, theirs?: Handler): Handler => (event) => (theirs?.(event), mine());

  return (
    <>
      {cloneElement(trigger, {
        id: triggerId,
        'aria-describedby': open ? [own['aria-describedby'], contentId].filter(Boolean).join(' ') : own['aria-describedby'],
        onPointerEnter: chain(() => after(openDelay, true), own.onPointerEnter),
        onPointerLeave: chain(() => after(closeDelay, false), own.onPointerLeave),
        onPointerDown: chain(close, own.onPointerDown),
        onFocus: chain(() => after(openDelay, true), own.onFocus),
        onBlur: chain(() => after(closeDelay, false), own.onBlur),
        onKeyDown: (event: KeyboardEvent) => {
          own.onKeyDown?.(event);
          if (event.key === 'Escape') close();
        },
      })}
      {open ? (
        <Suspense fallback={null}>
          <TooltipView content={content} triggerId={triggerId} contentId={contentId} placement={placement} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
