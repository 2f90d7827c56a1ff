// '@dtp/shared-api/domain': the business rules behind the contract, for servers (api-server). Never a
// browser bundle's shared module: scripts/webpack-app.cjs leaves this entry out of the federation.
export { createDemoServer, createDomainServer } from './demo/server';
export type { DemoServer, DemoServerOptions, DomainServer, DomainServerOptions, MailWorkerSteps } from './demo/server';
export type { DeliveryOutcome, MailJob, MailToSend } from './demo/rules/email-queue';
export type { TokenIdentity } from './auth/demo-token';
export type { ApiRequest, ApiResponse } from './client/transport';
export { systemClock } from './demo/clock';
export type { Clock } from './demo/clock';
export { toRoles } from './contract/roles';
export { createSeedState } from './demo/seed/seed';
export type { DemoState } from './demo/state';
export { createMemoryStorage } from './demo/store/memory-storage';
export type { MemoryStorage } from './demo/store/memory-storage';
export { DUPLICATE_ROW_MESSAGE, KINDS, StorageConflict, StorageUnavailable, identityOf, keysOf, matches } from './demo/store/port';
export type { Keys, Kind, Meta, Rows, Storage, StorageTx, TransactionMode, Where } from './demo/store/port';
export { MAX_UPLOAD_BYTES } from './contract/constants';
