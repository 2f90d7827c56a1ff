import { Button } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { ChevronDownIcon } from './icons';
import type { ActionMenuItem, ActionMenuProps } from './action-menu-view';

export type { ActionMenuItem, ActionMenuProps };

const ActionMenuView = lazy(() => import(/* webpackChunkName: "dtp-menu" */ './action-menu-view'));

/**
 * A dropdown of actions (the data sheet's Zurücksetzen, Einladen, Freigeben …). Chakra's menu
 * machine loads in its own chunk on the first click: shared-ui is downloaded whole with the first
 * screen, and most users never open a menu. Until then a plain button with the same look stands in;
 * the menu replaces it after the click has finished (never in the middle of it) and then opens.
 */
export function ActionMenu(props: ActionMenuProps) {
  const [requested, setRequested] = useState(false);
  const placeholder = (
    <Button variant="outline" size="sm" aria-haspopup="menu" disabled={props.disabled} onClick={() => setTimeout(() => setRequested(true), 0)}>
      {props.label} <ChevronDownIcon />
    </Button>
  );
  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ActionMenuView {...props} />
    </Suspense>
  );
}
