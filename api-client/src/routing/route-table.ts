import * as v from 'valibot';
import { create } from 'zustand';
import { fillPath, SHELL_PAGES } from '@dtp/contract/page-path';
import type { Permissions } from '@dtp/contract/permissions';
import { RemoteNames, type RemoteName, type RuntimeConfig } from '../config/runtime-config';

/**
 * The platform's route table (spec section 2, both documents), as the page knows it at run time (issue 48, item 3).
 * The shell owns its own rows (the start page, 'denied'); each remote brings the rows of its screens, written once in
 * the contract (`contract/src/pages/<remote>.json`, which the mails' links read too), and its build writes them into its
 * mf-manifest.json (metaData.dtp): the shell reads them from there
 * before loading any of the remote's code and registers them here, so a new screen ships with its remote alone.
 * Role gates run on these rows before anything of a remote is requested.
 */

/** Who may open a route. */
export const AccessLevels = ['signedIn', 'ownTesterArea', 'ownTesterAreaOrStaff', 'managerOrAdmin', 'admin'] as const;
export type Access = (typeof AccessLevels)[number];

export type RouteTarget =
  | { kind: 'shell'; page: 'home' | 'denied' }
  /** `screen` names an entry of the remote's screen manifest (exposed as './<screen>'). */
  | { kind: 'remote'; remote: RemoteName; screen: string };

export interface RouteDefinition {
  path: string;
  access: Access;
  target: RouteTarget;
  /** Navigation label on the remote's standalone page. */
  label?: string;
  /** The named first reads of the screen (api-client's `firstReads`), started together with its code. */
  firstReads?: string;
}

/** A route name: the spec's where it gives one ('show-datasheet'), else the remote's. */
export type RouteName = string;

/** A sidebar entry a remote brings: its label, the route it opens and who sees it (spec section 6). */
export interface SidebarEntryDefinition {
  key: string;
  label: string;
  route: RouteName;
  visibleTo: Access;
  /** Shown only while this flag of the runtime configuration is on. */
  flag?: keyof RuntimeConfig['flags'];
  /** Shown only while this global setting is on. */
  setting?: 'showTesterFeedback';
  /** Hidden while the entry with this key is shown (one page under two names). */
  unlessShown?: string;
}

const name = v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]*$/, 'ein Name aus Buchstaben, Ziffern und Bindestrichen'));
const label = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
const RemoteRouteSchema = v.strictObject({
  name,
  path: v.pipe(v.string(), v.regex(/^\/[\w\-/:]*$/, 'ein Pfad ab „/“')),
  access: v.picklist(AccessLevels),
  screen: name,
  label: v.optional(label),
  firstReads: v.optional(v.string()),
});
const SidebarEntrySchema = v.strictObject({
  key: name,
  label,
  route: name,
  visibleTo: v.picklist(AccessLevels),
  flag: v.optional(v.picklist(['show_dashboard', 'show_questionnaire', 'show_tester_guide', 'show_questionnaire_help', 'show_print_questionnaire'])),
  setting: v.optional(v.picklist(['showTesterFeedback'])),
  unlessShown: v.optional(name),
});
/** A remote's rows (`contract/src/pages/<remote>.json`), and what its build writes into its manifest. */
export const RemoteRoutesSchema = v.strictObject({
  routes: v.array(RemoteRouteSchema),
  sidebar: v.array(SidebarEntrySchema),
});
export type RemoteRoutes = v.InferOutput<typeof RemoteRoutesSchema>;

