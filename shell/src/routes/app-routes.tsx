import { firstScreenCalls, prefetchRoute } from './prefetch-route';
import { mayAccess, permissionsOf, RemoteNames, useAuthStore, useConfig, useGlobalSettings, useRouteTable, type RouteDefinition, type RouteName } from '@dtp/api-client';
import { Navigate, PageSkeleton, RemoteSlot, Route, Routes, useLocation, useParams, paths } from '@dtp/shared-ui';
import { useRef, type ReactNode } from 'react';
import { reachableRemotes } from '../federation/remote-routes';
import { RemoteRoutesFailure } from './remote-routes-failure';
import { rememberFirstCalls } from '../first-paint-hints';
import { DeniedPage, NotFoundPage } from '../pages/message-page';
import { RegistrationPendingPage } from '../pages/registration-pending-page';
import { StartPage } from '../pages/start-page';

/**
 * The admin's setting 'show testers the feedback' gates a tester's feedback page (the data source
 * refuses the call as well); managers and admins always see the overview.
 */
function TesterFeedbackGate({ children }: { children: ReactNode }) {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const { settings, loaded } = useGlobalSettings();
  if (permissionsOf(roles).isManagerOrAdmin) return children;
  if (!loaded) return null;
  return settings.showTesterFeedback ? children : <Navigate to={paths.denied()} replace />;
}

/**
 * A remote's screen behind a passed role check. Its first calls (the route table's `firstCalls`) start
 * here, during the render that starts the download of its code, so both travel side by side; the
 * screen's own calls then take the answers. Once per route and parameters.
 */
function RemoteRoute({ name, children }: { name: RouteName; children: ReactNode }) {
  const params = useParams();
  const started = useRef<string | null>(null);
  const key = `${name}|${JSON.stringify(params)}`;
  const { pathname } = useLocation();
  const config = useConfig();
  if (started.current !== key) {
    started.current = key;
    prefetchRoute(name, params);
    // For the next visit at this address: its inline script sends these calls before the app's code arrives.
    rememberFirstCalls(config, pathname, firstScreenCalls(name, params).map((read) => read.path));
  }
  return children;
}

/** The role check runs before the remote is loaded: a denied user never requests it. */
function GuardedRoute({ name, route }: { name: RouteName; route: RouteDefinition }) {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const permissions = permissionsOf(roles);
  const { flags } = useConfig();
  if (name === 'Dashboard' && !permissions.isManagerOrAdmin && permissions.isTester) {
    return <Navigate to={paths.datasheet()} replace />;
  }
  // Without the dashboard, managers and admins start with the waves.
  if (name === 'Dashboard' && permissions.isManagerOrAdmin && !flags.show_dashboard) {
    return <Navigate to={paths.waves()} replace />;
  }
  const { target } = route;
  // An account without any role of the platform (new at the identity service) waits for activation.
  if (!permissions.hasTesterRights && !(target.kind === 'shell' && target.page === 'denied')) return <RegistrationPendingPage />;
  if (!mayAccess(route.access, permissions)) return <Navigate to={paths.denied()} replace />;
  if (target.kind === 'remote') {
    const module = `./${target.screen}`;
    // key: a new route remounts the slot, so each page loads its own module.
    const slot = <RemoteSlot key={`${target.remote}/${module}`} remote={target.remote} module={module} />;
    return name === 'tester-feedback' ? (
      <TesterFeedbackGate>{slot}</TesterFeedbackGate>
    ) : (
      <RemoteRoute key={name} name={name}>
        {slot}
      </RemoteRoute>
    );
  }
  return target.page === 'denied' ? <DeniedPage /> : <StartPage />;
}

/**
 * An address no known route matches: while a remote's manifest is on its way it may yet be one of its screens (the
 * page's skeleton); where a remote's manifest could not be read, that remote's error with a retry. For a person who
 * may not reach every remote (a tester: the back office's manifest is never fetched for them) it may be a page of
 * such a remote: not allowed, as the role gate says for a known one. Else 'not found'.
 */
function UnknownAddress() {
  const remotes = useRouteTable((table) => table.remotes);
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const states = Object.values(remotes);
  if (states.includes('loading')) return <PageSkeleton />;
  if (states.includes('failed')) return <RemoteRoutesFailure />;
  const reachable = reachableRemotes(roles);
  if (reachable.length > 0 && reachable.length < RemoteNames.length) return <Navigate to={paths.denied()} replace />;
  return <NotFoundPage />;
}

/** The shell's routing: every row of the route table (the shell's and the remotes' manifests'), behind its role gate. */
export function AppRoutes() {
  const routes = useRouteTable((table) => table.routes);
  return (
    <Routes>
      {(Object.entries(routes) as [RouteName, RouteDefinition][]).map(([name, route]) => (
        <Route key={name} path={route.path} element={<GuardedRoute name={name} route={route} />} />
      ))}
      <Route path={paths.login()} element={<Navigate to={paths.dashboard()} replace />} />
      <Route path="*" element={<UnknownAddress />} />
    </Routes>
  );
}
