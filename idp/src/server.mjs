// Local OpenID Connect provider mimicking the Keycloak realm "dtp".
//   node idp/src/server.mjs [--port 3100] …   (see README.md / --help)
import http from 'node:http';
import { pathToFileURL } from 'node:url';

import Provider from 'oidc-provider';

import { announceNode } from '@dtp/toolchain/node-version';

import { INTERACTION_PATH, providerConfiguration, ROUTES } from './config.mjs';
import { useDisabledAccounts } from './disabled-accounts.mjs';
import { createInteractionHandler } from './interactions.mjs';
import { loadOrCreateKeys, publicKeyOf } from './keys.mjs';
import { issuerFor, REALM_PATH, resolveOptions } from './options.mjs';
import { bearerJwt, createJwtUserinfoHandler } from './userinfo.mjs';

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

function plain(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * Starts the identity service.
 * @param {ReturnType<typeof resolveOptions>} [options]
 */
export async function startIdp(options = resolveOptions({ argv: [], env: process.env })) {
  const keys = loadOrCreateKeys(options.dataDir);
  useDisabledAccounts(options.dataDir);
  let provider;
  let callback;
  let handleInteraction;
  let handleJwtUserinfo;

  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    if (options.logRequests) {
      res.on('finish', () => console.log(`[idp] ${req.method} ${req.originalUrl ?? req.url} → ${res.statusCode} (${Date.now() - started} ms)`));
    }
    try {
      if (!provider) return plain(res, 503, 'Identitätsdienst startet …');
      const { pathname } = new URL(req.url, 'http://localhost');

      if (pathname === '/' || pathname === REALM_PATH || pathname === `${REALM_PATH}/`) {
        return plain(res, 200, `Lokaler Identitätsdienst – Issuer ${provider.issuer}\nDiscovery: ${provider.issuer}/.well-known/openid-configuration\n`);
      }
      if (pathname === '/favicon.ico') {
        res.writeHead(204, { 'cache-control': 'max-age=86400' });
        return res.end();
      }
      if (!pathname.startsWith(`${REALM_PATH}/`)) return plain(res, 404, 'Nicht gefunden');

      // oidc-provider works below the issuer path: strip the prefix, keep the original URL
      // (oidc-provider derives its mount path from req.originalUrl for absolute URLs).
      req.originalUrl = req.url;
      req.url = req.url.slice(REALM_PATH.length);
      const path = pathname.slice(REALM_PATH.length);

      if (path.startsWith(`${INTERACTION_PATH}/`)) return await handleInteraction(req, res, path);

      const jwt = path === ROUTES.userinfo && (req.method === 'GET' || req.method === 'POST') && bearerJwt(req);
      if (jwt) return await handleJwtUserinfo(req, res, jwt);

      return await callback(req, res);
    } catch (error) {
      console.error('[idp] error in', req.method, req.originalUrl ?? req.url, error);
      if (!res.headersSent) plain(res, 500, 'Interner Fehler des Identitätsdienstes');
      else res.end();
    }
  });
  server.keepAliveTimeout = 5000;

  const port = await listen(server, options.port, options.host);
  const issuer = issuerFor(port);
  const configuration = providerConfiguration(options, keys);

  provider = new Provider(issuer, configuration);
  provider.on('server_error', (_ctx, error) => console.error('[idp] server_error', error));
  callback = provider.callback();
  handleInteraction = createInteractionHandler(() => provider);
  handleJwtUserinfo = createJwtUserinfoHandler({
    publicKey: publicKeyOf(keys.jwks),
    issuer,
    audience: options.audience,
    scopeClaims: configuration.claims,
    allowedOrigins: [...new Set(options.redirectUris.map((u) => new URL(u).origin))],
  });

  return {
    server,
    provider,
    issuer,
    port,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

async function main() {
  let options;
  try {
    options = resolveOptions();
  } catch (error) {
    console.error(`[idp] ${error.message}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(options.help);
    return;
  }
  let idp;
  try {
    idp = await startIdp(options);
  } catch (error) {
    console.error(error.code === 'EADDRINUSE'
      ? `[idp] Port ${options.port} ist bereits belegt (IDP_PORT / --port ändern).`
      : error);
    process.exit(1);
  }
  console.log(`Identity service: ${idp.issuer}`);
  const stop = () => idp.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  announceNode('Identity service');
  await main();
}
