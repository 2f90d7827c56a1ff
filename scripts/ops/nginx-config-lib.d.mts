export declare const repoRoot: string;
export declare const DEFAULT_HSTS: string;
export declare const DEFAULT_API_UPSTREAM: string;
export declare const DEFAULT_DIST: string;
export declare const DEFAULT_TLS_DIR: string;
export declare const DEFAULT_ACCESS_LOG: string;
export declare const API_BODY_LIMIT: string;
export declare const DEBIAN_BROTLI_MODULE: string;
export declare const DEBIAN_MIME_TYPES: string;
export declare const hashedFilePattern: string;
/** scripts/dev/static-headers.mjs's: the Cache-Control of a served path. */
export declare function cacheControlOf(pathname: string): string;
/** scripts/dev/static-headers.mjs's: the policy of a page running with `config`. */
export declare function contentSecurityPolicyOf(config?: object): string;
/** scripts/dev/static-headers.mjs's: the security headers of every answer. */
export declare function securityHeadersOf(config?: object): Record<string, string>;
export declare function appOfRemote(key: string): string;
/** The club's pages without an account, at the shell's address: '/club/'. */
export declare const CLUB_PREFIX: string;
/** What a server passes to the API server: the API's folder (proxy mode, prefix cut off) and the club's pages. */
export interface Proxied {
  kind: 'api' | 'club';
  prefix: string;
  strip: boolean;
}
export declare function proxiedOf(server: { apiPrefix: string | null; club: boolean }): Proxied[];
/** What the shell's address passes to the API server for a runtime configuration, as the nginx configuration does. */
export declare function shellProxiedOf(config: object, options?: { appUrl?: string; api?: 'proxy' | 'host' }): Proxied[];
/** A folder named for a remote's version (`1.4.0`): its manifest URL then names one deployed version. */
export declare const VERSION_FOLDER: RegExp;

export interface NginxOptions {
  configLabel?: string;
  command?: string;
  appUrl?: string;
  api?: 'proxy' | 'host';
  apiUpstreams?: string[];
  dist?: string;
  distOf?: Record<string, string>;
  servedConfig?: string;
  listen?: string[];
  tlsDir?: string;
  http2Directive?: boolean;
  brotli?: boolean;
  accessLog?: string;
  hsts?: string;
}
export declare function layoutOf(
  config: object,
  options?: { appUrl?: string; api?: 'proxy' | 'host' },
): { api: 'proxy' | 'host'; shellOrigin: string; servers: { url: URL; apps: { name: string; prefix: string; version?: string }[]; apiPrefix: string | null; club: boolean }[] };
export declare function nginxConfig(config: object, options?: NginxOptions): string;
export declare function nginxBinary(env?: Record<string, string | undefined>): string | null;
export declare function nginxUnavailable(env?: Record<string, string | undefined>): string | null;
export declare function standaloneNginxConf(options: { prefix: string; serverConf: string; user?: string }): string;
export declare function nginxArguments(prefix: string, options?: { test?: boolean }): string[];
export declare function parseArguments(argv: string[], cwd?: string): NginxOptions & { configFile: string; configArgument: string; out?: string };
