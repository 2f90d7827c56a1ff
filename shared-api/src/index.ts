// The public surface of shared-api: a federation singleton shared by shell and remotes.
export * from './config/runtime-config';
export * from './config/config-store';
export * from './stores/app-store';
export * from './stores/auth-store';
export * from './stores/permissions';
export * from './client/api-error';
export * from './client/transport';
export { call, fetchImage, setTransport } from './client/client';
export type { CallOptions } from './client/client';
export * from './routing/paths';
export { createDemoToken } from './demo/demo-token';
export type { DemoTokenClaims } from './demo/demo-token';
export { registerSharedInstance } from './stores/instance-registry';
