import { permissionsOf, paths, useAuthStore } from '@dtp/shared-api';
import { Navigate, RemoteSlot, Route, Routes } from '@dtp/shared-ui';
import { DeniedPage, NotFoundPage } from '../pages/message-page';
import { StartPage } from '../pages/start-page';
import type { RouteDefinition } from './route-table';
import { mayAccess, routeTable } from './route-table';

/** The role check runs before the remote is loaded: a denied user never requests it. */
function GuardedRoute({ route }: { route: RouteDefinition }) {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const permissions = permissionsOf(roles);
  if (route.name === 'Dashboard' && !permissions.isManagerOrAdmin && permissions.isTester) {
    return <Navigate to={paths.datasheet()} replace />;
  }
  if (!mayAccess(route.access, permissions)) return <Navigate to={paths.denied()} replace />;
  const { target } = route;
  if (target.kind === 'remote') {
    // key: a new route remounts the view, so each page loads its own module.
    return <RemoteSlot key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />;
  }
  return target.page === 'denied' ? <DeniedPage /> : <StartPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => (
        <Route key={route.name} path={route.path} element={<GuardedRoute route={route} />} />
      ))}
      <Route path={paths.login()} element={<Navigate to={paths.dashboard()} replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
