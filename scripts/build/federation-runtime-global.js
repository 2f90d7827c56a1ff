// The federation runtime for a remote's standalone page. Remotes are built with
// `externalRuntime` and use the runtime the shell provides (shell/src/federation/
// provide-runtime-plugin.ts); alone, this script provides it before main.js runs.
import * as runtimeCore from '@module-federation/runtime/core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
