import { registerSharedInstance } from './stores/instance-registry';

// Evaluated once per copy of shared-api in the page. Every entry point exports it, so a remote
// that fell back to its own copy of any entry point shows up as a second instance (e2e).
registerSharedInstance('@dtp/shared-api');

export const SHARED_API_PACKAGE = '@dtp/shared-api';
