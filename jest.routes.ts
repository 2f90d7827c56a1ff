// The route table as the shell has it once every remote's manifest is read (issue 48): the component tests render
// screens whose links and gates name routes of all three remotes. Tests of the manifest reading change it and put it
// back with the same helper.
import { registerWorkspaceRoutes } from './jest.workspace-routes';

registerWorkspaceRoutes();
