import { Button, Menu, Portal } from '@chakra-ui/react';
// The recipe travels with this lazy chunk: the system does not register 'menu' (src/theme/system.ts).
import { menuSlotRecipe } from '@chakra-theme/recipes/menu.js';
import { useEffect, useState } from 'react';
import { ChevronDownIcon } from './icons';

export interface ActionMenuItem {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ActionMenuProps {
  /** The trigger button's text, e.g. 'Status ändern'. */
  label: string;
  items: readonly ActionMenuItem[];
  onSelect: (value: string) => void;
  disabled?: boolean;
}

/**
 * The loaded menu. It is first shown by a click on its stand-in, so it opens itself once
 * mounted: a task later, after that click has finished (opening during the click would
 * count the click as one outside the menu and close it again).
 */
export default function ActionMenuView({ label, items, onSelect, disabled }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      // After the menu has closed: an action that opens a dialog would otherwise see the
      // selecting click as one outside the dialog and close it at once.
      onSelect={(details) => setTimeout(() => onSelect(details.value), 0)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          {label} <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
