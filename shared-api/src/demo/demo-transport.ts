import type { Transport } from '../client/transport';

export interface DemoOptions {
  scale: number;
}

/** Placeholder until the demo data source lands: answers GET /settings only. */
export function createDemoTransport(_options: DemoOptions): Transport {
  return async (request) => {
    if (request.method === 'GET' && request.path === '/settings') {
      return { status: 200, data: { showTesterFeedback: true }, statusText: 'OK' };
    }
    return { status: 404, data: { message: `${request.method} ${request.path}` }, statusText: 'Not Found' };
  };
}
