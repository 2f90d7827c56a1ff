import { prefetch } from '../client/client';
import { permissionsOf } from '../contract/permissions';
import { useAuthStore } from '../stores/auth-store';
import { mayAccess, routes, type RouteDefinition, type RouteName } from './routes';

/**
 * Starts the first calls of a route's screen (`firstCalls` in the route table) for the signed-in
 * user, while the shell downloads the screen's code. Nothing is started before the token is there,
 * nor for a user whose roles may not open the route.
 */
export function prefetchRoute(name: RouteName, params: Readonly<Record<string, string | undefined>> = {}): void {
  const route: RouteDefinition = routes[name];
  if (!route.firstCalls) return;
  const user = useAuthStore.getState().user;
  if (!user?.token) return;
  const permissions = permissionsOf(user.roles);
  if (!permissions.hasTesterRights || !mayAccess(route.access, permissions)) return;
  prefetch(route.firstCalls(params));
}
