import type { ApiRequest } from '../contract/api-request';

export type Params = Record<string, string>;

export interface Route<C> {
  method: ApiRequest['method'];
  pattern: string;
  handler: (context: C, params: Params) => unknown;
}

interface CompiledRoute<C> extends Route<C> {
  regex: RegExp;
  names: string[];
}

/** Method + path pattern ('/datasheet/:userId') → handler. Literal segments win over parameters. */
export class Router<C> {
  private readonly routes: CompiledRoute<C>[] = [];

  add(method: ApiRequest['method'], pattern: string, handler: Route<C>['handler']): this {
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern, handler, regex: new RegExp(`^${source}/?$`), names });
    // Fewer parameters first, so '/datasheet/playables' beats '/datasheet/:userId'.
    this.routes.sort((a, b) => a.names.length - b.names.length);
    return this;
  }

  get(pattern: string, handler: Route<C>['handler']): this {
    return this.add('GET', pattern, handler);
  }

  post(pattern: string, handler: Route<C>['handler']): this {
    return this.add('POST', pattern, handler);
  }

  /** The matching route, or whether the path exists for another method (405). */
  match(method: string, path: string): { route: Route<C>; params: Params } | { route: null; pathExists: boolean } {
    const clean = path.split('?')[0] ?? path;
    let pathExists = false;
    for (const route of this.routes) {
      const m = route.regex.exec(clean);
      if (!m) continue;
      if (route.method !== method) {
        pathExists = true;
        continue;
      }
      const params: Params = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route, params };
    }
    return { route: null, pathExists };
  }

  list(): readonly Route<C>[] {
    return this.routes;
  }
}
