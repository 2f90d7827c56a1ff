// '@dtp/api-client/test-support': the real client against the in-memory demo server, for jest tests of
// every package (the domain's rules through the client, shared-ui's hooks). Never a browser bundle's
// shared module (scripts/build/webpack-app.cjs leaves it out); ESLint keeps production code away from it.
export { setupDemo } from './demo-harness';
export type { DemoHarness } from './demo-harness';
export { testConfig } from './test-config';
/** The state of an empty platform (no season, no people, no clubs), for `setupDemo(account, { initialState: emptyPlatformState })`. */
export { emptyPlatformState } from '@dtp/domain';
