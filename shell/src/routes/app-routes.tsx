import { firstScreenCalls, prefetchRoute } from './prefetch-route';
import { permissionsOf, useAuthStore, useConfig, useGlobalSettings } from '@dtp/api-client';
import { Navigate, RemoteSlot, Route, Routes, useLocation, useParams, mayAccess, paths, routes, type RouteDefinition, type RouteName } from '@dtp/shared-ui';
import { useRef, type ReactNode } from 'react';
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

/** The shell's routing: every row of api-client's route table, behind its role gate. */
export function AppRoutes() {
  return (
    <Routes>
      {(Object.entries(routes) as [RouteName, RouteDefinition][]).map(([name, route]) => (
        <Route key={name} path={route.path} element={<GuardedRoute name={name} route={route} />} />
      ))}
      <Route path={paths.login()} element={<Navigate to={paths.dashboard()} replace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
