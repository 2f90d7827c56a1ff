// '@dtp/demo': the in-browser demo (the domain on memory storage, kept in sessionStorage) behind a Transport of
// api-client. Browsers load it only through '@dtp/demo/loader' (a lazy chunk); tests and the contract suite use it here.
export { createDemoServer } from './demo-server';
export type { DemoServer, DemoServerOptions } from './demo-server';
export { createDemoTransport, createDemoTransportWithServer } from './demo-transport';
export type { DemoOptions } from './demo-transport';
export { DEMO_STATE_KEY, resetDemoData } from './demo-control';
export { loadDemoTransport } from './loader';
