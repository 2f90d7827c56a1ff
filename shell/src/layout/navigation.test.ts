import type { Role, RuntimeConfig } from '@dtp/api-client';
import { getConfig, permissionsOf } from '@dtp/api-client';
import { setDemoConfig } from '../../test-support';
import { bottomLinks, sidebarEntries } from './navigation';

setDemoConfig();
const config = getConfig();
type Flags = RuntimeConfig['flags'];
const allFlags: Flags = {
  show_dashboard: true,
  show_questionnaire: true,
  show_tester_guide: true,
  show_questionnaire_help: true,
  show_print_questionnaire: true,
};
const noFlags: Flags = {
  show_dashboard: false,
  show_questionnaire: false,
  show_tester_guide: false,
  show_questionnaire_help: false,
  show_print_questionnaire: false,
};

const roles: Record<string, Role[]> = {
  admin: ['dtp-admin'],
  manager: ['dtp-manager'],
  tester: ['dtp-tester'],
  none: [],
};

const labels = (role: string, flags: Flags, showTesterFeedback: boolean) =>
  sidebarEntries({ permissions: permissionsOf(roles[role] ?? []), flags, showTesterFeedback }).map((e) => e.label);

// Spec shell-and-tester.md section 6: one row per sidebar entry, one column per role.
const matrix: [entry: string, admin: boolean, manager: boolean, tester: boolean][] = [
  ['Startseite', true, true, true],
  ['Übersicht', true, true, false],
  // Issue 56: the seasons, before their waves; managers see them, admins create and start them.
  ['Saisons', true, true, false],
  ['Wellen', true, true, false],
  ['Panels', true, true, false],
  ['Ihr Datenblatt', true, false, true],
  ['Ihre Tests', true, false, true],
  ['Ihre Spesenabrechnungen', true, false, true],
  ['Ihr Tester-Feedback', true, false, true],
  // Beyond the spec (issue 33, item 15): the overview for managers; an admin reaches it as 'Ihr Tester-Feedback'.
  ['Tester Feedback Übersicht', false, true, false],
  ['Datenblätter', true, true, false],
  ['Golf-Clubs', true, true, false],
  ['Tester', true, true, false],
  // Issue 57: the CSV import of clubs, testers and past tests is staff's.
  ['Import', true, true, false],
  ['Emails', true, true, false],
  // Issue 45, item 2: the season's results, never a tester's.
  ['Auswertung', true, true, false],
  // Issue 62: the clubs' measures, never a tester's (a tester never sees a finding).
  ['Maßnahmen', true, true, false],
  ['Administration', true, false, false],
];

describe('sidebar entries by role (all flags and settings on)', () => {
  test.each(matrix)('%s: admin %s, manager %s, tester %s', (entry, admin, manager, tester) => {
    expect(labels('admin', allFlags, true).includes(entry)).toBe(admin);
    expect(labels('manager', allFlags, true).includes(entry)).toBe(manager);
    expect(labels('tester', allFlags, true).includes(entry)).toBe(tester);
  });

  test('entries keep the order of the spec', () => {
    expect(labels('admin', allFlags, true)).toEqual(matrix.filter(([, admin]) => admin).map(([entry]) => entry));
  });

  test('a user without a platform role sees only the start page', () => {
    expect(labels('none', allFlags, true)).toEqual(['Startseite']);
  });
});

describe('sidebar entries by flag and setting', () => {
  test('Übersicht needs the dashboard flag', () => {
    expect(labels('manager', { ...allFlags, show_dashboard: false }, true)).not.toContain('Übersicht');
  });
  test('Ihr Tester-Feedback needs the global setting showTesterFeedback', () => {
    expect(labels('tester', allFlags, false)).not.toContain('Ihr Tester-Feedback');
    expect(labels('admin', allFlags, false)).not.toContain('Ihr Tester-Feedback');
  });
  test('Tester Feedback Übersicht: managers and admins, whatever the setting, on the route that allows them', () => {
    expect(labels('manager', allFlags, false)).toContain('Tester Feedback Übersicht');
    // An admin: under this name while the setting hides 'Ihr Tester-Feedback', never both.
    expect(labels('admin', noFlags, false)).toContain('Tester Feedback Übersicht');
    expect(labels('admin', noFlags, false)).not.toContain('Ihr Tester-Feedback');
    expect(labels('tester', allFlags, true)).not.toContain('Tester Feedback Übersicht');
    const entry = sidebarEntries({ permissions: permissionsOf(['dtp-manager']), flags: allFlags, showTesterFeedback: false }).find(
      (e) => e.label === 'Tester Feedback Übersicht',
    );
    expect(entry?.to).toBe('/tester-feedback');
  });
});

