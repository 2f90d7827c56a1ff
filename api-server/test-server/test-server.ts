// The API server as the end-to-end tests start it: node api-server/dist-test/test-server.mjs (built by
// `pnpm --filter @dtp/api-server run build:test-server`). The production entry (src/server.ts, dist/server.mjs) plus,
// with DTP_TEST_RESET=1, POST /test-support/reset: the one route of the tests, in a bundle that never ships.
import { main } from '../src/main';
import { exitWith } from '../src/operator-error';
import { registerTestReset } from './test-reset';

main(process.argv.slice(2), (app, platform, config) => {
  if (config.testReset) registerTestReset(app, platform.reset);
}).then(() => undefined, exitWith);
