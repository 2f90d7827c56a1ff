import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemoteModule, RemoteName, RuntimeConfig } from '@dtp/shared-api';

let entries: Record<RemoteName, string> | null = null;

/** Registers remote manifests from the runtime config; nothing is fetched yet. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })),
  );
}

/** Loads one exposed module; on a retry the remote is registered again so its manifest is fetched anew. */
export async function loadRemoteComponent<P>(remote: RemoteName, module: string, retry = false): Promise<LoadedRemoteModule<P>> {
  if (retry && entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  const loaded = await loadRemote<LoadedRemoteModule<P>>(`${remote}/${module.replace(/^\.\//, "")}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${remote}/${module} does not export a component`);
  }
  return loaded;
}
