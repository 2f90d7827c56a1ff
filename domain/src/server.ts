import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
import { decodeToken, type TokenIdentity } from '@dtp/contract/identity';
import { systemClock, type Clock } from './clock';
import { checkAccess, identityFlags, rowParams, type Ctx } from './context';
import { Db } from './db';
import { firstCallLinks, linkAccount, linkedPerson } from './rules/accounts';
import { registerAdmin } from './handlers/admin';
import { registerAdminSyncImport } from './handlers/admin-sync-import';
import { registerClubs } from './handlers/clubs';
import { registerCsvImport } from './handlers/csv-import';
import { registerDatasheet } from './handlers/datasheet';
import { registerEmails } from './handlers/emails';
import { refuseErasedIdentity, registerErasure } from './handlers/erasure';
import { registerFeedback } from './handlers/feedback';
import { registerHistory } from './handlers/history';
import { registerOverview } from './handlers/overview';
import { registerPanels } from './handlers/panels';
import { registerPersonalData } from './handlers/personal-data';
import { registerQuestionnaire } from './handlers/questionnaire';
import { registerQuestionnaireDefinitions } from './handlers/questionnaire-definitions';
import { registerQuestionnairePhotos } from './handlers/questionnaire-photos';
import { registerQuestionnairePrint } from './handlers/questionnaire-print';
import { registerQuestionnaireReview } from './handlers/questionnaire-review';
import { measurePhotoOf, registerClubMeasures, saveClubMeasures, type ClubMeasuresSaved } from './handlers/club-measures';
import { registerResults } from './handlers/results';
import { registerTestings } from './handlers/testings';
import { registerAssignmentProposal } from './handlers/assignment-proposal';
import { registerTests } from './handlers/tests';
import { registerTravel } from './handlers/travel';
import { registerUsers } from './handlers/users';
import { registerAccounts } from './handlers/accounts';
import { registerWaves } from './handlers/waves';
import { registerSeasons } from './handlers/seasons';
import { HttpError, respond } from './http';
import { METHOD_NOT_ALLOWED_MESSAGE, Router, unknownCallMessage, type Params, type Route } from './router';
import { claimMail, hasDueMail, mailAddressOf, processQueue, recordDelivery, type DeliveryOutcome, type MailJob, type MailRenderOptions, type MailToSend } from './rules/email-queue';
import { DEFAULT_TEST_CALENDAR_LINKS, type TestCalendarLinks } from './rules/test-calendar';
import { StorageConflict, StorageUnavailable, type Storage } from './store/port';
import { DEFAULT_CONTACT_NAME } from './rules/mail-texts';
import { DEFAULT_APP_URL } from './rules/app-url';
import type { QuestionnairePrinter, StoredPhoto } from './print/questionnaire-printer';
import { headerCheckedImages, type ImageNormalizer } from './images/image-normalizer';
import type { LinearSolver } from './assignment/linear-solver';
import { settleAnswer } from './after-transaction';
import type { ClubFeedbackPage, ClubFeedbackSaved } from '@dtp/contract/club-links';
import { clubFeedbackPage, saveClubFeedback } from './handlers/club-feedback';
import type { ClubReport } from '@dtp/contract/club-report';
import { openClubLink } from './rules/club-links';
import { clubReportOf, clubReportPhoto } from './rules/club-report';
import { recordAccess } from './rules/access-records';

function createRouter(): Router<Ctx> {
  const router = new Router<Ctx>();
  for (const register of [
    registerAdmin,
    registerAdminSyncImport,
    registerClubs,
    registerClubMeasures,
    registerCsvImport,
    registerDatasheet,
    registerEmails,
    registerErasure,
    registerFeedback,
    registerHistory,
    registerOverview,
    registerPanels,
    registerPersonalData,
    registerQuestionnaire,
    registerQuestionnaireDefinitions,
    registerQuestionnairePhotos,
    registerQuestionnairePrint,
    registerQuestionnaireReview,
    registerResults,
    registerTestings,
    registerAssignmentProposal,
    registerTests,
    registerTravel,
    registerUsers,
    registerAccounts,
    registerWaves,
    registerSeasons,
  ]) {
    register(router);
  }
  return router;
}

/** A row of the domain's call table: what the API server registers with Fastify. */
export type DomainRoute = Route<Ctx>;

