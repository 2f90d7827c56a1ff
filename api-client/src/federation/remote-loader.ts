import type { ComponentType } from 'react';
import type { RemoteName } from '../config/runtime-config';

export interface LoadedRemoteModule<P> {
  default: ComponentType<P>;
}

/** Loads an exposed module of a remote; `retry` fetches the remote's manifest anew. */
export type RemoteLoader = <P>(remote: RemoteName, module: string, retry: boolean) => Promise<LoadedRemoteModule<P>>;

let loader: RemoteLoader | null = null;

/**
 * The shell registers its federation loader here, so a remote can show another
 * remote's view (mf-tester showing mf-feedback) through the one runtime of the page.
 */
export function setRemoteLoader(next: RemoteLoader | null): void {
  loader = next;
}

export function loadRemoteModule<P>(remote: RemoteName, module: string, retry = false): Promise<LoadedRemoteModule<P>> {
  if (!loader) return Promise.reject(new Error('No federation loader registered (standalone page).'));
  return loader<P>(remote, module, retry);
}
