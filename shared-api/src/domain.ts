// '@dtp/shared-api/domain': the business rules behind the contract, for servers (api-server). Never a
// browser bundle's shared module: scripts/webpack-app.cjs leaves this entry out of the federation.
export { createDemoServer } from './demo/server';
export type { DemoServer, DemoServerOptions } from './demo/server';
export type { TokenIdentity } from './auth/demo-token';
export type { ApiRequest, ApiResponse } from './client/transport';
export { systemClock } from './demo/clock';
export type { Clock } from './demo/clock';
export { toRoles } from './contract/roles';
