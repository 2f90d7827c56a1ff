import { mayOpenRoute, prefetchFirstScreen, prefetchLayoutCalls, prefetchRoute } from './prefetch-route';
import { forgetEarlyCalls, forgetEarlyHeading, loadRemoteModule, useRouteTable } from '@dtp/api-client';
import { useLocation } from '@dtp/shared-ui';
import { useEffect, useState } from 'react';
import { routesPending } from '../federation/remote-routes';
import { matchRoute } from './match-route';

/**
 * The route's first calls (with the layout's, unless they left already) and its remote's code, for a user who may
 * open it; then the early calls are let go.
 */
function startRoute(pathname: string, { layoutStarted = false } = {}): void {
  const match = matchRoute(pathname);
  const target = match ? useRouteTable.getState().routes[match.name]?.target : undefined;
  const screen = match && target?.kind === 'remote' && mayOpenRoute(match.name) ? { name: match.name, target } : null;
  if (!layoutStarted) prefetchFirstScreen(screen?.name ?? null, match?.params);
  else if (screen) prefetchRoute(screen.name, match?.params);
  // The slot asks again when it renders and gets the same download; its failure is shown there.
  if (screen) loadRemoteModule(screen.target.remote, `./${screen.target.screen}`).catch(() => undefined);
  // What the page's inline script sent ahead (the routes' calls remembered at an earlier visit) was taken by the
  // prefetch above, or is never taken.
  forgetEarlyCalls();
}

/**
 * Starts the screen the page opens with: the layout's and its route's first calls, and its remote's code. Nothing
 * of a route the user may not open, so a tester never requests the back office. A remote's route is known once its
 * manifest is read (RemoteRoutesStart, issue 48): until then only the layout's calls start, the route's as soon as
 * its rows are in.
 */
export function startFirstScreen(pathname: string): void {
  if (matchRoute(pathname) || !routesPending()) {
    startRoute(pathname);
    return;
  }
  prefetchLayoutCalls();
  // As soon as the rows the address needs are in (the remote's own manifest), not when every manifest is.
  const unsubscribe = useRouteTable.subscribe(() => {
    if (!matchRoute(pathname) && routesPending()) return;
    unsubscribe();
    startRoute(pathname, { layoutStarted: true });
  });
}

/**
 * Rendered before the signed-in layout: the first screen's calls and code leave before header and
 * sidebar render (on a phone about 0.4 s of main thread), not when the route's slot is reached.
 * Later navigation starts them in the route itself (RemoteRoute in app-routes.tsx). The heading painted early for
 * the first address is let go at the first navigation: the page's later visits show their screen's own.
 */
export function FirstScreenStart() {
  const { pathname } = useLocation();
  const [firstPath] = useState(() => {
    startFirstScreen(pathname);
    return pathname;
  });
  useEffect(() => {
    if (pathname !== firstPath) forgetEarlyHeading();
  }, [pathname, firstPath]);
  return null;
}
