import { useAuthStore, useConfig } from '@dtp/api-client';
import { useState } from 'react';
import { loadRemoteRoutes, reachableRemotes } from '../federation/remote-routes';

/**
 * Rendered first in the signed-in app: reads the manifests of the remotes this person may reach, whose route rows
 * the routing, the sidebar and the first screen wait for (issue 48, item 3). Once per sign-in.
 */
export function RemoteRoutesStart() {
  const config = useConfig();
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  useState(() => void loadRemoteRoutes(config, reachableRemotes(roles)));
  return null;
}
