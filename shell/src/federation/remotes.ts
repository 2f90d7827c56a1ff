import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemoteModule, RemoteName, RuntimeConfig } from '@dtp/shared-api';
import { isFirstScreen } from '../first-paint-hints';

let entries: Record<RemoteName, string> | null = null;

/** Registers remote manifests from the runtime config; nothing is fetched yet. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })),
  );
}

// The remotes the first screen loads, for the next visit's preload hints (scripts/build/first-paint.cjs reads this
// key): every remote loaded before the person's first tap or key, i.e. what the app loaded by itself.
export const FIRST_SCREEN_REMOTES_KEY = 'dtp.first-screen.remotes';
const firstScreen: string[] = [];

function rememberFirstScreenRemote(remote: RemoteName): void {
  const url = entries?.[remote];
  if (!isFirstScreen() || !url || firstScreen.includes(url)) return;
  firstScreen.push(url);
  try {
    window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(firstScreen));
  } catch {
    // storage unavailable: the next visit fetches the manifest without a hint
  }
}

/** Loads one exposed module; on a retry the remote is registered again so its manifest is fetched anew. */
export async function loadRemoteComponent<P>(remote: RemoteName, module: string, retry = false): Promise<LoadedRemoteModule<P>> {
  rememberFirstScreenRemote(remote);
  if (retry && entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  const loaded = await loadRemote<LoadedRemoteModule<P>>(`${remote}/${module.replace(/^\.\//, "")}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${remote}/${module} does not export a component`);
  }
  return loaded;
}
