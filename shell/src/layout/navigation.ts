import type { Permissions, RuntimeConfig } from '@dtp/api-client';
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

/** Sidebar entries in the spec's order, filtered by role, flags and settings. */
export function sidebarEntries({ permissions: p, flags, showTesterFeedback }: NavigationContext): SidebarEntry[] {
  return visibleOnly<SidebarEntry>([
    { key: 'home', label: 'Startseite', to: paths.home(), visible: true },
    { key: 'dashboard', label: 'Übersicht', to: paths.dashboard(), visible: p.isManagerOrAdmin && flags.show_dashboard },
    { key: 'waves', label: 'Wellen', to: paths.waves(), visible: p.isManagerOrAdmin },
    { key: 'panels', label: 'Panels', to: paths.panels(), visible: p.isManagerOrAdmin },
    { key: 'datasheet', label: 'Ihr Datenblatt', to: paths.datasheet(), visible: p.hasOwnTesterArea },
    { key: 'tests', label: 'Ihre Tests', to: paths.tests(), visible: p.hasOwnTesterArea },
    { key: 'travels', label: 'Ihre Spesenabrechnungen', to: paths.travels(), visible: p.hasOwnTesterArea },
    {
      key: 'tester-feedback',
      label: 'Ihr Tester-Feedback',
      to: paths.testerFeedback(),
      visible: p.hasOwnTesterArea && showTesterFeedback,
    },
    // The route shows managers and admins the overview whatever the setting (issue 33, item 15): an entry
    // named as that page, unless the spec's 'Ihr Tester-Feedback' (an admin's, the same page) is there.
    {
      key: 'tester-feedback-overview',
      label: 'Tester Feedback Übersicht',
      to: paths.testerFeedback(),
      visible: p.isManagerOrAdmin && !(p.hasOwnTesterArea && showTesterFeedback),
    },
    { key: 'datasheets', label: 'Datenblätter', to: paths.datasheets(), visible: p.isManagerOrAdmin },
    { key: 'clubs', label: 'Golf-Clubs', to: paths.clubs(), visible: p.isManagerOrAdmin },
    { key: 'testers', label: 'Tester', to: paths.testers(), visible: p.isManagerOrAdmin },
    { key: 'emails', label: 'Emails', to: paths.emails(), visible: p.isManagerOrAdmin },
    // Issue 45, item 2: the season's results, for managers and admins; never a tester's (the server refuses them too).
    { key: 'results', label: 'Auswertung', to: paths.results(), visible: p.isManagerOrAdmin },
    { key: 'admin', label: 'Administration', to: paths.admin(), visible: p.isAdmin },
  ]);
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
