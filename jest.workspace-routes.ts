// Every remote's route rows, for the jest tests of every package (jest.routes.ts registers them before each test file).
// Beside jest.config.js, not in a package: api-client's own tests use it, and a package holding it (test-support,
// which depends on api-client) would make a package cycle (test-support/src/architecture/import-cycles.test.ts).
import { registerRemoteRoutes, resetRouteTable, type RemoteRoutes } from './api-client/src/routing/route-table';
import { remotePages } from './contract/src/pages';

/** Every remote's rows (contract/src/pages/<remote>.json), as its build writes them into its manifest (issue 48). */
export const workspaceRoutes = {
  mf_tester: remotePages['mf-tester'] as RemoteRoutes,
  mf_backoffice: remotePages['mf-backoffice'] as RemoteRoutes,
  mf_feedback: remotePages['mf-feedback'] as RemoteRoutes,
};

/**
 * The route table as the shell has it once every remote's manifest is read: jest.routes.ts sets it before each test
 * file, and a test that changed the table puts it back with this.
 */
export function registerWorkspaceRoutes(): void {
  resetRouteTable();
  registerRemoteRoutes('mf_tester', workspaceRoutes.mf_tester);
  registerRemoteRoutes('mf_backoffice', workspaceRoutes.mf_backoffice);
  registerRemoteRoutes('mf_feedback', workspaceRoutes.mf_feedback);
}
