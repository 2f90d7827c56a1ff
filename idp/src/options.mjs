// Runtime options of the identity service: CLI flags win over environment variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REALM = 'dtp';
export const REALM_PATH = `/realms/${REALM}`;
export const CLIENT_ID = 'dtp-frontend';

const IDP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_REDIRECT_URIS = Object.freeze(['http://localhost:3000/', 'http://127.0.0.1:3000/']);

const HELP = `Lokaler Identitätsdienst (OpenID Connect, Keycloak-Realm "${REALM}")

Aufruf: node idp/src/server.mjs [Optionen]

  --port <n>                  Port (IDP_PORT, Standard 3100; 0 = freier Port)
  --host <addr>               Bind-Adresse (IDP_HOST, Standard 127.0.0.1)
  --redirect-uris <a,b>       erlaubte redirect_uris (IDP_REDIRECT_URIS)
  --post-logout-redirect-uris <a,b>
                              zusätzliche post_logout_redirect_uris (IDP_POST_LOGOUT_REDIRECT_URIS)
  --access-token-ttl <s>      Lebensdauer Access/ID Token in s (IDP_ACCESS_TOKEN_TTL, Standard 300)
  --session-ttl <s>           Lebensdauer Sitzung/Refresh Token in s (IDP_SESSION_TTL, Standard 36000)
  --rotate-refresh-tokens     Refresh Tokens rotieren (IDP_ROTATE_REFRESH_TOKENS=1, Standard aus)
  --audience <aud>            Audience des Access Tokens (IDP_API_AUDIENCE, Standard dtp-api)
  --data-dir <dir>            Ablage der Schlüssel (IDP_DATA_DIR, Standard idp/.idp-data; "memory" = nicht speichern)
  --help                      diese Hilfe
`;

/** Parses `--name value`, `--name=value` and boolean `--flag`. */
function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) {
      out[arg.slice(2, eq)] = arg.slice(eq + 1);
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
      out[arg.slice(2)] = argv[i + 1];
      i += 1;
    } else {
      out[arg.slice(2)] = 'true';
    }
  }
  return out;
}

const list = (value) => String(value).split(',').map((s) => s.trim()).filter(Boolean);

function positiveInt(name, value, { allowZero = false } = {}) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || (!allowZero && n === 0)) {
    throw new Error(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} whole number (is: ${value})`);
  }
  return n;
}

const truthy = (value) => /^(1|true|yes|ja|on)$/i.test(String(value ?? ''));

function absoluteUrl(name, value) {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error(`${name}: "${value}" is not an absolute http(s) URL`);
  }
  return value;
}

/**
 * Resolves the options from argv and env.
 * @param {{ argv?: string[], env?: NodeJS.ProcessEnv }} [input]
 */
export function resolveOptions({ argv = process.argv.slice(2), env = process.env } = {}) {
  const args = parseArgs(argv);
  const pick = (flag, envName) => args[flag] ?? env[envName];

  if (args.help) return { help: HELP };

  const port = positiveInt('IDP_PORT', pick('port', 'IDP_PORT') ?? 3100, { allowZero: true });
  const host = pick('host', 'IDP_HOST') || '127.0.0.1';

  const redirectUris = list(pick('redirect-uris', 'IDP_REDIRECT_URIS') || DEFAULT_REDIRECT_URIS.join(','))
    .map((u) => absoluteUrl('IDP_REDIRECT_URIS', u));

  // post_logout_redirect_uris: the redirect URIs, "<origin>/login" of each, plus extra ones.
  const postLogoutRedirectUris = [...new Set([
    ...redirectUris,
    ...redirectUris.map((u) => `${new URL(u).origin}/login`),
    ...list(pick('post-logout-redirect-uris', 'IDP_POST_LOGOUT_REDIRECT_URIS') || '')
      .map((u) => absoluteUrl('IDP_POST_LOGOUT_REDIRECT_URIS', u)),
  ])];

  const accessTokenTtl = positiveInt('IDP_ACCESS_TOKEN_TTL', pick('access-token-ttl', 'IDP_ACCESS_TOKEN_TTL') ?? 300);
  const sessionTtl = positiveInt('IDP_SESSION_TTL', pick('session-ttl', 'IDP_SESSION_TTL') ?? 36000);
  const rotateRefreshTokens = truthy(pick('rotate-refresh-tokens', 'IDP_ROTATE_REFRESH_TOKENS'));
  const audience = pick('audience', 'IDP_API_AUDIENCE') || 'dtp-api';

  const dataDirRaw = pick('data-dir', 'IDP_DATA_DIR');
  let dataDir;
  if (dataDirRaw === undefined || dataDirRaw === '') dataDir = path.join(IDP_DIR, '.idp-data');
  else if (dataDirRaw === 'memory') dataDir = null;
  else dataDir = path.resolve(dataDirRaw);

  return {
    port,
    host,
    redirectUris,
    postLogoutRedirectUris,
    accessTokenTtl,
    sessionTtl,
    rotateRefreshTokens,
    audience,
    dataDir,
    logRequests: truthy(env.IDP_LOG_REQUESTS),
  };
}

/** Issuer for a port, e.g. http://localhost:3100/realms/dtp */
export const issuerFor = (port) => `http://localhost:${port}${REALM_PATH}`;