/**
 * THE table of the contract's calls (method, path with ':param', handler). The API server registers one
 * Fastify route per row; the in-browser demo resolves the same rows (`Router.match`).
 */
export const domainRouter: Router<Ctx> = createRouter();
export const domainRoutes: readonly DomainRoute[] = domainRouter.list();

/** One call of a row the caller has already resolved: its path parameters and its body. */
export interface RouteCall {
  params: Params;
  body?: unknown;
  form?: FormData;
}

export interface DomainServerOptions {
  storage: Storage;
  clock?: Clock;
  /** Deliver due mails before each request (the demo's simulated worker; default true). */
  deliverBeforeEachRequest?: boolean;
  /**
   * A real worker delivers queued mails through `mailWorker` (the API server: pg-boss and SMTP);
   * resend then queues the mail instead of delivering it inline. Default false: simulated delivery.
   */
  realMailWorker?: boolean;
  /** The back office's configured name (`contact.name`; the API server: `CONTACT_NAME`); default 'CMC'. */
  contactName?: string;
  /**
   * The platform's address every link in a mail starts with (the API server: `APP_URL`; the demo: its page's
   * origin); default `npm start`'s http://localhost:3000.
   */
  appUrl?: string;
  /** The questionnaire links and UID domain of the calendar files (rules/test-calendar.ts); defaults as config/runtime.base.json. */
  calendarLinks?: Partial<TestCalendarLinks>;
  /**
   * The platform's sender ('Name <address>' or an address; the API server: `MAIL_FROM`): the ORGANIZER's
   * address of the calendar entries in tee-time mails; default noreply@ the UID domain.
   */
  mailFrom?: string;
  /** Makes the questionnaire's print PDFs (the API server: pdfmake); without one the print calls answer 404. */
  printer?: QuestionnairePrinter;
  /**
   * Checks and re-encodes uploaded images (the API server: sharp, api-server/src/images/sharp-images.ts); without one
   * only the header's pixel limit is checked and the bytes are kept (images/image-normalizer.ts).
   */
  images?: ImageNormalizer;
  /**
   * Solves 'Einteilung vorschlagen' (the API server: HiGHS in a worker thread, api-server/src/assignment/); without
   * one the proposal answers 503 in German.
   */
  solver?: LinearSolver;
}

/** The back office's name when nothing is configured (its owner: the mail texts). */
export { DEFAULT_CONTACT_NAME };

/**
 * Work the platform does on its own (a scheduled job: retention, reminders), run in one unit of work
 * at the domain's clock and recorded as 'System'. The API server's jobs (api-server/src/jobs/) and the
 * in-browser demo call the same function.
 */
export type SystemTask<T> = (db: Db, clock: Clock, system: SystemContext) => Promise<T>;

/** What a system task may need besides the rows and the time: who signs its mails (`contact.name`), where they link to. */
export interface SystemContext {
  contactName: string;
  appUrl: string;
}

/** The real mail worker's two steps around an SMTP attempt, each its own transaction, recorded as 'System'. */
export interface MailWorkerSteps {
  claim(job: MailJob): Promise<MailToSend | null>;
  record(job: MailJob, outcome: DeliveryOutcome): Promise<void>;
}

export interface DomainServer {
  /** Reads the bearer token like the demo's resource server (unsigned demo tokens). */
  handle(request: ApiRequest): Promise<ApiResponse>;
  /** Answers for an identity a real server has already verified (api-server: a signed access token). */
  handleAs(me: TokenIdentity, request: ApiRequest): Promise<ApiResponse>;
  /** Answers one row of `domainRoutes` that a server's router resolved (api-server: Fastify), for a verified identity. */
  handleRoute(me: TokenIdentity, route: DomainRoute, call: RouteCall): Promise<ApiResponse>;
  /** Runs the simulated mail worker once; resolves with the number of mails handled. */
  deliverDueMail(): Promise<number>;
  /** Runs a system task (e.g. rules/retention.ts applyRetention) in one writing transaction as 'System'. */
  runAsSystem<T>(task: SystemTask<T>): Promise<T>;
  readonly mailWorker: MailWorkerSteps;
  readonly router: Router<Ctx>;
  /** The club's pages without an account (issue 44), opened by the token of its link; null for a link no longer valid. */
  readonly clubPages: ClubPages;
}

