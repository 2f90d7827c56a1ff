import type { ApiRequest } from '../contract/api-request';

export type Params = Record<string, string>;
export type Method = ApiRequest['method'];

/**
 * One row of the contract's call table: method, path and the handler that answers it. Paths use
 * Fastify's syntax ('/club/:id'), so the API server registers each row as it is; the in-browser demo
 * resolves the same rows with `Router.match`.
 */
export interface Route<C> {
  readonly method: Method;
  readonly path: string;
  readonly handler: (context: C, params: Params) => unknown;
}

interface CompiledRoute<C> extends Route<C> {
  regex: RegExp;
  names: string[];
}

/** The answer to a call the table does not hold: no such path (404), or not with this method (405). */
export const unknownCallMessage = (method: string, path: string): string => `Unbekannter Aufruf: ${method} ${path}`;
export const METHOD_NOT_ALLOWED_MESSAGE = 'Diese Methode ist für diese Adresse nicht erlaubt.';

/**
 * The call table, filled by the handlers' registrations (`.post('/travel/release', release)`).
 * `list()` hands the rows to a server's own router (Fastify); `match` resolves a call without one
 * (the in-browser demo). Literal segments win over parameters, as in Fastify.
 */
export class Router<C> {
  private readonly routes: CompiledRoute<C>[] = [];

  add(method: Method, path: string, handler: Route<C>['handler']): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, path, handler, regex: new RegExp(`^${source}/?$`), names });
    // Fewer parameters first, so '/datasheet/playables' beats '/datasheet/:userId'.
    this.routes.sort((a, b) => a.names.length - b.names.length);
    return this;
  }

  get(path: string, handler: Route<C>['handler']): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Route<C>['handler']): this {
    return this.add('POST', path, handler);
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
