import { jsonCopy } from '../contract/json-copy';
import { decodeToken, type TokenIdentity } from '../auth/demo-token';
import type { ApiRequest, ApiResponse } from '../client/transport';
import { systemClock, type Clock } from './clock';
import { identityFlags, type Ctx } from './context';
import { Db } from './db';
import { registerAdmin } from './handlers/admin';
import { registerClubs } from './handlers/clubs';
import { registerDatasheet } from './handlers/datasheet';
import { registerEmails } from './handlers/emails';
import { registerFeedback } from './handlers/feedback';
import { registerOverview } from './handlers/overview';
import { registerPanels } from './handlers/panels';
import { registerTestings } from './handlers/testings';
import { registerTests } from './handlers/tests';
import { registerTravel } from './handlers/travel';
import { registerUsers } from './handlers/users';
import { registerWaves } from './handlers/waves';
import { HttpError, respond } from './http';
import { Router } from './router';
import { processQueue } from './rules/email-queue';
import { createSeedState } from './seed/seed';
import type { DemoState } from './state';
import { loadState, saveState } from './storage';

export interface DemoServerOptions {
  scale?: number;
  clock?: Clock;
  /** Keep the state in sessionStorage (default true). */
  persist?: boolean;
}

export interface DemoServer {
  /** Reads the bearer token like the demo's resource server (unsigned demo tokens). */
  handle(request: ApiRequest): ApiResponse;
  /** Answers for an identity a real server has already verified (api-server: a signed access token). */
  handleAs(me: TokenIdentity, request: ApiRequest): ApiResponse;
  readonly router: Router<Ctx>;
  /** The live state (tests inspect it). */
  state(): DemoState;
}

export function createRouter(): Router<Ctx> {
  const router = new Router<Ctx>();
  for (const register of [
    registerAdmin,
    registerClubs,
    registerDatasheet,
    registerEmails,
    registerFeedback,
    registerOverview,
    registerPanels,
    registerTestings,
    registerTests,
    registerTravel,
    registerUsers,
    registerWaves,
  ]) {
    register(router);
  }
  return router;
}

/**
 * The in-memory server: decodes the bearer token like a resource server, routes, applies the rules
 * and answers with real status codes. The state is created lazily on the first request.
 */
export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const scale = options.scale ?? 1;
  const clock = options.clock ?? systemClock;
  let persist = options.persist ?? true;
  const router = createRouter();
  let db: Db | null = null;

  const database = (): Db => {
    if (!db) {
      const stored = persist ? loadState(scale) : null;
      db = new Db(stored ?? createSeedState({ scale, clock }));
      if (!stored && persist) persist = saveState(db.state);
    }
    return db;
  };

  const handle = (request: ApiRequest): ApiResponse => {
    const me = decodeToken(request.token);
    if (!me) return respond(401, { message: 'Nicht angemeldet oder Sitzung abgelaufen.' });
    return handleAs(me, request);
  };

  const handleAs = (me: TokenIdentity, request: ApiRequest): ApiResponse => {
    const found = router.match(request.method, request.path);
    if (!found.route) {
      return found.pathExists
        ? respond(405, { message: `${request.method} ${request.path} ist nicht erlaubt.` })
        : respond(404, { message: `Unbekannter Aufruf: ${request.method} ${request.path}` });
    }
    const current = database();
    processQueue(current, clock);
    const ctx: Ctx = { db: current, clock, me, ...identityFlags(me), body: request.body, form: request.form };
    try {
      // Answers are copies: screens never hold references into the state.
      const result = found.route.handler(ctx, found.params);
      const data = result instanceof Blob ? result : jsonCopy(result);
      if (request.method === 'POST' && persist) persist = saveState(current.state);
      return respond(200, data);
    } catch (error) {
      if (error instanceof HttpError) {
        return respond(error.status, error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message });
      }
      console.error('Demo server error', error);
      return respond(500, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return { handle, handleAs, router, state: () => database().state };
}
