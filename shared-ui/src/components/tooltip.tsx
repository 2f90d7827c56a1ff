import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
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

/** A tooltip with open delay 200 ms, close delay 100 ms, offset 8 and z-index 10. */
export function Tooltip({
  content,
  children,
  openDelay = TOOLTIP_DEFAULTS.openDelay,
  closeDelay = TOOLTIP_DEFAULTS.closeDelay,
  placement = 'top',
  disabled = false,
}: TooltipProps) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={openDelay} closeDelay={closeDelay} positioning={{ placement, offset: { mainAxis: TOOLTIP_DEFAULTS.offset } }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner style={{ zIndex: TOOLTIP_DEFAULTS.zIndex }}>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
