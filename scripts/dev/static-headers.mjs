// The headers every static host of the platform sends (docs/deployment.md#headers): caching by
// file kind and the security headers, with a Content-Security-Policy derived from the runtime
// configuration (config.json): exactly the configured remotes, API, identity service and videos.

import { createRequire } from 'node:module';

const { inlineScriptHashes } = createRequire(import.meta.url)('../build/first-paint.cjs');

/**
 * Content-hashed build output ([name].[contenthash:8].js, assets likewise): never changes under its name. The nginx
 * configuration (scripts/ops/nginx-config-lib.mjs) writes the same pattern.
 */
export const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** Cache-Control for a served path: hashed files for a year, immutable; everything else revalidated each time. */
export function cacheControlOf(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const origins = (urls) => [...new Set(urls.map(originOf).filter((o) => o !== null && o !== 'null'))];

/**
 * The policy for a page whose runtime configuration is `config`. One inline script, allowed by its hash: the
 * shell page's first-paint choice (scripts/build/first-paint.cjs); every other script is a file. Styles need 'unsafe-inline': Chakra (emotion) writes its
 * style rules into <style> elements at run time, and a nonce would need a server that renders
 * each page.
 */
export function contentSecurityPolicyOf(config = {}) {
  const remotes = origins(Object.values(config.remotes ?? {}));
  const api = origins([config.api?.baseUrl]);
  const identity = origins([config.auth?.url]);
  const videos = origins([config.links?.loginVideo, ...Object.values(config.links?.videos ?? {})]);
  const list = (...parts) => parts.flat().join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", inlineScriptHashes, remotes)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', remotes)}`,
    `font-src 'self' data:`,
    `media-src ${list("'self'", videos)}`,
    `connect-src ${list("'self'", remotes, api, identity)}`,
    // The identity service and, for a new tab's silent sign-in in a hidden frame, its answer on this page (issue 41).
    `frame-src ${list(identity.length ? ["'self'", identity] : ["'none'"])}`,
    `form-action ${list("'self'", identity)}`,
    // 'self': a new tab's silent sign-in opens this page in a hidden frame of its own (issue 41); no other site may.
    `frame-ancestors 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The development server's CORS (scripts/dev/serve-lib.mjs): tests and benchmarks run the shell on a port or scheme of
 * their choice and serve the remotes without its configuration, so a remote allows the page that asks when it is on
 * this machine (a loopback origin, echoed, `Vary: Origin`); the shell's files allow none. Never `*`, never another
 * site; a deployment (nginx) allows exactly the configured shell's origin (scripts/ops/nginx-config-lib.mjs).
 * @param {string | undefined} requestOrigin the request's Origin header
 * @param {boolean} isShell whether the files are the shell's
 */
export function loopbackCorsHeadersOf(requestOrigin, isShell) {
  if (isShell) return {};
  return requestOrigin && LOOPBACK_ORIGIN.test(requestOrigin) ? { 'Access-Control-Allow-Origin': requestOrigin, Vary: 'Origin' } : { Vary: 'Origin' };
}

/** The security headers of every answer; the CSP applies to pages, and is harmless on the rest. */
export function securityHeadersOf(config = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicyOf(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
