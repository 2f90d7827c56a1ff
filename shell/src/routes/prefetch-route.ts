import { firstReadsOf, mayAccess, permissionsOf, prefetch, readOf, routeOf, settingsCalls, useAuthStore, type Read, type RouteName } from '@dtp/api-client';

/** May the signed-in user open this route? Nothing of a route is requested for anyone else. */
export function mayOpenRoute(name: RouteName): boolean {
  const user = useAuthStore.getState().user;
  const route = routeOf(name);
  if (!user?.token || !route) return false;
  const permissions = permissionsOf(user.roles);
  return permissions.hasTesterRights && mayAccess(route.access, permissions);
}

/** The first calls a route's row names (`firstReads`), from its parameters. */
const routeCalls = (name: RouteName, params: Readonly<Record<string, string | undefined>>): Read[] => firstReadsOf(routeOf(name)?.firstReads, params);

/**
 * Starts the first calls of a route's screen (its row's `firstReads`) for the signed-in user, while the shell
 * downloads the screen's code. Nothing is started before the token is there, nor for a user whose roles may not
 * open the route.
 */
export function prefetchRoute(name: RouteName, params: Readonly<Record<string, string | undefined>> = {}): void {
  if (!mayOpenRoute(name)) return;
  const calls = routeCalls(name, params);
  if (calls.length > 0) prefetch(calls);
}

/** The calls the signed-in layout makes on every page: the sidebar's settings. */
const layoutCalls = (): Read[] => [readOf(settingsCalls.load)];

/**
 * All calls of the screen a page opens with: the layout's, and its route's first calls for a user who may open
 * it (none for a route without a screen of a remote, or for anyone else).
 */
export function firstScreenCalls(name: RouteName | null, params: Readonly<Record<string, string | undefined>> = {}): Read[] {
  const own = name && mayOpenRoute(name) ? routeCalls(name, params) : [];
  return [...layoutCalls(), ...own];
}

/** Starts the calls of the screen a page opens with (firstScreenCalls), before the shell's layout renders. */
export function prefetchFirstScreen(name: RouteName | null, params: Readonly<Record<string, string | undefined>> = {}): void {
  prefetch(firstScreenCalls(name, params));
}

/** Only the layout's calls: the page's route is not known yet (its remote's manifest is on its way). */
export function prefetchLayoutCalls(): void {
  prefetch(layoutCalls());
}
