import * as runtimeCore from '@module-federation/runtime/core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RuntimeGlobal = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

/**
 * Hands the shell's own federation runtime to the remotes, which are built with
 * `externalRuntime` and so do not ship a second copy (19.5 → 8 KB gzip per remoteEntry).
 * The plugin shipped for this (`provideExternalRuntime`) pulls in a CommonJS copy of the
 * runtime beside the one the shell already runs (+24 KB); this one passes the same instance.
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dtp-provide-runtime-plugin',
    beforeInit(args) {
      (globalThis as RuntimeGlobal)._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
