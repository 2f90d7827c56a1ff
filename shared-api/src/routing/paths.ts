/**
 * Every route of the platform in one place (spec section 2, both documents),
 * with href builders instead of string concatenation in screens.
 */
const withBack = (path: string, navigateBack?: string) =>
  navigateBack ? `${path}?navigateBack=${encodeURIComponent(navigateBack)}` : path;
const id = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  login: () => '/login',
  dashboard: () => '/dashboard',
  tests: (query?: { testCompleted?: boolean }) => (query?.testCompleted ? '/tests?testCompleted=true' : '/tests'),
  showTest: (testId: string | number) => `/tests/test/${id(testId)}`,
  travels: () => '/travels',
  showTravel: (travelId: string | number, navigateBack?: string) => withBack(`/travels/travel/${id(travelId)}`, navigateBack),
  datasheet: () => '/datasheet',
  showDatasheet: (userId: string | number, navigateBack?: string) => withBack(`/datasheet/${id(userId)}`, navigateBack),
  datasheets: () => '/datasheets',
  testerFeedback: () => '/tester-feedback',
  waves: () => '/waves',
  showWave: (waveId: string | number) => `/waves/show/${id(waveId)}`,
  panels: () => '/panels',
  showPanel: (panelId: string | number) => `/panels/show/${id(panelId)}`,
  showTesting: (testingId: string | number, navigateBack?: string) => withBack(`/testing/${id(testingId)}`, navigateBack),
  clubs: () => '/clubs',
  newClub: () => '/clubs/new',
  showClub: (clubId: string | number, navigateBack?: string) => withBack(`/clubs/show/${id(clubId)}`, navigateBack),
  testers: () => '/testers',
  newTester: () => '/testers/new',
  showTester: (testerId: string | number) => `/testers/show/${id(testerId)}`,
  emails: () => '/emails',
  newEmail: () => '/emails/new',
  admin: () => '/admin',
  denied: () => '/denied',
} as const;

/** Route patterns for the route table, keyed by the spec's route names where it gives one. */
export const routePatterns = {
  home: '/',
  login: '/login',
  Dashboard: '/dashboard',
  tests: '/tests',
  'show-test': '/tests/test/:testId',
  travels: '/travels',
  'show-travel': '/travels/travel/:travelId',
  datasheet: '/datasheet',
  'show-datasheet': '/datasheet/:userId',
  datasheets: '/datasheets',
  'tester-feedback': '/tester-feedback',
  waves: '/waves',
  'show-wave': '/waves/show/:waveId',
  panels: '/panels',
  'show-panel': '/panels/show/:panelId',
  'show-testing': '/testing/:testingId',
  clubs: '/clubs',
  'new-club': '/clubs/new',
  'show-club': '/clubs/show/:clubId',
  testers: '/testers',
  'new-tester': '/testers/new',
  'show-tester': '/testers/show/:testerId',
  emails: '/emails',
  'new-email': '/emails/new',
  admin: '/admin',
  denied: '/denied',
} as const;
export type RouteName = keyof typeof routePatterns;
