import { registerSharedInstance } from './stores/instance-registry';

// Evaluated once per copy of api-client in the page. Every entry point exports it, so a remote
// that fell back to its own copy of any entry point shows up as a second instance (e2e).
registerSharedInstance('@dtp/api-client');

export const API_CLIENT_PACKAGE = '@dtp/api-client';
