import { useRouteTable, type RouteName } from '@dtp/api-client';
import { matchRoutes } from '@dtp/shared-ui';

/** The route table's row for a path outside <Routes>, ranked as <Routes> ranks them: its name, pattern and parameters. */
export function matchRoute(pathname: string): { name: RouteName; path: string; params: Readonly<Record<string, string | undefined>> } | null {
  const rows = Object.entries(useRouteTable.getState().routes).map(([name, route]) => ({ id: name, path: route.path }));
  const match = matchRoutes(rows, pathname)?.at(-1);
  return match ? { name: match.route.id as RouteName, path: match.route.path, params: match.params } : null;
}
