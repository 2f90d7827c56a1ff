import { prefetch } from '../client/client';
import { permissionsOf } from '../contract/permissions';
import { useAuthStore } from '../stores/auth-store';
import { mayAccess, routes, type RouteDefinition, type RouteName } from './routes';

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
