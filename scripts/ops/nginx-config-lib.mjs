// The nginx configuration for the production builds (issue 47), generated from the runtime configuration the
// pages run with, as the development server computes its headers (scripts/dev/static-headers.mjs): the same
// Content-Security-Policy (with the shell page's inline scripts' hashes), the same security headers, the same
// caching by file name; plus what only a production host does: HTTPS with HSTS, the API and the club's pages proxied
// to the API server. `npm run nginx:config` (nginx-config.mjs) writes it; nginx-local.mjs runs it on loopback for the
// end-to-end tests; deploy/nginx/README.md says how to install it.
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HASHED, cacheControlOf, contentSecurityPolicyOf, securityHeadersOf } from '../dev/static-headers.mjs';

export { cacheControlOf, contentSecurityPolicyOf, securityHeadersOf };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The API server's own value (api-server/src/http/security-headers.ts), so both answers say the same. */
export const DEFAULT_HSTS = 'max-age=31536000; includeSubDomains';
export const DEFAULT_API_UPSTREAM = '127.0.0.1:3200';
/** Where each app's build is, `{app}` the app's name (shell, mf-tester, …). */
export const DEFAULT_DIST = '/srv/dtp/{app}';
export const DEFAULT_TLS_DIR = '/etc/letsencrypt/live';
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/access.log';
export const DEFAULT_ERROR_LOG = '/var/log/nginx/error.log';
/** A receipt is up to 20 MB (api-server/README.md#more-than-one-instance: "allow 21 MB bodies for receipts"). */
export const API_BODY_LIMIT = '21m';
const { remoteManifestFile: MANIFEST } = createRequire(import.meta.url)('../build/remote-files.cjs');

/** Debian's nginx and its brotli module (libnginx-mod-http-brotli-static). */
export const DEBIAN_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const DEBIAN_MIME_TYPES = '/etc/nginx/mime.types';

/** The app a remote's key names: mf_tester → mf-tester (its folder and package). */
export const appOfRemote = (key) => key.replaceAll('_', '-');

/** The club's pages without an account (mails link APP_URL/club/…): the API server's, at the shell's address. */
export const CLUB_PREFIX = '/club/';

/**
 * What one server of the layout passes to the API server, and how: the API's folder in proxy mode (its prefix cut off:
 * /api/settings is the API server's /settings) and, on the shell's address, the club's pages (the path kept). The
 * nginx configuration writes one location per entry; the development server (scripts/dev/serve.mjs) passes the same.
 * @param {{ apiPrefix: string | null, club: boolean }} server a server of layoutOf's
 * @returns {{ kind: 'api' | 'club', prefix: string, strip: boolean }[]}
 */
export function proxiedOf(server) {
  return [
    ...(server.apiPrefix ? [{ kind: 'api', prefix: server.apiPrefix, strip: server.apiPrefix !== '/' }] : []),
    ...(server.club ? [{ kind: 'club', prefix: CLUB_PREFIX, strip: false }] : []),
  ];
}

/**
 * What the shell's address passes to the API server for a runtime configuration, as the generated nginx configuration
 * does (layoutOf, proxiedOf): the development server's source for the same routing.
 * @returns {{ kind: 'api' | 'club', prefix: string, strip: boolean }[]}
 */
export function shellProxiedOf(config, options = {}) {
  const layout = layoutOf(config, options);
  const shell = layout.servers.find((server) => server.apps.some((app) => app.name === 'shell'));
  return shell ? proxiedOf(shell) : [];
}

/**
 * A folder named for a remote's version (`1.4.0`, `2.0.0-rc.1`): `npm run deploy:remote` copies each build to
 * `<app>/<version>/` (scripts/ops/deploy-remote-lib.mjs), and a manifest URL `…/mf-tester/1.4.0/mf-manifest.json` names
 * one of them.
 */
export const VERSION_FOLDER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/;

function urlOf(what, value) {
  const url = typeof value === 'string' ? URL.parse(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`${what}: "${value ?? ''}" is not an http(s) address`);
  return url;
}

