import type { ProvidedVersions } from '@dtp/api-client';

// Set by the shell's build (scripts/build/webpack-app.cjs, providesPlugins): the versions it provides to remotes.
declare const __DTP_PROVIDED_VERSIONS__: ProvidedVersions | undefined;

/** What this shell provides to its remotes; empty outside a build (jest), where no remote is loaded for real. */
export const providedVersions: ProvidedVersions = typeof __DTP_PROVIDED_VERSIONS__ === 'undefined' ? {} : __DTP_PROVIDED_VERSIONS__;
