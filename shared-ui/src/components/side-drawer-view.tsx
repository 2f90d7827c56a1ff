import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'drawer' (src/theme/system.ts).
import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer.js';

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

export default function SideDrawerView({ open, onClose, title, closeLabel = 'Schließen', children, ...rest }: SideDrawerProps) {
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px" data-testid={rest['data-testid']}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0">{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} position="absolute" top="3" insetEnd="3" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
