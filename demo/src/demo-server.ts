import { systemClock, type Clock } from '@dtp/domain';
import { createSeedState } from '@dtp/domain';
import { createDomainServer, domainRouter, StreamedFile, type ApiResponse, type DomainServer } from '@dtp/domain';
import type { TestCalendarLinks } from '@dtp/domain';
import type { DomainState } from '@dtp/domain';
import { createMemoryStorage } from '@dtp/domain';
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
  /** Start from this state instead of the seed (tests: an empty platform); never persisted. */
  initialState?: DomainState;
}

export interface DemoServer extends DomainServer {
  /** The live state (tests inspect it). */
  state(): DomainState;
}

/** The origin of the page the demo runs in; undefined outside a web page. */
function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin?.startsWith('http') ? origin : undefined;
}

/** A streamed file answer (the personal data's ZIP) collected into a File: the demo sends nothing over a network. */
async function collected(response: ApiResponse): Promise<ApiResponse> {
  return response.data instanceof StreamedFile ? { ...response, data: await response.data.toFile() } : response;
}

/**
 * The in-browser demo: the domain on memory storage, seeded on the first request (or read back from
 * sessionStorage), every committed write kept there again.
 */
export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const scale = options.scale ?? 1;
  const clock = options.clock ?? systemClock;
  let persist = options.persist ?? true;
  let domain: { server: DomainServer; state: DomainState } | null = null;

  const current = (): { server: DomainServer; state: DomainState } => {
    if (!domain) {
      if (options.initialState) persist = false;
      const stored = persist ? loadState(scale) : null;
      const state = options.initialState ?? stored ?? createSeedState({ scale, clock });
      if (!stored && persist) persist = saveState(state);
      const storage = createMemoryStorage(state, (changed) => {
        if (persist) persist = saveState(changed);
      });
      const appUrl = options.appUrl ?? pageOrigin();
      domain = { server: createDomainServer({ storage, clock, contactName: options.contactName, calendarLinks: options.calendarLinks, appUrl }), state };
    }
    return domain;
  };

  return {
    handle: async (request) => collected(await current().server.handle(request)),
    handleAs: async (me, request) => collected(await current().server.handleAs(me, request)),
    handleRoute: async (me, route, call) => collected(await current().server.handleRoute(me, route, call)),
    deliverDueMail: () => current().server.deliverDueMail(),
    runAsSystem: (task) => current().server.runAsSystem(task),
    mailWorker: {
      claim: (job) => current().server.mailWorker.claim(job),
      record: (job, outcome) => current().server.mailWorker.record(job, outcome),
    },
    // The domain's one call table; `handle` resolves each request against it (Router.match).
    router: domainRouter,
    // The club's pages are the API server's (its mails carry their links); tests reach them here.
    clubPages: {
      feedback: (token) => current().server.clubPages.feedback(token),
      saveFeedback: (token, form) => current().server.clubPages.saveFeedback(token, form),
      report: (token) => current().server.clubPages.report(token),
      reportPhoto: (token, photoId) => current().server.clubPages.reportPhoto(token, photoId),
    },
    state: () => current().state,
  };
}
