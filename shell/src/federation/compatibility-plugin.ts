import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { IncompatibleRemoteError, mismatchesOf, requirementsOf, type ProvidedVersions } from '@dtp/api-client';

/**
 * Issue 48, item 2: between a remote's manifest and any of its code. The manifest says which versions of the
 * shared packages, React and the federation runtime the remote's build requires; where this shell does not provide
 * them, the load stops with an IncompatibleRemoteError, which the remote's slot shows in German without a retry.
 * The runtime's own singleton check (requiredVersion) stays behind it as the backstop.
 * Registered at start (remotes.ts), not as a build-time runtime plugin: it imports the shared api-client.
 */
export function compatibilityPlugin(provided: ProvidedVersions): ModuleFederationRuntimePlugin {
  return {
    name: 'dtp-compatibility-plugin',
    loadRemoteSnapshot(args) {
      const requirements = args.from === 'manifest' ? requirementsOf(args.manifestJson) : null;
      if (requirements) {
        const mismatches = mismatchesOf(requirements, provided, satisfy);
        if (mismatches.length > 0) throw new IncompatibleRemoteError(requirements, mismatches);
      }
      return args;
    },
  };
}