/** The routes a remote's manifest brings, or the problems that keep them out (a German sentence each). */
export function remoteRoutesOf(manifest: unknown): { ok: true; value: RemoteRoutes } | { ok: false; problems: string[] } {
  const dtp = (manifest as { metaData?: { dtp?: unknown } } | null)?.metaData?.dtp;
  if (dtp === undefined) return { ok: false, problems: ['Das Manifest nennt keine Seiten (metaData.dtp fehlt).'] };
  const result = v.safeParse(RemoteRoutesSchema, dtp);
  if (!result.success) return { ok: false, problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'metaData.dtp'}: ${issue.message}`) };
  const names = new Set(result.output.routes.map((route) => route.name));
  const unknown = result.output.sidebar.filter((entry) => !names.has(entry.route));
  if (unknown.length > 0) return { ok: false, problems: unknown.map((entry) => `sidebar ${entry.key}: die Seite „${entry.route}“ fehlt in routes.`) };
  return { ok: true, value: result.output };
}

/** The shell's own rows; everything else comes from the remotes. */
const shellRoutes: Record<RouteName, RouteDefinition> = {
  home: { path: SHELL_PAGES.home, access: 'signedIn', target: { kind: 'shell', page: 'home' } },
  denied: { path: SHELL_PAGES.denied, access: 'signedIn', target: { kind: 'shell', page: 'denied' } },
};

export type RemoteRoutesState = 'loading' | 'loaded' | 'failed';

interface RouteTableState {
  routes: Readonly<Record<RouteName, RouteDefinition>>;
  /** The sidebar entries the remotes brought, in the order each remote lists them, remotes in configuration order. */
  sidebar: readonly (SidebarEntryDefinition & { remote: RemoteName })[];
  /** What became of each remote's routes on this page (a remote this person may not reach has none). */
  remotes: Partial<Record<RemoteName, RemoteRoutesState>>;
}

const initialState = (): RouteTableState => ({ routes: shellRoutes, sidebar: [], remotes: {} });

export const useRouteTable = create<RouteTableState>()(() => initialState());

/** Back to the shell's own rows (tests, a new sign-in). */
export function resetRouteTable(): void {
  useRouteTable.setState(initialState(), true);
}

/** Marks a remote's routes as being fetched, or as failed (its manifest could not be read). */
export function setRemoteRoutesState(remote: RemoteName, state: RemoteRoutesState): void {
  useRouteTable.setState((table) => ({ remotes: { ...table.remotes, [remote]: state } }));
}

/** Adds (or replaces) one remote's rows and sidebar entries. A name another remote or the shell owns stays theirs. */
export function registerRemoteRoutes(remote: RemoteName, { routes, sidebar }: RemoteRoutes): void {
  useRouteTable.setState((table) => {
    const others = Object.fromEntries(
      Object.entries(table.routes).filter(([, row]) => !(row.target.kind === 'remote' && row.target.remote === remote)),
    );
    const added = Object.fromEntries(
      routes
        .filter((row) => !(row.name in others))
        .map(({ name: routeName, screen, ...row }) => [routeName, { ...row, target: { kind: 'remote', remote, screen } } satisfies RouteDefinition]),
    );
    const order = (r: RemoteName) => RemoteNames.indexOf(r);
    const entries = [...table.sidebar.filter((entry) => entry.remote !== remote), ...sidebar.map((entry) => ({ ...entry, remote }))];
    return {
      routes: { ...others, ...added },
      sidebar: entries.sort((a, b) => order(a.remote) - order(b.remote)),
      remotes: { ...table.remotes, [remote]: 'loaded' },
    };
  });
}

export const routeOf = (routeName: RouteName): RouteDefinition | undefined => useRouteTable.getState().routes[routeName];

export function mayAccess(access: Access, p: Permissions): boolean {
  switch (access) {
    case 'signedIn':
      return true;
    case 'ownTesterArea':
      return p.hasOwnTesterArea;
    case 'ownTesterAreaOrStaff':
      return p.hasOwnTesterArea || p.isManagerOrAdmin;
    case 'managerOrAdmin':
      return p.isManagerOrAdmin;
    case 'admin':
      return p.isAdmin;
  }
}

/** May these permissions open the route with this name? False for a route this page does not know. */
export function mayOpen(routeName: RouteName, p: Permissions): boolean {
  const row = routeOf(routeName);
  return row !== undefined && mayAccess(row.access, p);
}

/** The rows whose screens a remote exposes, in table order (its standalone page). */
export function routesOfRemote(remote: RemoteName): (RouteDefinition & { name: RouteName; screen: string })[] {
  return Object.entries(useRouteTable.getState().routes).flatMap(([routeName, row]) =>
    row.target.kind === 'remote' && row.target.remote === remote ? [{ ...row, name: routeName, screen: row.target.screen }] : [],
  );
}

/**
 * A route's path with its parameters filled in ('/travels/travel/:travelId' + { travelId: 7 }). A route this page
 * does not know (its remote is not for this person, or could not be read) leads to 'denied'.
 */
export function pathOf(routeName: RouteName, params: Record<string, string | number> = {}): string {
  const row = routeOf(routeName) ?? shellRoutes.denied!;
  return fillPath(routeName, row.path, params);
}