/** What a club's link opens (handlers/club-feedback.ts), each in one transaction recorded as 'Club'. */
export interface ClubPages {
  feedback(token: string): Promise<ClubFeedbackPage | null>;
  /** The club's report (issue 45) its link opens; null for a link no longer valid. */
  report(token: string): Promise<ClubReport | null>;
  /** A photo of that report CMC marked for the club; null for another photo or a link no longer valid. */
  reportPhoto(token: string, photoId: number): Promise<StoredPhoto | null>;
  saveFeedback(token: string, form: Readonly<Record<string, unknown>>): Promise<ClubFeedbackSaved | null>;
  /**
   * The club's answers to its findings (issue 62) from its report page: the form's fields and an evidence photo per
   * finding id; null for a link no longer valid.
   */
  saveMeasures(token: string, form: Readonly<Record<string, unknown>>, photos: ReadonlyMap<number, Uint8Array>): Promise<ClubMeasuresSaved | null>;
  /** An evidence photo of the link's findings; null for another photo or a link no longer valid. */
  measurePhoto(token: string, photoId: number): Promise<StoredPhoto | null>;
}

const errorResponse = (error: unknown): ApiResponse => {
  if (error instanceof HttpError) {
    return respond(error.status, {
      message: error.message,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...(error.code ? { code: error.code } : {}),
    });
  }
  if (error instanceof StorageConflict) return respond(409, { message: error.message });
  if (error instanceof StorageUnavailable) return respond(503, { message: error.message });
  console.error('Domain error', error);
  return respond(500, { message: 'Interner Fehler. Bitte versuchen Sie es später erneut.' });
};

/**
 * The contract's calls on any storage: routes, checks the identity's roles, applies the rules in one
 * transaction per request (GET reads, POST writes) and answers with real status codes.
 */
