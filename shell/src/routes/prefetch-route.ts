import { permissionsOf, prefetch, readOf, settingsCalls, useAuthStore, type Read } from '@dtp/api-client';
import { mayAccess, routes, type RouteDefinition, type RouteName } from '@dtp/shared-ui';

/** May the signed-in user open this route? Nothing of a route is requested for anyone else. */
export function mayOpenRoute(name: RouteName): boolean {
  const user = useAuthStore.getState().user;
  if (!user?.token) return false;
  const permissions = permissionsOf(user.roles);
  return permissions.hasTesterRights && mayAccess(routes[name].access, permissions);
}

/**
 * Starts the first calls of a route's screen (`firstCalls` in the route table) for the signed-in
 * user, while the shell downloads the screen's code. Nothing is started before the token is there,
 * nor for a user whose roles may not open the route.
 */
export function prefetchRoute(name: RouteName, params: Readonly<Record<string, string | undefined>> = {}): void {
  const route: RouteDefinition = routes[name];
  if (!route.firstCalls || !mayOpenRoute(name)) return;
  prefetch(route.firstCalls(params));
}

/** The calls the signed-in layout makes on every page: the sidebar's settings. */
const layoutCalls = (): Read[] => [readOf(settingsCalls.load)];

/**
 * All calls of the screen a page opens with: the layout's, and its route's first calls for a user who may open
 * it (none for a route without a screen of a remote, or for anyone else).
 */
export function firstScreenCalls(name: RouteName | null, params: Readonly<Record<string, string | undefined>> = {}): Read[] {
  const route: RouteDefinition | null = name ? routes[name] : null;
  const own = route && name && mayOpenRoute(name) ? (route.firstCalls?.(params) ?? []) : [];
  return [...layoutCalls(), ...own];
}

/** Starts the calls of the screen the page opens with (firstScreenCalls), before the shell's layout renders. */
export function prefetchFirstScreen(name: RouteName | null, params: Readonly<Record<string, string | undefined>> = {}): void {
  prefetch(firstScreenCalls(name, params));
}
