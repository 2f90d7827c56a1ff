// The public surface of shared-ui: a federation singleton shared by shell and remotes.
export * from './primitives';
export * from './router';
export { UiProvider } from './theme/ui-provider';
export { system } from './theme/system';