export function createDomainServer({
  storage,
  clock = systemClock,
  deliverBeforeEachRequest = true,
  realMailWorker = false,
  contactName = DEFAULT_CONTACT_NAME,
  appUrl = DEFAULT_APP_URL,
  calendarLinks: calendarLinksOption,
  mailFrom,
  printer,
  images = headerCheckedImages,
  solver,
}: DomainServerOptions): DomainServer {
  const router = domainRouter;
  const calendarLinks: TestCalendarLinks = { ...DEFAULT_TEST_CALENDAR_LINKS, ...calendarLinksOption };
  const render: MailRenderOptions = {
    appUrl,
    calendarLinks,
    sender: { name: contactName, email: mailAddressOf(mailFrom) ?? `noreply@${calendarLinks.uidDomain}` },
    printer,
  };

  const asSystem = <T>(work: (db: Db) => Promise<T>): Promise<T> =>
    storage.transaction('write', async (tx) => {
      const db = await Db.open(tx, 'write', { by: 'System', at: clock.now() });
      const result = await work(db);
      await db.flush();
      return result;
    });
  const mailWorker: MailWorkerSteps = {
    claim: (job) => asSystem((db) => claimMail(db, clock, job, render)),
    record: (job, outcome) => asSystem((db) => recordDelivery(db, clock, job, outcome)),
  };

  const deliverDueMail = async (): Promise<number> => {
    const due = await storage.transaction('read', async (tx) => hasDueMail(await Db.open(tx, 'read'), clock));
    if (!due) return 0;
    return asSystem((db) => processQueue(db, clock));
  };

  /**
   * A tester's first call links the account (rules/accounts.ts) in a transaction of its own, before the call's; two
   * first calls at once (the shell's layout and route calls) meet the unique subject and the second reads the first's
   * link.
   */
  const linkFirst = async (me: TokenIdentity, links: 'tester' | 'staff'): Promise<void> => {
    const link = () =>
      storage.transaction('write', async (tx) => {
        const db = await Db.open(tx, 'write', { by: me.name || me.username || me.sub, at: clock.now() });
        await linkAccount(db, me, clock.now(), links);
        await db.flush();
      });
    try {
      await link();
    } catch (error) {
      if (error instanceof StorageConflict) return link();
      throw error;
    }
  };

  /** What a call answers when the caller's account is not linked yet and its first call links it. */
  const NOT_LINKED = Symbol('not linked');

  const handleRoute = async (me: TokenIdentity, route: DomainRoute, { params, body, form }: RouteCall): Promise<ApiResponse> => {
    // A staff member's read of a person's data writes its access record (rules/access-records.ts); a tester's stays a read.
    const mode = route.method === 'GET' && !(route.row.recordsAccess && identityFlags(me).isStaff) ? 'read' : 'write';
    const links = route.row.access === 'tester' ? firstCallLinks(me) : null;
    const answer = (linkTried: boolean) =>
      storage.transaction(mode, async (tx) => {
        const db = await Db.open(tx, mode, { by: me.name || me.username || me.sub, at: clock.now() });
        // The person the account is linked to, found in the call's own transaction (its row then serves the call too).
        const userId = (await linkedPerson(db, me))?.id ?? null;
        if (userId === null && links !== null && !linkTried) return NOT_LINKED;
        // byId names a record; an account without one (staff not linked) leaves it out, never its subject.
        db.actingFor(userId);
        const ctx: Ctx = { db, clock, me, userId, ...identityFlags(me), body, form, mailWorker: realMailWorker, contactName, appUrl, calendarLinks, printer, images, ...(solver ? { solver } : {}) };
        await refuseErasedIdentity(ctx);
        checkAccess(ctx, route.row.access);
        const callParams = rowParams(route.row, params);
        const result = await route.handler(ctx, callParams);
        if (route.row.recordsAccess) await recordAccess(ctx, { id: route.row.id, recordsAccess: route.row.recordsAccess }, callParams);
        await db.flush();
        return result;
      });
    try {
      if (deliverBeforeEachRequest) await deliverDueMail();
      let result = await answer(false);
      if (result === NOT_LINKED && links !== null) {
        await linkFirst(me, links);
        result = await answer(true);
      }
      // Answers are built from the transaction's own copies of the rows: nothing refers into the storage.
      return respond(200, await settleAnswer(result, { storage }));
    } catch (error) {
      return errorResponse(error);
    }
  };

  const handleAs = async (me: TokenIdentity, request: ApiRequest): Promise<ApiResponse> => {
    const found = router.match(request.method, request.path);
    if (!found.route) {
      return found.allowed.length > 0
        ? respond(405, { message: METHOD_NOT_ALLOWED_MESSAGE })
        : respond(404, { message: unknownCallMessage(request.method, request.path) });
    }
    return handleRoute(me, found.route, { params: found.params, body: request.body, form: request.form });
  };

  const handle = async (request: ApiRequest): Promise<ApiResponse> => {
    const me = decodeToken(request.token);
    if (!me) return respond(401, { message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
    return handleAs(me, request);
  };

  const runAsSystem = <T>(task: SystemTask<T>): Promise<T> => asSystem((db) => task(db, clock, { contactName, appUrl }));

  const asClub = <T>(mode: 'read' | 'write', work: (db: Db) => Promise<T>): Promise<T> =>
    storage.transaction(mode, async (tx) => {
      const db = await Db.open(tx, mode, { by: 'Club', at: clock.now() });
      const result = await work(db);
      await db.flush();
      return result;
    });
  const clubPages: ClubPages = {
    feedback: (token) => asClub('read', (db) => clubFeedbackPage(db, clock, token)),
    saveFeedback: (token, form) => asClub('write', (db) => saveClubFeedback(db, clock, token, form)),
    report: (token) =>
      asClub('read', async (db) => {
        const link = await openClubLink(db, clock, 'report', token);
        return link ? clubReportOf(db, link.testingId) : null;
      }),
    reportPhoto: (token, photoId) =>
      asClub('read', async (db) => {
        const link = await openClubLink(db, clock, 'report', token);
        return link ? clubReportPhoto(db, link.testingId, photoId) : null;
      }),
    saveMeasures: (token, form, photos) => asClub('write', (db) => saveClubMeasures(db, clock, images, token, form, photos)),
    measurePhoto: (token, photoId) =>
      asClub('read', async (db) => {
        const link = await openClubLink(db, clock, 'report', token);
        return link ? measurePhotoOf(db, link.testingId, photoId) : null;
      }),
  };

  return { handle, handleAs, handleRoute, deliverDueMail, runAsSystem, mailWorker, router, clubPages };
}
