import { demoAuthUser } from '../auth/demo-accounts';
import { setTransport } from '../client/client';
import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
import type { DemoAccount } from '../config/runtime-config';
import { useConfigStore } from '../config/config-store';
import { createManualClock, type DomainState, type ManualClock } from '@dtp/domain';
import { createDemoTransportWithServer } from '../demo/demo-transport';
import type { DemoServer } from '../demo/demo-server';
import { useAppStore } from '../stores/app-store';
import { useAuthStore } from '../stores/auth-store';
import { testConfig } from './test-config';

export interface DemoHarness {
  server: DemoServer;
  clock: ManualClock;
  /** Every request and answer, in order. */
  log: { request: ApiRequest; response: ApiResponse }[];
  signInAs(account: DemoAccount): void;
}

/**
 * The real client against an in-memory demo server (no persistence, no latency). The config says
 * 'http' so the client checks every answer against its schema, exactly as against a real server.
 */
export function setupDemo(account: DemoAccount = 'admin', options: { contactName?: string; initialState?: (now: Date) => DomainState } = {}): DemoHarness {
  const clock = createManualClock();
  const initialState = options.initialState?.(new Date(clock.now()));
  const { transport, server } = createDemoTransportWithServer({ scale: 1, clock, latency: 0, persist: false, contactName: options.contactName, initialState });
  const log: DemoHarness['log'] = [];
  setTransport(async (request) => {
    const response = await transport(request);
    log.push({ request, response });
    return response;
  });
  useConfigStore.getState().setConfig(testConfig('http'));
  useAppStore.getState().reset();
  const signInAs = (who: DemoAccount): void => useAuthStore.getState().signIn(demoAuthUser(who, clock.now()));
  signInAs(account);
  return { server, clock, log, signInAs };
}
