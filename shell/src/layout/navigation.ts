import { mayAccess, pathOf, useRouteTable, type Permissions, type RuntimeConfig, type SidebarEntryDefinition } from '@dtp/api-client';
import { paths } from '@dtp/shared-ui';
import { legalLinks } from '../pages/legal-links';

/** Everything the visibility rules of spec section 6 depend on. */
export interface NavigationContext {
  permissions: Permissions;
  flags: RuntimeConfig['flags'];
  /** Global setting from GET /settings. */
  showTesterFeedback: boolean;
}

/** Drops the entries whose visibility rule is false, and the rule itself. */
function visibleOnly<T>(items: (T & { visible: boolean })[]): T[] {
  return items.filter((item) => item.visible).map(({ visible: _visible, ...item }) => item as T);
}

export interface SidebarEntry {
  key: string;
  label: string;
  to: string;
}

/**
 * The sidebar's order (spec section 2 'Layout shell'), by the keys of the entries the remotes' manifests bring
 * (their rows, contract/src/pages/<remote>.json, issue 48); the shell's own entry first. An entry a remote adds later and this list does not
 * know yet goes after the known ones, in its remote's order.
 */
export const SIDEBAR_ORDER = [
  'home',
  'dashboard',
  // Issue 56: the seasons, whose waves follow.
  'seasons',
  'waves',
  'panels',
  'datasheet',
  'tests',
  'travels',
  'tester-feedback',
  'tester-feedback-overview',
  'datasheets',
  'clubs',
  'testers',
  // Issue 57: bringing clubs, testers and past tests in from CSV.
  'import',
  'emails',
  'results',
  // Issue 62: what the clubs do about their findings.
  'measures',
  'admin',
];

/** Is this entry of a remote shown to this person (its role, a flag of the configuration, a global setting)? */
function visibleByItself(entry: SidebarEntryDefinition, { permissions, flags, showTesterFeedback }: NavigationContext): boolean {
  if (!mayAccess(entry.visibleTo, permissions)) return false;
  if (entry.flag && !flags[entry.flag]) return false;
  if (entry.setting === 'showTesterFeedback' && !showTesterFeedback) return false;
  return true;
}

/** Sidebar entries in the spec's order, filtered by role, flags and settings (spec section 6). */
export function sidebarEntries(
  ctx: NavigationContext,
  remoteEntries: readonly SidebarEntryDefinition[] = useRouteTable.getState().sidebar,
): SidebarEntry[] {
  const shown = new Set(remoteEntries.filter((entry) => visibleByItself(entry, ctx)).map((entry) => entry.key));
  const visible = remoteEntries.filter((entry) => shown.has(entry.key) && !(entry.unlessShown && shown.has(entry.unlessShown)));
  const rank = (key: string) => {
    const index = SIDEBAR_ORDER.indexOf(key);
    return index === -1 ? SIDEBAR_ORDER.length : index;
  };
  const ordered = visible
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => rank(a.entry.key) - rank(b.entry.key) || a.position - b.position)
    .map(({ entry }) => ({ key: entry.key, label: entry.label, to: pathOf(entry.route) }));
  return [{ key: 'home', label: 'Startseite', to: paths.home() }, ...ordered];
}

export interface BottomLink {
  key: string;
  label: string;
  /** External links open in a new tab; role labels have no href. */
  href?: string;
  /** A screen of the platform (issue 43: the release of questionnaires), opened in place. */
  to?: string;
  /** A print PDF the API server makes (issue 43): downloaded with the token on a tap. */
  print?: { year: number; variant: 'questionnaire' | 'premium' | 'premiumOnly' };
}

/** Bottom links of the sidebar (spec section 2 'Layout shell', visibility section 6). */
export function bottomLinks(ctx: NavigationContext, config: RuntimeConfig): BottomLink[] {
  const { permissions: p, flags } = ctx;
  const q = config.questionnaire;
  const year = String(q.activeYear);
  const withYear = (url: string) => url.replaceAll('{year}', year);
  // Inside the platform (issue 43) the questionnaire opens from the tester's test; the outside form site's links
  // stay only with `questionnaire.mode: 'external'`, and the print PDFs come from the API server.
  const external = q.mode === 'external';
  const showQuestionnaire = external && (p.isManagerOrAdmin || (p.isTester && flags.show_questionnaire));
  const print = (variant: 'questionnaire' | 'premium' | 'premiumOnly', url: string) =>
    external ? { href: withYear(url) } : { print: { year: q.activeYear, variant } };
  return visibleOnly<BottomLink>([
    { key: 'role-admin', label: 'Administrator', visible: p.isAdmin },
    { key: 'role-manager', label: 'Test-Manager', visible: !p.isAdmin && p.isManagerOrAdmin },
    {
      key: 'idp-admin',
      label: 'Benutzerverwaltung (Identity-Service)',
      href: config.auth.adminConsoleUrl,
      visible: p.isAdmin,
    },
    { key: 'tester-guide', label: 'Tester Guide', href: config.links.testerGuidePdf, visible: flags.show_tester_guide },
    { key: 'fill-help', label: 'Ausfüllhilfe', href: config.links.fillHelpPdf, visible: flags.show_questionnaire_help },
    // Issue 43, item 4: the review of submitted questionnaires is the back office's own list.
    { key: 'release', label: 'Fragebogen freigeben', to: paths.questionnaires(), visible: p.isManagerOrAdmin },
    { key: 'release-premium', label: 'Premium-Fragebogen freigeben', to: paths.questionnaires({ premium: true }), visible: p.isManagerOrAdmin },
    { key: 'questionnaire', label: 'Fragebogen', href: q.url, visible: showQuestionnaire },
    { key: 'premium-questionnaire', label: 'Premium-Fragebogen', href: q.premiumUrl, visible: showQuestionnaire },
    {
      key: 'print',
      label: `Fragebogen ${year} (PDF)`,
      ...print('questionnaire', q.printUrl),
      visible: flags.show_print_questionnaire,
    },
    {
      key: 'print-premium',
      label: `Premium-Fragebogen ${year} (PDF)`,
      ...print('premium', q.printPremiumUrl),
      visible: flags.show_print_questionnaire,
    },
    {
      key: 'print-premium-only',
      label: `Nur Premium-Fragen ${year} (PDF)`,
      ...print('premiumOnly', q.printPremiumOnlyUrl),
      visible: flags.show_print_questionnaire,
    },
    // Impressum and Datenschutz, last, for everyone (issue 32).
    ...legalLinks(config).map((link) => ({ ...link, visible: true })),
  ]);
}
