import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'tooltip' (src/theme/system.ts).
import { tooltipSlotRecipe } from '@chakra-theme/recipes/tooltip.js';
import { TOOLTIP_DEFAULTS } from '@dtp/shared-api';


export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  disabled?: boolean;
}

/** A tooltip with open delay 200 ms, close delay 100 ms, offset 8 and z-index 10 (`Tooltip` renders it only when enabled). */
export default function TooltipView({
  content,
  children,
  openDelay = TOOLTIP_DEFAULTS.openDelay,
  closeDelay = TOOLTIP_DEFAULTS.closeDelay,
  placement = 'top',
}: TooltipProps) {
  return (
    <ChakraTooltip.Root recipe={tooltipSlotRecipe} openDelay={openDelay} closeDelay={closeDelay} positioning={{ placement, offset: { mainAxis: TOOLTIP_DEFAULTS.offset } }}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner style={{ zIndex: TOOLTIP_DEFAULTS.zIndex }}>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
