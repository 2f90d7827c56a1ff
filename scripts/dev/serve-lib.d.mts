import type { Server } from 'node:http';

export declare const apps: { name: string; dir: string; port: number }[];
export interface ApiProxy {
  /** The API server, host:port. */
  upstream: string;
  /** What is passed to it: nginx's locations of the shell's address (scripts/ops/nginx-config-lib.mjs shellProxiedOf). */
  paths: { kind: string; prefix: string; strip: boolean }[];
}
/** What the shell's address passes to the API server under this configuration, as the generated nginx configuration does. */
export declare function apiProxyOf(config: object, upstream?: string): ApiProxy;
export declare function serveApp(
  app: { dir: string; port: number },
  options?: { config?: Record<string, unknown>; host?: string; dist?: string; apiProxy?: ApiProxy },
): Promise<Server>;
