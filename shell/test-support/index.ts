// The shell's one place for test helpers (imported by *.test.tsx files only, never bundled);
// the helpers every package needs come from the dev-only package @dtp/test-support.
export { registerWorkspaceRoutes, setDemoConfig, signInAs, workspaceRoutes } from '@dtp/test-support';

/** Where oidc-client-ts keeps its user for the demo configuration's identity service. */
export const OIDC_USER_STORAGE_KEY = 'oidc.user:http://localhost:3100/realms/dtp:dtp-frontend';
