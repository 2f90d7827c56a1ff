import type { ApiRequest } from '@dtp/contract/api-request';
import type { CallRow, HandlerAnswerOf, ParamsOf } from '@dtp/contract/call-table';
import type { AfterTransaction } from './after-transaction';

export type Params = Record<string, string>;
export type Method = ApiRequest['method'];

/**
 * One row of the contract's call table (contract/call-table.ts) with the handler that answers it. Paths
 * use Fastify's syntax ('/club/:id'), so the API server registers each row as it is; the in-browser
 * demo resolves the same rows with `Router.match`. The server checks the row's access and reads its
 * parameters (server.ts) before the handler runs.
 */
export interface Route<C> {
  readonly method: Method;
  readonly path: string;
  readonly row: CallRow;
  readonly handler: (context: C, params: Readonly<Record<string, string | number>>) => unknown;
}

/**
 * A row's handler: the parameters as the row types them, the answer as its schema takes it, or work that
 * finishes the answer after the transaction (after-transaction.ts).
 */
type HandlerAnswer<R extends CallRow> = HandlerAnswerOf<R> | AfterTransaction<HandlerAnswerOf<R>>;
export type Handler<C, R extends CallRow> = (context: C, params: ParamsOf<R>) => HandlerAnswer<R> | Promise<HandlerAnswer<R>>;

interface CompiledRoute<C> extends Route<C> {
  regex: RegExp;
  names: string[];
}

/** The answer to a call the table does not hold: no such path (404), or not with this method (405). */
export const unknownCallMessage = (method: string, path: string): string => `Unbekannter Aufruf: ${method} ${path}`;
export const METHOD_NOT_ALLOWED_MESSAGE = 'Diese Methode ist für diese Adresse nicht erlaubt.';

/**
 * The call table's rows with their handlers, filled by the handlers' registrations
 * (`.on(travelCalls.release, release)`). `list()` hands the rows to a server's own router (Fastify);
 * `match` resolves a call without one (the in-browser demo). Literal segments win over parameters, as in Fastify.
 */
export class Router<C> {
  private readonly routes: CompiledRoute<C>[] = [];

  /** Answers the row's call with the handler; each row once. */
  on<R extends CallRow>(row: R, handler: Handler<C, R>): this {
    const { method, path } = row;
    if (this.routes.some((route) => route.row.id === row.id)) throw new Error(`${row.id}: registered twice`);
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, path, row, handler: handler as Route<C>['handler'], regex: new RegExp(`^${source}/?$`), names });
    // Fewer parameters first, so '/datasheet/playables' beats '/datasheet/:userId'.
    this.routes.sort((a, b) => a.names.length - b.names.length);
    return this;
  }

  /** The matching row with its parameters, or the methods the path has in the table (none: 404; some: 405). */
  match(method: string, path: string): { route: Route<C>; params: Params } | { route: null; allowed: Method[] } {
    const clean = path.split('?')[0] ?? path;
    const allowed: Method[] = [];
    for (const route of this.routes) {
      const m = route.regex.exec(clean);
      if (!m) continue;
      if (route.method !== method) {
        if (!allowed.includes(route.method)) allowed.push(route.method);
        continue;
      }
      const params: Params = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route, params };
    }
    return { route: null, allowed };
  }

  /** The rows as data: `{ method, path, handler }` (fewest parameters first). */
  list(): readonly Route<C>[] {
    return this.routes;
  }
}
