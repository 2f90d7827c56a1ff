import { registerSharedInstance } from '@dtp/api-client';

// Evaluated once per copy of shared-ui in the page. Every entry point exports it, so a remote
// that fell back to its own copy of any entry point shows up as a second instance (e2e).
registerSharedInstance('@dtp/shared-ui');

export const SHARED_UI_PACKAGE = '@dtp/shared-ui';
