import { mayOpenRoute, prefetchFirstScreen } from './prefetch-route';
import { forgetEarlyCalls, loadRemoteModule } from '@dtp/api-client';
import { matchRoutes, useLocation, routes, type RouteName } from '@dtp/shared-ui';
import { useState } from 'react';

/** The route table's rows for matching a path outside <Routes>, ranked as <Routes> ranks them. */
const routeRows = Object.entries(routes).map(([name, route]) => ({ id: name, path: route.path }));

/**
 * Starts the screen the page opens with: the layout's and its route's first calls, and its remote's code. Nothing
 * of a route the user may not open, so a tester never requests the back office.
 */
export function startFirstScreen(pathname: string): void {
  const match = matchRoutes(routeRows, pathname)?.at(-1);
  const name = match?.route.id as RouteName | undefined;
  const target = name ? routes[name].target : null;
  const screen = name && target?.kind === 'remote' && mayOpenRoute(name) ? { name, target } : null;
  prefetchFirstScreen(screen?.name ?? null, match?.params);
  // The slot asks again when it renders and gets the same download; its failure is shown there.
  if (screen) loadRemoteModule(screen.target.remote, `./${screen.target.screen}`).catch(() => undefined);
  // What the page's inline script sent ahead (the calls RemoteRoute remembered at the last visit) was taken by the
  // prefetch above, or is never taken.
  forgetEarlyCalls();
}

/**
 * Rendered before the signed-in layout: the first screen's calls and code leave before header and
 * sidebar render (on a phone about 0.4 s of main thread), not when the route's slot is reached.
 * Later navigation starts them in the route itself (RemoteRoute in app-routes.tsx).
 */
export function FirstScreenStart() {
  const { pathname } = useLocation();
  useState(() => startFirstScreen(pathname));
  return null;
}
