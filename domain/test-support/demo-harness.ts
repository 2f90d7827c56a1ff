import { demoAuthUser, setTransport, useAppStore, useAuthStore, useConfigStore, type ApiRequest, type ApiResponse, type DemoAccount } from '@dtp/api-client';
import { testConfig } from '@dtp/api-client/test-support';
import { createManualClock, type ManualClock } from '../src/clock';
import { createHighsSolver } from '../src/assignment/highs-solver';
import { createMemoryServer, type MemoryServer } from '../src/memory-server';
import { createSeedState } from '../src/seed/seed';
import type { DomainState } from '../src/state';

export interface DemoHarness {
  server: MemoryServer;
  clock: ManualClock;
  /** Every request and answer, in order. */
  log: { request: ApiRequest; response: ApiResponse }[];
  signInAs(account: DemoAccount): void;
}

/** One HiGHS runtime per test process, loaded on the first proposal. */
const solver = createHighsSolver();

/**
 * The real client against the domain on memory storage (createMemoryServer: as the demo, without sessionStorage and
 * latency). The config says 'http' so the client checks every answer against its schema, exactly as against a real server.
 */
export function setupDemo(account: DemoAccount = 'admin', options: { contactName?: string; initialState?: (now: Date) => DomainState } = {}): DemoHarness {
  const clock = createManualClock();
  const initialState = options.initialState?.(new Date(clock.now()));
  const server = createMemoryServer({ clock, contactName: options.contactName, initialState: () => initialState ?? createSeedState({ scale: 1, clock }), solver });
  const log: DemoHarness['log'] = [];
  setTransport(async (request) => {
    const response = await server.handle(request);
    log.push({ request, response });
    return response;
  });
  useConfigStore.getState().setConfig(testConfig('http'));
  useAppStore.getState().reset();
  const signInAs = (who: DemoAccount): void => useAuthStore.getState().signIn(demoAuthUser(who, clock.now()));
  signInAs(account);
  return { server, clock, log, signInAs };
}
