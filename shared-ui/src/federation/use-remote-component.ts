import type { LoadedRemoteModule, RemoteName } from '@dtp/api-client';
import { loadRemoteModule } from '@dtp/api-client';
import { useCallback, useRef, useState, type ComponentType } from 'react';
import { useLoad } from '../hooks/use-load';

/** Loaded page modules, so a page opened again shows at once. */
const pageCache = new Map<string, ComponentType<never>>();

export interface RemoteComponent<P> {
  /** The exposed module's component; undefined while loading or after a failure. */
  Component: ComponentType<P> | undefined;
  failed: boolean;
  error: unknown;
  /** Fetches the remote's manifest anew and loads again. */
  retry: () => void;
}

/**
 * Loads one exposed module of a remote through the page's federation runtime, once per screen:
 * a table renders the component in every row without asking the runtime per row (the
 * dashboard's feedback-form link). `cache` keeps it for the rest of the visit (pages).
 */
export function useRemoteComponent<P>(remote: RemoteName, module: string, { cache = false } = {}): RemoteComponent<P> {
  const key = `${remote}/${module}`;
  const store = cache ? pageCache : null;
  const cached = useRef(store?.get(key) as ComponentType<P> | undefined).current;
  const loadModule = (retry: boolean) =>
    loadRemoteModule<P>(remote, module, retry).then((m: LoadedRemoteModule<P>) => {
      store?.set(key, m.default as ComponentType<never>);
      return m.default;
    });
  // The first load starts while the screen is still rendering, not after it has committed: manifest,
  // remote entry and chunks download meanwhile, and the loader below takes this promise. Only a slot
  // that renders asks, so the role check before it still keeps a denied user from the remote.
  const [started] = useState(() => {
    if (cached !== undefined) return null;
    const promise = loadModule(false);
    promise.catch(() => undefined); // its failure is handled where the loader takes it
    return { key, promise };
  });
  const loaded = useLoad<ComponentType<P>>(
    (attempt) => (attempt === 0 && started?.key === key ? started.promise : loadModule(attempt > 0)),
    key,
    { initialData: cached },
  );
  const { reload } = loaded;
  const retry = useCallback(() => {
    store?.delete(key);
    reload();
  }, [store, key, reload]);
  return { Component: loaded.data, failed: loaded.failed, error: loaded.error, retry };
}
