import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'tooltip' (src/theme/system.ts).
import { tooltipSlotRecipe } from '@chakra-theme/recipes/tooltip.js';
import { TOOLTIP_DEFAULTS } from '@dtp/api-client';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  disabled?: boolean;
}

export interface TooltipViewProps {
  content: ReactNode;
  /** The trigger's id: the trigger itself stays where `Tooltip` rendered it. */
  triggerId: string;
  contentId: string;
  placement: NonNullable<TooltipProps['placement']>;
  /** Escape, scrolling or a pointer lock: the machine asks to close. */
  onClose: () => void;
}

/** The open tooltip, positioned at the trigger `Tooltip` keeps (offset 8, z-index 10). */
export default function TooltipView({ content, triggerId, contentId, placement, onClose }: TooltipViewProps) {
  return (
    <ChakraTooltip.Root
      recipe={tooltipSlotRecipe}
      open
      onOpenChange={({ open }) => (open ? undefined : onClose())}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement, offset: { mainAxis: TOOLTIP_DEFAULTS.offset } }}
    >
      <Portal>
        <ChakraTooltip.Positioner style={{ zIndex: TOOLTIP_DEFAULTS.zIndex }}>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