describe('bottom links', () => {
  const keys = (role: string, flags: Flags, runtime: RuntimeConfig = config) =>
    bottomLinks({ permissions: permissionsOf(roles[role] ?? []), flags, showTesterFeedback: true }, runtime).map((l) => l.key);
  /** An association that keeps its outside form site (issue 43). */
  const external: RuntimeConfig = { ...config, questionnaire: { ...config.questionnaire, mode: 'external' } };

  test('role labels and the identity service admin console', () => {
    expect(keys('admin', allFlags)).toEqual(expect.arrayContaining(['role-admin', 'idp-admin']));
    expect(keys('admin', allFlags)).not.toContain('role-manager');
    expect(keys('manager', allFlags)).toContain('role-manager');
    expect(keys('manager', allFlags)).not.toContain('idp-admin');
    expect(keys('tester', allFlags)).not.toEqual(expect.arrayContaining(['role-admin']));
  });

  test('questionnaire links to an outside form site (external mode): manager or admin always, a tester only with the questionnaire flag', () => {
    expect(keys('manager', noFlags, external)).toEqual(expect.arrayContaining(['questionnaire', 'premium-questionnaire', 'release', 'release-premium']));
    expect(keys('admin', noFlags)).toEqual(expect.arrayContaining(['release', 'release-premium']));
    expect(keys('tester', noFlags, external)).not.toContain('questionnaire');
    expect(keys('tester', allFlags, external)).toEqual(expect.arrayContaining(['questionnaire', 'premium-questionnaire']));
    // Inside the platform the questionnaire opens from the tester's test: no outside link for anyone.
    expect(keys('manager', allFlags)).not.toContain('questionnaire');
    expect(keys('tester', allFlags)).not.toContain('premium-questionnaire');
    expect(keys('tester', allFlags)).not.toContain('release');
    expect(keys('tester', allFlags)).not.toContain('release-premium');
  });

  test("the two release links lead to the back office's list of submitted questionnaires (issue 43, item 4)", () => {
    const links = bottomLinks({ permissions: permissionsOf(['dtp-manager']), flags: noFlags, showTesterFeedback: true }, config);
    expect(links.find((l) => l.key === 'release')).toEqual({ key: 'release', label: 'Fragebogen freigeben', to: '/questionnaires' });
    expect(links.find((l) => l.key === 'release-premium')).toEqual({ key: 'release-premium', label: 'Premium-Fragebogen freigeben', to: '/questionnaires?premium=true' });
  });

  test('PDF links follow their configuration flags', () => {
    const legal = ['imprint', 'privacy'];
    expect(keys('tester', noFlags)).toEqual(legal);
    expect(keys('tester', { ...noFlags, show_tester_guide: true })).toEqual(['tester-guide', ...legal]);
    expect(keys('tester', { ...noFlags, show_questionnaire_help: true })).toEqual(['fill-help', ...legal]);
    expect(keys('tester', { ...noFlags, show_print_questionnaire: true })).toEqual(['print', 'print-premium', 'print-premium-only', ...legal]);
  });

  test.each(['admin', 'manager', 'tester', 'none'])('„Impressum“ and „Datenschutz“ come last for %s, to the configured pages', (role) => {
    const links = bottomLinks({ permissions: permissionsOf(roles[role] ?? []), flags: noFlags, showTesterFeedback: true }, config);
    expect(links.slice(-2)).toEqual([
      { key: 'imprint', label: 'Impressum', href: config.links.imprintUrl },
      { key: 'privacy', label: 'Datenschutz', href: config.links.privacyUrl },
    ]);
  });

  test('print PDFs are named by the active questionnaire year, made by the API server (or the outside site in external mode)', () => {
    const context = { permissions: permissionsOf(['dtp-tester']), flags: allFlags, showTesterFeedback: true };
    const links = bottomLinks(context, config);
    expect(links.find((l) => l.key === 'print')).toEqual({ key: 'print', label: 'Fragebogen 2025 (PDF)', print: { year: 2025, variant: 'questionnaire' } });
    expect(links.find((l) => l.key === 'print-premium-only')?.print).toEqual({ year: 2025, variant: 'premiumOnly' });
    expect(bottomLinks(context, external).find((l) => l.key === 'print')?.href).toContain('Fragebogen_2025.pdf');
  });
});
