import { Suspense, useReducer, useState } from 'react';
import type { ComponentType } from 'react';
import { RemoteBoundary } from '../federation/remote-boundary';
import { LoadFailure, retryableLazy } from './load-failure';

/**
 * Dialogs, drawers and menus carry Chakra's heaviest machines (focus trap, dismissable,
 * positioning). shared-ui is one shared module, downloaded whole with the first screen,
 * so these load in their own chunk the first time they open. Their Chakra recipes come with
 * them: each view passes its recipe via the `recipe` prop (the system does not register it).
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const view = retryableLazy(load);
  return function LazyWhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const retry = () => {
      view.retry();
      rerender();
    };
    const View = view.View;
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    // A failed load shows a notice with a retry (or a reload after a redeploy) instead of the overlay,
    // while it is meant to be open; the screen underneath keeps its input.
    return (
      <RemoteBoundary
        key={view.attempt}
        area="overlay"
        fallback={(error) => (props.open ? <LoadFailure error={error} onRetry={retry} floating /> : null)}
      >
        <Suspense fallback={null}>
          <View {...props} />
        </Suspense>
      </RemoteBoundary>
    );
  };
}
