import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every failed remote load with its remote and lifecycle. It returns no
 * fallback, so loadRemote rejects and the remote view shows the German error
 * with a retry (a manifest that cannot be fetched fails before any render).
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dtp-remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}
