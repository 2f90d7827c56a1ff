import type { Transport } from '@dtp/api-client';
import type { Clock, TestCalendarLinks } from '@dtp/domain';
import { createDemoServer, type DemoServer } from './demo-server';

export interface DemoOptions {
  scale: number;
  clock?: Clock;
  /** ms per answer; 'auto' (default): 30–80 ms, deterministic, and 0 under jest. */
  latency?: number | 'auto';
  persist?: boolean;
  /** The back office's configured name (`contact.name`). */
  contactName?: string;
  /** The questionnaire links of the calendar files. */
  calendarLinks?: Partial<TestCalendarLinks>;
}

const underJest = (): boolean => typeof process !== 'undefined' && typeof process.env === 'object' && !!process.env.JEST_WORKER_ID;

/** Latency that varies per request (30–80 ms) but never randomly. */
function latencyFor(counter: number, path: string): number {
  let hash = counter * 31;
  for (let i = 0; i < path.length; i++) hash = (hash * 33 + path.charCodeAt(i)) >>> 0;
  return 30 + (hash % 51);
}

export function createDemoTransportWithServer(options: DemoOptions): { transport: Transport; server: DemoServer } {
  const server = createDemoServer({ scale: options.scale, clock: options.clock, persist: options.persist, contactName: options.contactName, calendarLinks: options.calendarLinks });
  const latency = options.latency ?? 'auto';
  let counter = 0;
  const transport: Transport = async (request) => {
    const ms = latency === 'auto' ? (underJest() ? 0 : latencyFor(counter++, request.path)) : latency;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    return server.handle(request);
  };
  return { transport, server };
}

/** The demo data source as a transport; loader.ts loads this module lazily. */
export function createDemoTransport(options: DemoOptions): Transport {
  return createDemoTransportWithServer(options).transport;
}
