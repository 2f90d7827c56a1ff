import { createMemoryServer, createSeedState, systemClock, type Clock, type MemoryServer, type TestCalendarLinks } from '@dtp/domain';
import { loadState, saveState } from './storage';

export interface DemoServerOptions {
  scale?: number;
  clock?: Clock;
  /** Keep the state in sessionStorage (default true). */
  persist?: boolean;
  /** The back office's configured name (`contact.name`). */
  contactName?: string;
  /** The questionnaire links of the calendar files (`questionnaire.url`, `questionnaire.premiumUrl`). */
  calendarLinks?: Partial<TestCalendarLinks>;
  /** The address its mails link to; default the page's origin (outside a page: the domain's default). */
  appUrl?: string;
}

/** The demo's server: the domain's memory server (@dtp/domain), its live state for tests to inspect. */
export type DemoServer = MemoryServer;

/** The origin of the page the demo runs in; undefined outside a web page. */
function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin?.startsWith('http') ? origin : undefined;
}

/**
 * The in-browser demo: the domain on memory storage (createMemoryServer), seeded on the first request (or read back
 * from sessionStorage), every committed write kept there again.
 */
export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const scale = options.scale ?? 1;
  const clock = options.clock ?? systemClock;
  let persist = options.persist ?? true;
  return createMemoryServer({
    clock,
    contactName: options.contactName,
    calendarLinks: options.calendarLinks,
    appUrl: options.appUrl ?? pageOrigin(),
    initialState: () => {
      const stored = persist ? loadState(scale) : null;
      const state = stored ?? createSeedState({ scale, clock });
      if (!stored && persist) persist = saveState(state);
      return state;
    },
    onCommit: (changed) => {
      if (persist) persist = saveState(changed);
    },
  });
}
