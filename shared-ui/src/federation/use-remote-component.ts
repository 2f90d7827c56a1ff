import type { LoadedRemoteModule, RemoteName } from '@dtp/shared-api';
import { loadRemoteModule } from '@dtp/shared-api';
import { useCallback, useRef, type ComponentType } from 'react';
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
  const loaded = useLoad<ComponentType<P>>(
    (attempt) =>
      loadRemoteModule<P>(remote, module, attempt > 0).then((m: LoadedRemoteModule<P>) => {
        store?.set(key, m.default as ComponentType<never>);
        return m.default;
      }),
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
