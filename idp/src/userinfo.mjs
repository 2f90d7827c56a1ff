// Userinfo for the JWT access tokens (Keycloak accepts its access token at userinfo).
// oidc-provider's own userinfo endpoint refuses every token that has an audience
// ("token audience prevents accessing the userinfo endpoint"), and our access tokens are
// JWTs for the API audience. So requests with such a JWT are answered here; everything
// else (opaque tokens, CORS preflight) still goes to oidc-provider.
// Validation is stateless like at a resource server (signature, iss, aud, exp): JWT access
// tokens are not stored by oidc-provider, so a logout does not invalidate them before `exp`.
import { verify } from 'node:crypto';

import { claimsOf, findAccountBySub } from './accounts.mjs';

const b64json = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** Bearer token from the Authorization header, if it looks like a JWT. */
export function bearerJwt(req) {
  const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(String(req.headers.authorization || ''));
  return match ? match[1] : undefined;
}

/**
 * @param {object} p
 * @param {{ kid: string, key: import('node:crypto').KeyObject }} p.publicKey
 * @param {string} p.issuer
 * @param {string} p.audience
 * @param {Record<string, string[]>} p.scopeClaims  scope → claim names (config `claims`)
 * @param {string[]} p.allowedOrigins               CORS origins (the app's)
 */
export function createJwtUserinfoHandler({ publicKey, issuer, audience, scopeClaims, allowedOrigins }) {
  async function validate(token) {
    const [h, p, s] = token.split('.');
    let header;
    let payload;
    try {
      header = b64json(h);
      payload = b64json(p);
    } catch {
      return { error: 'invalid token' };
    }
    if (header.alg !== 'RS256' || header.kid !== publicKey.kid) return { error: 'unknown signing key' };
    if (!verify('sha256', Buffer.from(`${h}.${p}`), publicKey.key, Buffer.from(s, 'base64url'))) {
      return { error: 'invalid signature' };
    }
    const now = Math.floor(Date.now() / 1000);
    const auds = [].concat(payload.aud ?? []);
    if (payload.iss !== issuer || !auds.includes(audience)) return { error: 'invalid issuer or audience' };
    if (typeof payload.exp !== 'number' || payload.exp + 15 < now) return { error: 'access token expired' };
    const scopes = new Set(String(payload.scope || '').split(' '));
    if (!scopes.has('openid')) return { error: 'access token missing openid scope', insufficient: true };

    const account = findAccountBySub(payload.sub);
    if (!account) return { error: 'account not found' };
    return { account, scopes };
  }

  return async function handleJwtUserinfo(req, res, token) {
    const origin = req.headers.origin;
    const headers = { 'cache-control': 'no-store', pragma: 'no-cache' };
    if (origin && allowedOrigins.includes(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-expose-headers'] = 'WWW-Authenticate';
      headers.vary = 'Origin';
    }

    const result = await validate(token);
    if (result.error) {
      const code = result.insufficient ? 'insufficient_scope' : 'invalid_token';
      res.writeHead(result.insufficient ? 403 : 401, {
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'www-authenticate': `Bearer realm="${issuer}", error="${code}", error_description="${result.error}"`,
      });
      return res.end(JSON.stringify({ error: code, error_description: result.error }));
    }

    const all = claimsOf(result.account);
    const body = { sub: all.sub };
    for (const scope of result.scopes) {
      for (const claim of scopeClaims[scope] || []) {
        if (all[claim] !== undefined) body[claim] = all[claim];
      }
    }
    res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    return res.end(JSON.stringify(body));
  };
}
