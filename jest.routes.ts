// The route table as the shell has it once every remote's manifest is read (issue 48): the component tests render
// screens whose links and gates name routes of all three remotes. Tests of the manifest reading reset it first.
import { registerRemoteRoutes, type RemoteRoutes } from './api-client/src/routing/route-table';
import backofficeRoutes from './mf-backoffice/src/routes.json';
import feedbackRoutes from './mf-feedback/src/routes.json';
import testerRoutes from './mf-tester/src/routes.json';

registerRemoteRoutes('mf_tester', testerRoutes as RemoteRoutes);
registerRemoteRoutes('mf_backoffice', backofficeRoutes as RemoteRoutes);
registerRemoteRoutes('mf_feedback', feedbackRoutes as RemoteRoutes);
