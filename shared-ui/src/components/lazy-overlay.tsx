import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * Dialogs, drawers and menus carry Chakra's heaviest machines (focus trap, dismissable,
 * positioning). shared-ui is one shared module, downloaded whole with the first screen,
 * so these load in their own chunk the first time they open. Their Chakra recipes come with
 * them: each view passes its recipe via the `recipe` prop (the system does not register it).
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const View = lazy(load);
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}
