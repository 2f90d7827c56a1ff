import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LoadedRemoteModule, RemoteName, RuntimeConfig } from '@dtp/api-client';
import { isFirstScreen } from '../first-paint-hints';
import { compatibilityPlugin } from './compatibility-plugin';
import { providedVersions } from './provided-versions';
import { loadRemoteRoutes, manifestFetchPlugin } from './remote-routes';

let configured: RuntimeConfig | null = null;
let entries: Record<RemoteName, string> | null = null;

/** Registers remote manifests from the runtime config, and the check of each before its code loads; nothing is fetched yet. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  configured = config;
  entries = config.remotes;
  registerPlugins([manifestFetchPlugin(), compatibilityPlugin(providedVersions)]);
  registerRemotes(
    (Object.keys(entries) as RemoteName[]).map((name) => ({ name, entry: config.remotes[name] })),
  );
}

// The remote files the first screen loads, for the next visit's preload hints (scripts/build/first-paint.cjs reads
// this key): the manifest of every remote loaded before the person's first tap or key, i.e. what the app loaded by
// itself, and the scripts of each screen it showed from them.
export const FIRST_SCREEN_REMOTES_KEY = 'dtp.first-screen.remotes';
const firstScreen: string[] = [];

function rememberFirstScreenFiles(urls: readonly string[]): void {
  const added = urls.filter((url) => !firstScreen.includes(url));
  if (!isFirstScreen() || added.length === 0) return;
  firstScreen.push(...added);
  try {
    window.localStorage.setItem(FIRST_SCREEN_REMOTES_KEY, JSON.stringify(firstScreen));
  } catch {
    // storage unavailable: the next visit fetches the manifest without a hint
  }
}

/**
 * The scripts the runtime loads for an exposed module first (its manifest's sync files, from the manifest the
 * runtime fetched), as addresses; none where the manifest does not place them next to itself (publicPath 'auto').
 */
function screenScriptsOf(remote: RemoteName, module: string): string[] {
  const manifestUrl = entries?.[remote];
  const manifest = manifestUrl ? getInstance()?.snapshotHandler.manifestCache.get(manifestUrl) : undefined;
  if (!manifestUrl || !manifest || !('publicPath' in manifest.metaData) || manifest.metaData.publicPath !== 'auto') return [];
  const expose = manifest.exposes.find((exposed) => exposed.path === module);
  return (expose?.assets.js.sync ?? []).map((file) => new URL(file, manifestUrl).href);
}

/**
 * Loads one exposed module; on a retry the remote's manifest is fetched anew (its route rows registered again) and
 * the remote registered again, so the runtime takes that manifest.
 */
export async function loadRemoteComponent<P>(remote: RemoteName, module: string, retry = false): Promise<LoadedRemoteModule<P>> {
  const manifestUrl = entries?.[remote];
  if (manifestUrl) rememberFirstScreenFiles([manifestUrl]);
  if (retry && entries && configured) {
    await loadRemoteRoutes(configured, [remote], { fresh: true });
    registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  }
  const loaded = await loadRemote<LoadedRemoteModule<P>>(`${remote}/${module.replace(/^\.\//, "")}`);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${remote}/${module} does not export a component`);
  }
  rememberFirstScreenFiles(screenScriptsOf(remote, module));
  return loaded;
}
