// '@dtp/domain/test-support': the real client (@dtp/api-client) against the domain on memory storage, for the jest
// tests of every package (the domain's rules through the client, shared-ui's hooks, the apps' pages), and the seed's
// lookups its tests share. Test only: outside src/, in no bundle; ESLint keeps production code away from it.
export { setupDemo } from './demo-harness';
export type { DemoHarness } from './demo-harness';
export { findingRow } from './finding-row';
export { fullAnswers, openQuestionnaire, refusal, releasedQuestionnaire, seasonTesting, testComesIn } from './demo-lookups';
/** The state of an empty platform (no season, no people, no clubs), for `setupDemo(account, { initialState: emptyPlatformState })`. */
export { emptyPlatformState } from '../src/seed/empty-platform';
export { jpegHeaderClaiming, pngClaiming } from './image-headers';
