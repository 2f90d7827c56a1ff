// '@dtp/demo/loader': what the shell (and each remote's standalone page) hands to api-client's setDemoTransportLoader()
// at start. Imports nothing of the demo itself: the demo and the domain it brings come in their own chunk, loaded by
// the first call in demo mode; a bundle in http mode never downloads it.
import type { DemoTransportLoader } from '@dtp/api-client';

export const loadDemoTransport: DemoTransportLoader = (options) =>
  import(/* webpackChunkName: "demo-data-source" */ './demo-transport').then((m) => m.createDemoTransport(options));
