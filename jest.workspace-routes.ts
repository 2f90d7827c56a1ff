// Every remote's route rows, for the jest tests of every package (jest.routes.ts registers them before each test file).
// Beside jest.config.js, not in a package: it reads the three apps' routes.json, and a package holding it would
// depend on the apps while their tests depend on it (a package cycle; test-support/src/architecture/import-cycles.test.ts).
import { registerRemoteRoutes, resetRouteTable, type RemoteRoutes } from './api-client/src/routing/route-table';
import backofficeRoutes from './mf-backoffice/src/routes.json';
import feedbackRoutes from './mf-feedback/src/routes.json';
import testerRoutes from './mf-tester/src/routes.json';

/** Every remote's `src/routes.json`, as its build writes it into its manifest (issue 48). */
export const workspaceRoutes = {
  mf_tester: testerRoutes as RemoteRoutes,
  mf_backoffice: backofficeRoutes as RemoteRoutes,
  mf_feedback: feedbackRoutes as RemoteRoutes,
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
