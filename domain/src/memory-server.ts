import { systemClock, type Clock } from './clock';
import type { ApiResponse } from '@dtp/contract/api-request';
import type { TestCalendarLinks } from './rules/test-calendar';
import { createDomainServer, domainRouter, type DomainServer } from './server';
import type { DomainState } from './state';
import { createMemoryStorage } from './store/memory-storage';
import { StreamedFile } from './streamed-file';
import type { LinearSolver } from './assignment/linear-solver';

export interface MemoryServerOptions {
  clock?: Clock;
  /** The state it starts from, asked for on the first request (the seed, a stored state, an empty platform). */
  initialState: () => DomainState;
  /** Every committed write's state (the demo keeps it in sessionStorage). */
  onCommit?: (state: DomainState) => void;
  /** The back office's configured name (`contact.name`). */
  contactName?: string;
  /** The questionnaire links of the calendar files (`questionnaire.url`, `questionnaire.premiumUrl`). */
  calendarLinks?: Partial<TestCalendarLinks>;
  /** The address its mails link to (default: the domain's). */
  appUrl?: string;
  /** Solves 'Einteilung vorschlagen' (the tests' harness: HiGHS); the demo has none. */
  solver?: LinearSolver;
}

export interface MemoryServer extends DomainServer {
  /** The live state (tests inspect it). */
  state(): DomainState;
}

/** A streamed file answer (the personal data's ZIP) collected into a File: nothing is sent over a network. */
async function collected(response: ApiResponse): Promise<ApiResponse> {
  return response.data instanceof StreamedFile ? { ...response, data: await response.data.toFile() } : response;
}

/**
 * The domain on memory storage, answering in the process that asks: the in-browser demo (@dtp/demo, which adds
 * sessionStorage and latency) and the tests' harness (@dtp/domain/test-support) both run it. Built on the first request.
 */
export function createMemoryServer(options: MemoryServerOptions): MemoryServer {
  const clock = options.clock ?? systemClock;
  let domain: { server: DomainServer; state: DomainState } | null = null;

  const current = (): { server: DomainServer; state: DomainState } => {
    if (!domain) {
      const state = options.initialState();
      const storage = createMemoryStorage(state, options.onCommit);
      domain = { server: createDomainServer({ storage, clock, contactName: options.contactName, calendarLinks: options.calendarLinks, appUrl: options.appUrl, solver: options.solver }), state };
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
      saveMeasures: (token, form, photos) => current().server.clubPages.saveMeasures(token, form, photos),
      measurePhoto: (token, photoId) => current().server.clubPages.measurePhoto(token, photoId),
    },
    state: () => current().state,
  };
}