/**
 * Which server (one per origin) serves what: the shell at the root of its address (`appUrl`, by default the origin of
 * `auth.loginUrl`), each remote at the folder of its `mf-manifest.json`, the API at `api.baseUrl` (proxy: a folder of
 * the shell's address; host: an address of its own), the club's pages at the shell's `/club/`. A remote whose manifest
 * is in a version folder (`/mf-tester/1.4.0/mf-manifest.json`) is served at the folder above it (`/mf-tester/`, with
 * `version` '1.4.0'): its build folder then holds one folder per deployed version.
 * @returns {{ api: 'proxy' | 'host', shellOrigin: string, servers: { url: URL, apps: { name: string, prefix: string, version?: string }[], apiPrefix: string | null, club: boolean }[] }}
 */
export function layoutOf(config, { appUrl, api } = {}) {
  const shellUrl = urlOf(appUrl ? '--app-url' : 'auth.loginUrl (the shell\'s address; or give --app-url)', appUrl ?? config.auth?.loginUrl);
  const servers = new Map();
  const serverOf = (url) => {
    if (!servers.has(url.origin)) servers.set(url.origin, { url: new URL(url.origin), apps: [], apiPrefix: null, club: false });
    return servers.get(url.origin);
  };
  const taken = (server, prefix) =>
    [...server.apps.map((app) => [app.prefix, app.name]), ...(server.apiPrefix ? [[server.apiPrefix, 'the API']] : []), ...(server.club ? [[CLUB_PREFIX, "the club's pages"]] : [])].find(
      ([other]) => other === prefix || (other !== '/' && prefix !== '/' && (other.startsWith(prefix) || prefix.startsWith(other))),
    )?.[1];
  const shellServer = serverOf(shellUrl);
  shellServer.apps.push({ name: 'shell', prefix: '/' });
  shellServer.club = true;
  for (const [key, manifestUrl] of Object.entries(config.remotes ?? {})) {
    const url = urlOf(`remotes.${key}`, manifestUrl);
    if (!url.pathname.endsWith(`/${MANIFEST}`)) throw new Error(`remotes.${key}: "${manifestUrl}" does not end in /${MANIFEST}`);
    const folderOfManifest = url.pathname.slice(0, -MANIFEST.length);
    // A versioned URL (…/mf-tester/1.4.0/mf-manifest.json): the location is the parent folder, holding every deployed
    // version, so a version named before (a rollback, a page opened before the switch) is still served.
    const version = folderOfManifest.split('/').at(-2);
    const versioned = VERSION_FOLDER.test(version);
    const prefix = versioned ? folderOfManifest.slice(0, -(version.length + 1)) : folderOfManifest;
    const server = serverOf(url);
    const other = taken(server, prefix);
    if (other) throw new Error(`remotes.${key}: ${url.origin}${prefix} is taken by ${other}`);
    server.apps.push({ name: appOfRemote(key), prefix, ...(versioned ? { version } : {}) });
  }
  const apiUrl = urlOf('api.baseUrl', config.api?.baseUrl);
  const mode = api ?? (apiUrl.origin === shellUrl.origin ? 'proxy' : 'host');
  if (mode !== 'proxy' && mode !== 'host') throw new Error(`--api must be proxy or host, not "${mode}"`);
  if (mode === 'proxy' && apiUrl.origin !== shellUrl.origin) {
    throw new Error(`--api proxy: api.baseUrl "${apiUrl.href}" must be a folder of the shell's address ${shellUrl.origin} (e.g. ${shellUrl.origin}/api), or use --api host`);
  }
  if (mode === 'host' && apiUrl.origin === shellUrl.origin) {
    throw new Error(`--api host: api.baseUrl "${apiUrl.href}" is on the shell's address; give the API an address of its own (e.g. https://api.<domain>) or use --api proxy`);
  }
  const apiPrefix = apiUrl.pathname.replace(/\/*$/, '/');
  const apiServer = serverOf(apiUrl);
  const other = taken(apiServer, apiPrefix);
  if (other) throw new Error(`api.baseUrl: ${apiUrl.origin}${apiPrefix} is taken by ${other}`);
  apiServer.apiPrefix = apiPrefix;
  return { api: mode, shellOrigin: shellUrl.origin, servers: [...servers.values()] };
}

/** A value nginx reads as one string: no quote, backslash, variable or line break in it (none of the headers has one). */
function quoted(value) {
  if (/["\\$\n\r]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} into the nginx configuration`);
  return `"${value}"`;
}

/** A folder as nginx is given it: absolute, no trailing slash (nginx resolves a relative one against its prefix). */
const folder = (dir) => {
  if (!path.isAbsolute(dir)) throw new Error(`"${dir}" is not an absolute path`);
  return dir.replace(/\/+$/, '') || '/';
};

/** The nginx regular expression of the content-hashed files, written from the development server's. */
export const hashedFilePattern = HASHED.source;

/**
 * The server configuration (for nginx's http block: Debian's sites-available/, or conf.d/).
 * @param {object} config the runtime configuration the pages run with (config.json)
 * @param {{
 *   configLabel?: string,      the file it was made from, for the heading
 *   command?: string,          the command that made it, for the heading
 *   appUrl?: string,           the shell's address (default: the origin of auth.loginUrl)
 *   api?: 'proxy' | 'host',    (default: proxy when api.baseUrl is on the shell's address)
 *   apiUpstreams?: string[],   the API server instances, host:port (default 127.0.0.1:3200)
 *   dist?: string,             each app's build folder, {app} its name (default /srv/dtp/{app})
 *   distOf?: Record<string, string>,  one app's folder
 *   servedConfig?: string,     the file served as the shell's /config.json (default: the one in the shell's folder)
 *   listen?: string[],         addresses to listen on ('' = every IPv4 address, '[::]' = every IPv6 address)
 *   tlsDir?: string,           https: <tlsDir>/<host>/fullchain.pem and privkey.pem (certbot's layout)
 *   http2Directive?: boolean,  `http2 on;` (nginx 1.25.1 and later) instead of `listen … http2` (Debian 12's 1.22)
 *   brotli?: boolean,          brotli_static (default true; needs the module)
 *   accessLog?: string,        the access log the club's pages write to without their token
 *   errorLog?: string,         the error log the club's pages write only critical errors to (no request lines)
 *   hsts?: string,             Strict-Transport-Security of an https server
 * }} [options]
 */
export function nginxConfig(config, options = {}) {
  const layout = layoutOf(config, options);
  const upstreams = options.apiUpstreams?.length ? options.apiUpstreams : [DEFAULT_API_UPSTREAM];
  const distTemplate = options.dist ?? DEFAULT_DIST;
  const distOf = (app) => folder(options.distOf?.[app] ?? distTemplate.replaceAll('{app}', app));
  const listen = options.listen?.length ? options.listen : ['', '[::]'];
  const tlsDir = folder(options.tlsDir ?? DEFAULT_TLS_DIR);
  const brotli = options.brotli ?? true;
  const hsts = options.hsts ?? DEFAULT_HSTS;
  const accessLog = options.accessLog ?? DEFAULT_ACCESS_LOG;
  const errorLog = options.errorLog ?? DEFAULT_ERROR_LOG;
  const security = securityHeadersOf(config);
  const lines = [];
  const out = (indent, text = '') => lines.push(text ? `${'    '.repeat(indent)}${text}` : '');

  const immutable = cacheControlOf('/x.0123456789abcdef.js');
  const revalidated = cacheControlOf('/index.html');
  out(0, '# Digitale Test-Plattform: the shell, its remotes, the API server and the club\'s pages behind nginx.');
  out(0, `# Generated by scripts/ops/nginx-config.mjs from ${options.configLabel ?? 'the runtime configuration'}; do not edit, generate again:`);
  out(0, `#   ${options.command ?? 'npm run nginx:config -- --config <config.json>'}`);
  out(0, '# whenever config.json changes (the policy lists its addresses) or scripts/build/first-paint.cjs does (its hashes).');
  out(0, '# For the http block (Debian: /etc/nginx/sites-available/, linked into sites-enabled/). Needs Debian\'s nginx and');
  out(0, '# libnginx-mod-http-brotli-static, which loads itself (/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf:');
  out(0, '#   load_module modules/ngx_http_brotli_static_module.so;');
  out(0, '# elsewhere put that line at the top of nginx.conf, or generate with --no-brotli). deploy/nginx/README.md');
  out();
  out(0, '# Content-hashed files ([name].[contenthash:8].js, …) never change under their name; every other file is');
  out(0, '# revalidated on each use (ETag, Last-Modified: 304 while unchanged). Pattern of scripts/dev/static-headers.mjs.');
  out(0, 'map $uri $dtp_cache_control {');
  // A map's key is no variable: its regular expression is written as it is (nginx keeps a backslash before '.').
  if (/["\s]/.test(hashedFilePattern)) throw new Error(`cannot write /${hashedFilePattern}/ into the nginx configuration`);
  out(1, `"~${hashedFilePattern}" ${quoted(immutable)};`);
  out(1, `default ${quoted(revalidated)};`);
  out(0, '}');
  out();
  out(0, "# The club's pages carry their token in the address: the access log writes it as \"...\", as the API server's log does.");
  out(0, 'map $request_uri $dtp_club_request_uri {');
  out(1, '"~^(/club/[^/?]+/)[^/?]+(.*)$" "$1...$2";');
  out(1, 'default $request_uri;');
  out(0, '}');
  out(0, 'log_format dtp_club \'$remote_addr - $remote_user [$time_local] "$request_method $dtp_club_request_uri $server_protocol" \'');
  out(1, '\'$status $body_bytes_sent "$http_user_agent"\';');
  out();
  out(0, '# The API server (api-server/, HOST 127.0.0.1, PORT 3200); more than one instance: one server line each.');
  out(0, 'upstream dtp_api {');
  for (const upstream of upstreams) out(1, `server ${upstream};`);
  out(1, 'keepalive 16;');
  out(0, '}');

  const headers = (indent, https, corsOrigin) => {
    out(indent, 'add_header Cache-Control $dtp_cache_control always;');
    // A remote's manifest is fetched by the shell's page, from another origin: that origin only (no '*', issue 59).
    if (corsOrigin) out(indent, `add_header Access-Control-Allow-Origin ${quoted(corsOrigin)} always;`);
    for (const [name, value] of Object.entries(security)) out(indent, `add_header ${name} ${quoted(value)} always;`);
    if (https) out(indent, `add_header Strict-Transport-Security ${quoted(hsts)} always;`);
  };
  const proxied = (indent, https, target) => {
    out(indent, `proxy_pass ${target};`);
    out(indent, 'proxy_http_version 1.1;');
    out(indent, 'proxy_set_header Connection "";');
    out(indent, 'proxy_set_header Host $host;');
    // The API server trusts these from nginx only with TRUST_PROXY=127.0.0.1 (nginx's address): its rate limits
    // then count each visitor's address. The address nginx saw, not appended to what the visitor sent.
    out(indent, 'proxy_set_header X-Forwarded-For $remote_addr;');
    out(indent, 'proxy_set_header X-Forwarded-Proto $scheme;');
    out(indent, 'proxy_set_header X-Forwarded-Host $host;');
    if (https) {
      // One HSTS header: the server sends its own when APP_URL is https.
      out(indent, 'proxy_hide_header Strict-Transport-Security;');
      out(indent, `add_header Strict-Transport-Security ${quoted(hsts)} always;`);
    }
  };

  const httpsHosts = [];
  for (const server of layout.servers) {
    const { url } = server;
    const https = url.protocol === 'https:';
    const port = url.port || (https ? '443' : '80');
    if (https && port === '443') httpsHosts.push(url.hostname);
    const names = [
      ...server.apps.map((app) => (app.prefix === '/' ? app.name : `${app.name} at ${app.prefix}`)),
      ...(server.apiPrefix ? [`the API at ${server.apiPrefix}`] : []),
      ...(server.club ? [`the club's pages at ${CLUB_PREFIX}`] : []),
    ];
    out();
    out(0, `# ${url.origin}: ${names.join(', ')}`);
    out(0, 'server {');
    const tlsFlags = https ? (options.http2Directive ? ' ssl' : ' ssl http2') : '';
    for (const address of listen) out(1, `listen ${address ? `${address}:` : ''}${port}${tlsFlags};`);
    out(1, `server_name ${url.hostname.replace(/^\[|\]$/g, '')};`);
    out(1, 'server_tokens off;');
    if (https) {
      if (options.http2Directive) out(1, 'http2 on;');
      out(1, `ssl_certificate ${tlsDir}/${url.hostname}/fullchain.pem;`);
      out(1, `ssl_certificate_key ${tlsDir}/${url.hostname}/privkey.pem;`);
      out(1, 'ssl_protocols TLSv1.2 TLSv1.3;');
    }
    const serves = server.apps.length > 0;
    if (serves) {
      out(1, 'charset utf-8;');
      out(1, 'charset_types text/css application/javascript application/json image/svg+xml text/plain;');
      out(1, '# The .br and .gz files made at build time, by Accept-Encoding; nothing is compressed per request.');
      if (brotli) out(1, 'brotli_static on;');
      out(1, 'gzip_static on;');
      out(1, 'gzip_vary on;');
    }
    const root = server.apps.find((app) => app.prefix === '/');
    if (root) out(1, `root ${distOf(root.name)};`);

    if (root?.name === 'shell') {
      out();
      out(1, '# The runtime configuration: never an old .br/.gz beside a replaced config.json.');
      out(1, 'location = /config.json {');
      if (options.servedConfig) out(2, `alias ${folder(options.servedConfig)};`);
      if (brotli) out(2, 'brotli_static off;');
      out(2, 'gzip_static off;');
      out(2, 'gzip on;');
      out(2, 'gzip_types application/json;');
      headers(2, https, null);
      out(1, '}');
    }
    for (const { kind, prefix, strip } of proxiedOf(server)) {
      out();
      if (kind === 'api') {
        out(1, prefix === '/' ? '# The API server.' : `# The API server: ${prefix}settings is its /settings.`);
        out(1, prefix === '/' ? 'location / {' : `location ^~ ${prefix} {`);
        proxied(2, https, strip ? 'http://dtp_api/' : 'http://dtp_api');
        out(2, `client_max_body_size ${API_BODY_LIMIT};`);
        // A questionnaire's answer is 39 KB of JSON, 6 KB compressed, a data sheet's 5.5 KB, 1.4 KB: what a phone waits
        // for before its heading (decision 0020); below 1 KB (the settings) compressing adds bytes. The token is a
        // header the page sets, so no other site can probe a secret by an answer's size.
        out(2, 'gzip on;');
        out(2, 'gzip_types application/json;');
        out(2, 'gzip_min_length 1024;');
      } else {
        out(1, `# The club's pages without an account (mails link APP_URL${prefix}…): the API server's, with its own headers.`);
        out(1, `location ^~ ${prefix} {`);
        proxied(2, https, 'http://dtp_api');
        out(2, `access_log ${folder(accessLog)} dtp_club;`);
        // On a 502/504 nginx writes the request line, token and all, at level 'error': here only 'crit', which has none.
        out(2, `error_log ${folder(errorLog)} crit;`);
      }
      out(1, '}');
    }
    for (const app of [...server.apps].sort((a, b) => b.prefix.length - a.prefix.length)) {
      out();
      if (app.version) {
        // Without the version named: a rollback (config.json naming another version) needs no new configuration.
        out(1, `# ${app.name}: every deployed version, <version>/remoteEntry.js, ${MANIFEST} and its chunks; config.json names one.`);
        out(1, `location ^~ ${app.prefix} {`);
        out(2, `alias ${distOf(app.name)}/;`);
      } else if (app.prefix === '/') {
        out(1, app.name === 'shell'
          ? '# /login is the prerendered login.html; every other address of the app gets index.html (its frame).'
          : `# ${app.name}: remoteEntry.js, ${MANIFEST}, its chunks; other addresses its standalone page (index.html).`);
        out(1, 'location / {');
        out(2, 'try_files $uri $uri.html /index.html;');
      } else {
        out(1, `# ${app.name}: remoteEntry.js, ${MANIFEST} and its chunks.`);
        out(1, `location ^~ ${app.prefix} {`);
        out(2, `alias ${distOf(app.name)}/;`);
      }
      // The shell's files, and a remote's on the shell's own address, are fetched from their own origin: no CORS.
      headers(2, https, app.name === 'shell' || url.origin === layout.shellOrigin ? null : layout.shellOrigin);
      out(1, '}');
    }
    out(0, '}');
  }
  if (httpsHosts.length > 0) {
    out();
    out(0, '# http:// only leads to https://.');
    out(0, 'server {');
    for (const address of listen) out(1, `listen ${address ? `${address}:` : ''}80;`);
    out(1, `server_name ${httpsHosts.join(' ')};`);
    out(1, 'server_tokens off;');
    out(1, 'return 301 https://$host$request_uri;');
    out(0, '}');
  }
  return `${lines.join('\n')}\n`;
}

/** The nginx program: NGINX if set, else on PATH or in /usr/sbin (Debian's, where a user's PATH often lacks it). */
export function nginxBinary(env = process.env) {
  const candidates = env.NGINX
    ? [env.NGINX]
    : [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'].map((dir) => path.join(dir, 'nginx'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** Why nginx cannot run the generated configuration on this machine (`brotli`: with brotli_static), or null when it can. */
export function nginxUnavailable(env = process.env, { brotli = true } = {}) {
  if (!nginxBinary(env)) return `no nginx on this machine${env.NGINX ? ` at NGINX=${env.NGINX}` : ''} (Debian: apt-get install nginx libnginx-mod-http-brotli-static)`;
  if (brotli && !existsSync(DEBIAN_BROTLI_MODULE)) return `no brotli module for nginx at ${DEBIAN_BROTLI_MODULE} (Debian: apt-get install libnginx-mod-http-brotli-static)`;
  if (!existsSync(DEBIAN_MIME_TYPES)) return `no ${DEBIAN_MIME_TYPES} (Debian's nginx-common)`;
  return null;
}

/**
 * A whole nginx.conf around a server configuration, for one nginx of its own in `prefix` (a temporary folder): run by
 * the current user (as root too: `user` says so), logs and temporary files in `prefix`, nothing of /etc/nginx but its
 * MIME types. `brotli: false` for a configuration generated with --no-brotli (no module loaded).
 */
export function standaloneNginxConf({ prefix, serverConf, user, brotli = true }) {
  const dir = folder(prefix);
  return [
    '# A standalone nginx for scripts/ops/nginx-local.mjs and its tests; not for a server.',
    ...(brotli ? [`load_module ${DEBIAN_BROTLI_MODULE};`] : []),
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `error_log ${dir}/error.log warn;`,
    'events {',
    '    worker_connections 256;',
    '}',
    'http {',
    `    include ${DEBIAN_MIME_TYPES};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind}_temp;`),
    `    include ${serverConf};`,
    '}',
    '',
  ].join('\n');
}

/** The arguments nginx needs to run (or test, with '-t') a standalone configuration in `prefix`. */
export function nginxArguments(prefix, { test = false } = {}) {
  const dir = folder(prefix);
  return [...(test ? ['-t', '-q'] : []), '-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`, '-g', `daemon off; pid ${dir}/nginx.pid;`];
}

/**
 * The command line: --config <file> [--out <file>] [--api proxy|host] [--api-upstream host:port[,…]] [--app-url <url>]
 * [--dist <dir with {app}> | --dist <app>=<dir>]… [--served-config <file>] [--listen <address>[,…]] [--tls-dir <dir>]
 * [--http2-directive] [--no-brotli] [--access-log <file>] [--error-log <file>] [--hsts <value>]. Paths are resolved
 * against `cwd`.
 */
export function parseArguments(argv, cwd = process.cwd()) {
  const options = { distOf: {} };
  const absolute = (value) => path.resolve(cwd, value);
  const flags = {
    '--config': (value) => (options.configFile = absolute(value), options.configArgument = value),
    '--out': (value) => (options.out = absolute(value)),
    '--api': (value) => (options.api = value),
    '--api-upstream': (value) => (options.apiUpstreams = value.split(',').map((s) => s.trim()).filter(Boolean)),
    '--app-url': (value) => (options.appUrl = value),
    '--dist': (value) => {
      const named = /^([a-z][\w-]*)=(.+)$/.exec(value);
      if (named) options.distOf[named[1]] = absolute(named[2]);
      else options.dist = absolute(value);
    },
    '--served-config': (value) => (options.servedConfig = absolute(value)),
    '--listen': (value) => (options.listen = value.split(',').map((s) => s.trim())),
    '--tls-dir': (value) => (options.tlsDir = absolute(value)),
    '--access-log': (value) => (options.accessLog = absolute(value)),
    '--error-log': (value) => (options.errorLog = absolute(value)),
    '--hsts': (value) => (options.hsts = value),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].startsWith('--') && argv[i].includes('=') ? [argv[i].slice(0, argv[i].indexOf('=')), argv[i].slice(argv[i].indexOf('=') + 1)] : [argv[i], undefined];
    if (flag === '--http2-directive') options.http2Directive = true;
    else if (flag === '--no-brotli') options.brotli = false;
    else if (flag in flags) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new Error(`${flag} needs a value`);
      flags[flag](value);
    } else throw new Error(`unknown argument "${argv[i]}"`);
  }
  if (!options.configFile) throw new Error('--config <runtime configuration (config.json)> is required');
  return options;
}
