import { prefetchRoute } from './prefetch-route';
import { routeFirstCalls } from './route-first-calls';
import { mayAccess, permissionsOf, RemoteNames, useAuthStore, useConfig, useGlobalSettings, useRouteTable, type RouteDefinition, type RouteName } from '@dtp/api-client';
import { Navigate, PageSkeleton, RemoteSlot, Route, Routes, useParams, paths } from '@dtp/shared-ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { loadRemoteRoutes, reachableRemotes } from '../federation/remote-routes';
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
 * A remote's screen behind a passed role check. Its first reads (its row's `firstReads`) start
 * here, during the render that starts the download of its code, so both travel side by side; the
 * screen's own calls then take the answers. Once per route and parameters.
 */
function RemoteRoute({ name, children }: { name: RouteName; children: ReactNode }) {
  const params = useParams();
  const started = useRef<string | null>(null);
  const key = `${name}|${JSON.stringify(params)}`;
  const config = useConfig();
  if (started.current !== key) {
    started.current = key;
    prefetchRoute(name, params);
    // For the next visit, at whatever address: its inline script sends the route's calls before the app's code arrives.
    rememberFirstCalls(config, routeFirstCalls());
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
 * An address no known route matches. While a manifest is on its way it may yet be one of its remote's screens (the
 * page's skeleton). For a person who may not reach every remote (a tester: the back office's manifest is not read
 * for them), the other remotes' manifests are read now, and only now: the address may be one of their pages, which
 * the role gate then refuses before any of their code ('Zugriff nicht erlaubt', spec section 2). Where a manifest of
 * the person's own remotes could not be read, that area's German error with a retry; else 'not found'.
 */
function UnknownAddress() {
  const config = useConfig();
  const remotes = useRouteTable((table) => table.remotes);
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const reachable = reachableRemotes(roles);
  const hasTesterRights = permissionsOf(roles).hasTesterRights;
  // The others' manifests only once the person's own are in: the address may well be one of their screens.
  const ownSettled = reachable.every((remote) => remotes[remote] === 'loaded' || remotes[remote] === 'failed');
  const unread = hasTesterRights && ownSettled ? RemoteNames.filter((remote) => remotes[remote] === undefined) : [];
  useEffect(() => {
    if (unread.length > 0) void loadRemoteRoutes(config, unread);
  }, [config, unread.join()]); // eslint-disable-line react-hooks/exhaustive-deps -- the list, by value
  // An account without any role of the platform waits for activation, whatever it opens (as GuardedRoute says).
  if (!hasTesterRights) return <RegistrationPendingPage />;
  if (!ownSettled || unread.length > 0 || Object.values(remotes).includes('loading')) return <PageSkeleton />;
  const failed = reachable.filter((remote) => remotes[remote] === 'failed');
  if (failed.length > 0) return <RemoteRoutesFailure remotes={failed} />;
  return <NotFoundPage />;
}

/** Where the sign-in leads when no address was asked for (spec: the overview, or the tester's data sheet). */
function Landing() {
  const roles = useAuthStore((s) => s.user?.roles ?? []);
  const { flags } = useConfig();
  const pending = useRouteTable((table) => Object.values(table.remotes).includes('loading'));
  if (pending) return <PageSkeleton />;
  const permissions = permissionsOf(roles);
  if (!permissions.hasTesterRights) return <RegistrationPendingPage />;
  const to = !permissions.isManagerOrAdmin ? paths.datasheet() : flags.show_dashboard ? paths.dashboard() : paths.waves();
  return <Navigate to={to} replace />;
}

/** The shell's routing: every row of the route table (the shell's and the remotes' manifests'), behind its role gate. */
export function AppRoutes() {
  const routes = useRouteTable((table) => table.routes);
  return (
    <Routes>
      {(Object.entries(routes) as [RouteName, RouteDefinition][]).map(([name, route]) => (
        <Route key={name} path={route.path} element={<GuardedRoute name={name} route={route} />} />
      ))}
      <Route path={paths.login()} element={<Landing />} />
      <Route path="*" element={<UnknownAddress />} />
    </Routes>
  );
}
