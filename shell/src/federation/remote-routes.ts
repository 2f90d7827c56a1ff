import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  mayAccess,
  permissionsOf,
  registerRemoteRoutes,
  remoteRoutesOf,
  RemoteNames,
  setRemoteRoutesState,
  useRouteTable,
  type Access,
  type RemoteName,
  type Role,
  type RuntimeConfig,
} from '@dtp/api-client';
import { rememberFirstScreenManifest } from '../first-paint-hints';

/**
 * Issue 48, item 3: each remote's route rows come from its manifest. The shell fetches the manifests of the remotes a
 * person may reach at all, once, right after sign-in, and registers their rows in api-client's route table; the
 * federation runtime then gets the same manifest from here (the `fetch` hook below) instead of a second request.
 * Everything of a remote beyond its manifest is loaded only when a route the role gate let through shows its screen.
 */

/** Who may reach a remote at all: a tester never requests the back office, not even its manifest. */
const remoteAudience: Record<RemoteName, Access> = {
  mf_tester: 'signedIn',
  mf_feedback: 'signedIn',
  mf_backoffice: 'managerOrAdmin',
};

const manifests = new Map<string, Promise<unknown>>();

function fetchManifest(url: string, fresh: boolean): Promise<unknown> {
  if (fresh) manifests.delete(url);
  let manifest = manifests.get(url);
  if (!manifest) {
    manifest = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    // A failure is not kept: the next attempt asks the server again.
    manifest.catch(() => manifests.delete(url));
    manifests.set(url, manifest);
  }
  return manifest;
}

/** Forgets the manifests read so far (tests; a page keeps them for its life, a retry reads one anew). */
export function forgetRemoteManifests(): void {
  manifests.clear();
}

/** The remotes whose manifests this person's page reads. */
export function reachableRemotes(roles: readonly Role[]): RemoteName[] {
  const permissions = permissionsOf(roles);
  if (!permissions.hasTesterRights) return [];
  return RemoteNames.filter((remote) => mayAccess(remoteAudience[remote], permissions));
}

/**
 * Reads the manifests of these remotes (anew with `fresh`: a retry) and registers the route rows each brings. A
 * manifest that cannot be fetched or read marks its remote 'failed' (the route table's `remotes`); its rows stay out.
 */
export function loadRemoteRoutes(config: RuntimeConfig, remotes: readonly RemoteName[], { fresh = false } = {}): Promise<void> {
  const loads = remotes.map(async (remote) => {
    setRemoteRoutesState(remote, 'loading');
    rememberFirstScreenManifest(config.remotes[remote]);
    try {
      const rows = remoteRoutesOf(await fetchManifest(config.remotes[remote], fresh));
      if (rows.ok) {
        registerRemoteRoutes(remote, rows.value);
        return;
      }
      console.error(`[federation] ${remote}: the manifest's routes are unusable`, rows.problems);
    } catch (error) {
      console.error(`[federation] ${remote}: the manifest could not be fetched`, error);
    }
    setRemoteRoutesState(remote, 'failed');
  });
  return Promise.all(loads).then(() => undefined);
}

/** True while a reachable remote's rows are still on their way: an unknown path may yet be one of them. */
export const routesPending = (): boolean => Object.values(useRouteTable.getState().remotes).includes('loading');

/** Gives the federation runtime the manifest the shell already read, so it is fetched once per page. */
export function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dtp-manifest-fetch-plugin',
    fetch(url) {
      const manifest = manifests.get(url);
      return manifest?.then((json) => new Response(JSON.stringify(json), { headers: { 'Content-Type': 'application/json' } }));
    },
  };
}
