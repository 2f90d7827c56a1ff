import { pathOf, SHELL_PAGES } from '@dtp/api-client';

/**
 * href builders for the routes screens link to (spec section 2), filled from the page's route table (api-client's
 * route-table.ts: the shell's rows and those the remotes' manifests bring) instead of string concatenation in screens.
 * A new screen of a remote needs no builder here: `pathOf('<its route name>', params)` reaches it.
 */
const withBack = (path: string, navigateBack?: string) =>
  navigateBack ? `${path}?navigateBack=${encodeURIComponent(navigateBack)}` : path;

/** A path with the query's set values ('/results?year=2023&panel=7'). */
const withQuery = (path: string, query: Readonly<Record<string, string | number | undefined>>) => {
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))).toString();
  return search ? `${path}?${search}` : path;
};

/** The id of CMC's feedback form on the testing page: the dashboard's 'Tester-Bewertung' opens the page there. */
export const CMC_FEEDBACK_ANCHOR = 'cmc-feedback';

export const paths = {
  home: () => pathOf('home'),
  login: () => SHELL_PAGES.login,
  /** 'Die Tests', filtered where given (the season cockpit's numbers: wave, status, or the cockpit's `focus`). */
  dashboard: (query: { wave?: number; status?: string; focus?: string } = {}) => withQuery(pathOf('Dashboard'), query),
  tests: (query?: { testCompleted?: boolean }) => (query?.testCompleted ? `${pathOf('tests')}?testCompleted=true` : pathOf('tests')),
  showTest: (testId: string | number) => pathOf('show-test', { testId }),
  questionnaire: (testId: string | number) => pathOf('show-questionnaire', { testId }),
  travels: () => pathOf('travels'),
  showTravel: (travelId: string | number, navigateBack?: string) => withBack(pathOf('show-travel', { travelId }), navigateBack),
  datasheet: () => pathOf('datasheet'),
  showDatasheet: (userId: string | number, navigateBack?: string) => withBack(pathOf('show-datasheet', { userId }), navigateBack),
  datasheets: () => pathOf('datasheets'),
  testerFeedback: () => pathOf('tester-feedback'),
  waves: () => pathOf('waves'),
  showWave: (waveId: string | number) => pathOf('show-wave', { waveId }),
  panels: () => pathOf('panels'),
  showPanel: (panelId: string | number, navigateBack?: string) => withBack(pathOf('show-panel', { panelId }), navigateBack),
  showTesting: (testingId: string | number, navigateBack?: string) => withBack(pathOf('show-testing', { testingId }), navigateBack),
  /** The testing page at CMC's feedback form on the tester (issue 44). */
  rateTester: (testingId: string | number, navigateBack?: string) =>
    `${withBack(pathOf('show-testing', { testingId }), navigateBack)}#${CMC_FEEDBACK_ANCHOR}`,
  clubs: () => pathOf('clubs'),
  newClub: () => pathOf('new-club'),
  showClub: (clubId: string | number, navigateBack?: string) => withBack(pathOf('show-club', { clubId }), navigateBack),
  testers: () => pathOf('testers'),
  newTester: () => pathOf('new-tester'),
  showTester: (testerId: string | number, navigateBack?: string) => withBack(pathOf('show-tester', { testerId }), navigateBack),
  emails: () => pathOf('emails'),
  newEmail: () => pathOf('new-email'),
  /** 'Fragebogen freigeben'; `premium`: the sidebar's 'Premium-Fragebogen freigeben'; season, wave, status: the list's filters. */
  questionnaires: (query: { season?: number; wave?: number; status?: string; premium?: boolean } = {}) =>
    withQuery(pathOf('questionnaires'), { ...query, premium: query.premium ? 'true' : undefined }),
  showQuestionnaireReview: (testingId: string | number, navigateBack?: string) => withBack(pathOf('show-questionnaire-review', { testingId }), navigateBack),
  /** 'Auswertung' (issue 45): a season's results, on one panel (a club's panel of that season) where given. */
  results: (query: { year?: number; panel?: number } = {}) => withQuery(pathOf('results'), query),
  /** 'Maßnahmen der Clubs' (issue 62): the findings of every club, filtered by season and state ('OVERDUE': überfällig). */
  measures: (query: { year?: number; state?: string } = {}) => withQuery(pathOf('measures'), query),
  admin: () => pathOf('admin'),
  /** A season's questionnaire (issue 61): admins edit it, managers read it. */
  editQuestionnaire: (year: number) => pathOf('edit-questionnaire', { year }),
  denied: () => pathOf('denied'),
} as const;

/**
 * The one reader of a `navigateBack` value: only a path of this site is followed ('/dashboard?wave=2');
 * anything else — another site ('https://…', '//host', '/\\host'), a scheme ('javascript:…'),
 * a relative or empty value — gives the fallback.
 */
export function safeBackPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes can turn a path into another origin in some browsers.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  try {
    const base = 'http://same.origin';
    return new URL(value, base).origin === base ? value : fallback;
  } catch {
    return fallback;
  }
}
