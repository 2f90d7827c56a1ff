// Smoke test of the local identity service, no test framework needed:
//   node idp/scripts/smoke.mjs
// Starts idp/src/server.mjs on a free port and runs the full authorization code + PKCE
// flow with fetch (as the app does it), refresh, userinfo and logout.
// Last line: "<n> passed, <n> failed"; exit code 0 only if nothing failed.
// SMOKE_VERBOSE=1 also prints the decoded tokens.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ACCOUNTS, effectiveRoles } from '../src/accounts.mjs';

/** The demo accounts' subjects: UUIDs as Keycloak's, never the platform's record ids (issue 57). */
const SUB = Object.fromEntries(ACCOUNTS.map((a) => [a.username, a.sub]));
/** A registered tester's realm_access.roles, as Keycloak lists them: the default role, its members (dtp-tester among them). */
const TESTER_ROLES = ['default-roles-dtp', 'dtp-tester', 'offline_access', 'uma_authorization'];

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.mjs');
const ACCOUNT_COMMAND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'disable-account.mjs');
/** Its own data dir (keys, disabled accounts), removed at the end. */
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'dtp-idp-smoke-'));
const CLIENT_ID = 'dtp-frontend';
const APP = 'http://localhost:3000';
const REDIRECT_URI = `${APP}/`;
const SCOPE = 'openid profile email roles';
const ACCESS_TOKEN_TTL = 300;

let passed = 0;
let failed = 0;

function check(name, ok, detail) {
  if (ok) {
    passed += 1;
    console.log(`  ok   ${name}`);
  } else {
    failed += 1;
    console.log(`  FAIL ${name}${detail === undefined ? '' : ` – ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`}`);
  }
  return Boolean(ok);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const b64url = (buf) => Buffer.from(buf).toString('base64url');

function decodeJwt(jwt) {
  const [h, p] = String(jwt).split('.');
  return { header: JSON.parse(Buffer.from(h, 'base64url')), payload: JSON.parse(Buffer.from(p, 'base64url')) };
}

function verifyJwt(jwt, jwks) {
  const [h, p, s] = jwt.split('.');
  const { kid } = JSON.parse(Buffer.from(h, 'base64url'));
  const jwk = jwks.keys.find((k) => k.kid === kid);
  return Boolean(jwk) && verify('sha256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url'));
}

/** Minimal browser: cookie jar with path matching, manual redirects. */
class Browser {
  cookies = new Map(); // name → { value, path }

  cookieHeader(url) {
    const { pathname } = new URL(url);
    return [...this.cookies].filter(([, c]) => pathname.startsWith(c.path)).map(([n, c]) => `${n}=${c.value}`).join('; ');
  }

  store(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = Object.fromEntries(attrs.map((a) => {
        const i = a.indexOf('=');
        return i < 0 ? [a.toLowerCase(), true] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
      }));
      const expired = attr['max-age'] === '0' || (attr.expires && Date.parse(attr.expires) <= Date.now()) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attr.path || '/' });
    }
  }

  async request(url, { method = 'GET', form, headers = {} } = {}) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(this.cookieHeader(url) ? { cookie: this.cookieHeader(url) } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.store(res);
    const location = res.headers.get('location');
    return { res, status: res.status, location: location ? new URL(location, url).href : undefined, text: await res.text() };
  }

  /** Follows redirects until leaving the identity service (the app's redirect_uri) or a page. */
  async follow(first, issuerOrigin) {
    let step = first;
    for (let i = 0; i < 10; i += 1) {
      if (step.location && new URL(step.location).origin === issuerOrigin) {
        step = await this.request(step.location);
      } else if (step.status === 200 && step.text.includes('<title>Submitting Callback</title>')) {
        // oidc-provider's auto-submitting form_post (e.g. ending the old session when another user logs in)
        const action = /<form method="post" action="([^"]+)"/.exec(step.text)[1].replace(/&amp;/g, '&');
        const form = Object.fromEntries([...step.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
        step = await this.request(action, { method: 'POST', form });
      } else break;
    }
    return step;
  }
}

function startServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER, '--port', '0', '--data-dir', DATA_DIR], {
      env: { ...process.env, IDP_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL), IDP_REDIRECT_URIS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 20000);
    const onData = (chunk) => {
      out += chunk;
      const m = /Identity service: (http:\/\/localhost:\d+\/realms\/dtp)\s/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, issuer: m[1], output: () => out });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => { out += chunk; });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited (${code}):\n${out}`)); });
  });
}

function authUrl(meta, { challenge, state, nonce, redirectUri = REDIRECT_URI, extra = {} }) {
  const url = new URL(meta.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SCOPE,
    state,
    nonce,
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  }).toString();
  return url.href;
}

const formAction = (html) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/** Login via the login page; returns the final redirect to the app and the PKCE data. */
async function login(browser, meta, issuerOrigin, username, password, { prompt } = {}) {
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const state = b64url(randomBytes(8));
  const nonce = b64url(randomBytes(8));
  const start = await browser.request(authUrl(meta, { challenge, state, nonce, extra: prompt ? { prompt } : {} }));
  const page = await browser.follow(start, issuerOrigin);
  const action = formAction(page.text);
  if (!action) return { page, verifier, state, nonce };
  const done = await browser.follow(await browser.request(new URL(action, page.res.url || start.location).href, {
    method: 'POST', form: { username, password },
  }), issuerOrigin);
  return { page, done, verifier, state, nonce };
}

async function token(meta, params) {
  const res = await fetch(meta.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }).toString(),
  });
  return { res, body: await res.json() };
}

async function run() {
  const { child, issuer, output } = await startServer();
  const issuerOrigin = new URL(issuer).origin;
  try {
    console.log(`Identity service started: ${issuer}`);

    // --- discovery ---------------------------------------------------------------
    const disco = await fetch(`${issuer}/.well-known/openid-configuration`);
    const meta = await disco.json();
    check('discovery 200', disco.status === 200, disco.status);
    check('discovery issuer includes /realms/dtp', meta.issuer === issuer, meta.issuer);
    check('discovery endpoints below the issuer', ['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'end_session_endpoint', 'jwks_uri']
      .every((k) => String(meta[k]).startsWith(`${issuer}/`)), meta);
    check('PKCE S256 advertised', same(meta.code_challenge_methods_supported, ['S256']), meta.code_challenge_methods_supported);
    check('scope roles supported', meta.scopes_supported?.includes('roles'), meta.scopes_supported);
    check('refresh_token grant supported', meta.grant_types_supported?.includes('refresh_token'), meta.grant_types_supported);
    const jwks = await (await fetch(meta.jwks_uri)).json();
    check('JWKS has an RS256 key', jwks.keys?.some((k) => k.kty === 'RSA' && k.alg === 'RS256' && !k.d), jwks);
    check('discovery is CORS-open', (await fetch(`${issuer}/.well-known/openid-configuration`, { headers: { origin: APP } }))
      .headers.get('access-control-allow-origin') !== null);

    // --- tester: login page, wrong password, right password --------------------------
    const browser = new Browser();
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const state = b64url(randomBytes(8));
    const nonce = b64url(randomBytes(8));
    const start = await browser.request(authUrl(meta, { challenge, state, nonce }));
    check('auth redirects to the interaction', start.status === 303 && start.location?.startsWith(`${issuer}/interaction/`), { status: start.status, location: start.location });

    const page = await browser.request(start.location);
    check('login page 200', page.status === 200, page.status);
    check('login page title', page.text.includes('<title>Anmelden – Digitale Test-Plattform</title>'));
    check('login page labels', /<label for="username">Benutzername<\/label>/.test(page.text) && /<label for="password">Passwort<\/label>/.test(page.text)
      && page.text.includes('id="username"') && page.text.includes('id="password"'));
    check('login page button Anmelden', /<button type="submit">Anmelden<\/button>/.test(page.text));
    check('login page is German and mobile-ready', page.text.includes('<html lang="de">') && page.text.includes('width=device-width'));
    check('login page loads no external resources', !/(src|href)="https?:|@import|url\(/i.test(page.text));
    const action = formAction(page.text);
    check('login form posts to the interaction', action?.startsWith('/realms/dtp/interaction/'), action);

    const wrong = await browser.request(new URL(action, issuer).href, { method: 'POST', form: { username: 'tester', password: 'falsch' } });
    check('wrong password is refused with the German message', wrong.status === 200 && wrong.text.includes('Benutzername oder Passwort ist falsch.') && !wrong.location,
      { status: wrong.status, location: wrong.location });
    check('wrong password keeps the username', wrong.text.includes('value="tester"'));
    const unknown = await browser.request(new URL(action, issuer).href, { method: 'POST', form: { username: 'niemand', password: 'x' } });
    check('unknown user is refused the same way', unknown.text.includes('Benutzername oder Passwort ist falsch.'));

    const right = await browser.request(new URL(action, issuer).href, { method: 'POST', form: { username: 'tester', password: 'tester' } });
    check('right password continues the flow', right.status === 303 && right.location?.startsWith(`${issuer}/protocol/openid-connect/auth/`), { status: right.status, location: right.location });
    const back = await browser.follow(right, issuerOrigin);
    const cb = back.location ? new URL(back.location) : undefined;
    check('redirect to redirect_uri with code (no consent page)', cb && `${cb.origin}${cb.pathname}` === REDIRECT_URI && cb.searchParams.get('code'), { status: back.status, location: back.location });
    check('state is returned', cb?.searchParams.get('state') === state);
    check('iss is returned', cb?.searchParams.get('iss') === issuer, cb?.searchParams.get('iss'));

    // --- token endpoint -------------------------------------------------------------------
    const code = cb?.searchParams.get('code');
    const bad = await token(meta, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: b64url(randomBytes(32)) });
    check('wrong code_verifier is rejected', bad.res.status === 400 && bad.body.error === 'invalid_grant', bad.body);
    const t = await token(meta, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    check('token endpoint 200', t.res.status === 200, t.body);
    check('token endpoint CORS for the app origin', t.res.headers.get('access-control-allow-origin') === APP, t.res.headers.get('access-control-allow-origin'));
    {
      const foreign = await fetch(meta.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
        body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
      });
      check('token endpoint refuses CORS for foreign origins', !foreign.headers.get('access-control-allow-origin'), foreign.headers.get('access-control-allow-origin'));
    }
    check('token_type Bearer, expires_in = IDP_ACCESS_TOKEN_TTL', t.body.token_type === 'Bearer' && t.body.expires_in === ACCESS_TOKEN_TTL, t.body);
    check('refresh token issued without offline_access', typeof t.body.refresh_token === 'string' && t.body.refresh_token.length > 20, t.body);
    check('scope as requested', same(String(t.body.scope).split(' ').sort(), SCOPE.split(' ').sort()), t.body.scope);

    const id = decodeJwt(t.body.id_token).payload;
    if (process.env.SMOKE_VERBOSE) {
      console.log('ID token:', JSON.stringify(id, null, 2));
      console.log('access token:', JSON.stringify(decodeJwt(t.body.access_token), null, 2));
    }
    check('ID token signature valid (JWKS)', verifyJwt(t.body.id_token, jwks));
    check('ID token iss/aud/sub/nonce', id.iss === issuer && id.aud === CLIENT_ID && id.sub === SUB.tester && id.nonce === nonce, id);
    check('ID token realm_access.roles: the default role and its members', same(id.realm_access?.roles, TESTER_ROLES), id.realm_access);
    check('ID token profile + email claims', id.preferred_username === 'tester' && id.name === 'Max Mustermann'
      && id.given_name === 'Max' && id.family_name === 'Mustermann' && id.email === 'max.mustermann@example.de', id);

    const at = decodeJwt(t.body.access_token);
    check('access token is a JWT (RS256, at+jwt)', at.header.alg === 'RS256' && at.header.typ === 'at+jwt', at.header);
    check('access token signature valid (JWKS)', verifyJwt(t.body.access_token, jwks));
    check('access token iss/aud/sub/client_id', at.payload.iss === issuer && at.payload.aud === 'dtp-api' && at.payload.sub === SUB.tester && at.payload.client_id === CLIENT_ID, at.payload);
    check('access token realm_access.roles: the default role and its members', same(at.payload.realm_access?.roles, TESTER_ROLES), at.payload.realm_access);
    check('access token preferred_username + scope', at.payload.preferred_username === 'tester' && String(at.payload.scope).split(' ').includes('roles'), at.payload);
    check('access token lifetime', at.payload.exp - at.payload.iat === ACCESS_TOKEN_TTL, at.payload.exp - at.payload.iat);

    // --- userinfo ---------------------------------------------------------------------
    const ui = await fetch(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${t.body.access_token}`, origin: APP } });
    const uiBody = await ui.json();
    check('userinfo 200 with the access token', ui.status === 200, uiBody);
    check('userinfo claims', uiBody.sub === SUB.tester && uiBody.email === 'max.mustermann@example.de'
      && uiBody.preferred_username === 'tester' && same(uiBody.realm_access?.roles, TESTER_ROLES), uiBody);
    check('userinfo CORS for the app origin', ui.headers.get('access-control-allow-origin') === APP);
    const uiBad = await fetch(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${t.body.access_token.slice(0, -4)}AAAA` } });
    check('userinfo rejects a forged token', uiBad.status === 401, uiBad.status);

    // --- refresh ------------------------------------------------------------------------
    const r1 = await token(meta, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token });
    check('refresh_token grant 200', r1.res.status === 200, r1.body);
    const r1at = r1.body.access_token ? decodeJwt(r1.body.access_token).payload : {};
    const r1id = r1.body.id_token ? decodeJwt(r1.body.id_token).payload : {};
    check('refreshed access token keeps realm_access', r1.body.access_token !== t.body.access_token && same(r1at.realm_access?.roles, TESTER_ROLES) && r1at.aud === 'dtp-api', r1at);
    check('refreshed ID token keeps realm_access + sub', r1id.sub === SUB.tester && same(r1id.realm_access?.roles, TESTER_ROLES), r1id);
    check('refresh response contains a refresh token', typeof r1.body.refresh_token === 'string', r1.body);
    const r2 = await token(meta, { grant_type: 'refresh_token', refresh_token: r1.body.refresh_token });
    check('second refresh works', r2.res.status === 200 && typeof r2.body.access_token === 'string', r2.body);

    // --- SSO: a second authorization request needs no login -------------------------------
    {
      const v = b64url(randomBytes(32));
      const s2 = await browser.follow(await browser.request(authUrl(meta, {
        challenge: b64url(createHash('sha256').update(v).digest()), state: 's2', nonce: 'n2',
      })), issuerOrigin);
      check('SSO: second authorization goes straight back to the app', s2.location?.startsWith(REDIRECT_URI) && new URL(s2.location).searchParams.get('code'), s2.location);
    }

    // --- error cases ------------------------------------------------------------------
    {
      const noPkce = await new Browser().request(authUrl(meta, { state: 'x', nonce: 'y' }));
      const loc = noPkce.location ? new URL(noPkce.location) : undefined;
      check('PKCE is required', loc?.searchParams.get('error') === 'invalid_request' && /PKCE/.test(loc?.searchParams.get('error_description')), noPkce.location);
      const evil = await new Browser().request(authUrl(meta, { challenge: 'a'.repeat(43), state: 'x', nonce: 'y', redirectUri: 'http://evil.example/' }));
      check('unregistered redirect_uri gives a German error page', evil.status === 400 && evil.text.includes('Fehler bei der Anmeldung') && !evil.location, evil.status);
      check('error page loads no external resources', !/(src|href)="https?:|@import|url\(/i.test(evil.text));
    }

    // --- all demo accounts ----------------------------------------------------------------
    for (const account of ACCOUNTS) {
      const b = new Browser();
      const flow = await login(b, meta, issuerOrigin, account.username, account.password);
      const c = flow.done?.location ? new URL(flow.done.location).searchParams.get('code') : undefined;
      const tk = c ? await token(meta, { grant_type: 'authorization_code', code: c, redirect_uri: REDIRECT_URI, code_verifier: flow.verifier }) : { body: {} };
      const idp = tk.body.id_token ? decodeJwt(tk.body.id_token).payload : {};
      const atp = tk.body.access_token ? decodeJwt(tk.body.access_token).payload : {};
      check(`account ${account.username}: sub ${account.sub}, roles ${account.roles.join(',')}`,
        idp.sub === account.sub && same(idp.realm_access?.roles, effectiveRoles(account.roles)) && same(atp.realm_access?.roles, effectiveRoles(account.roles))
        && idp.email === account.email && idp.name === `${account.givenName} ${account.familyName}`, { idp, error: tk.body.error });
    }

    // --- prompt=login with an existing session: switch the user ------------------------
    {
      const flow = await login(browser, meta, issuerOrigin, 'admin', 'admin', { prompt: 'login' });
      check('prompt=login shows the login page despite the session', Boolean(formAction(flow.page.text)), flow.page.status);
      const c = flow.done?.location ? new URL(flow.done.location).searchParams.get('code') : undefined;
      const tk = c ? await token(meta, { grant_type: 'authorization_code', code: c, redirect_uri: REDIRECT_URI, code_verifier: flow.verifier }) : { body: {} };
      const admin = tk.body.id_token ? decodeJwt(tk.body.id_token).payload : {};
      check('prompt=login: now admin with dtp-admin', admin.sub === SUB.admin && admin.realm_access?.roles.includes('dtp-admin'), { admin, done: flow.done?.location, err: tk.body });
      t.body.id_token = tk.body.id_token;
      t.body.refresh_token = tk.body.refresh_token;
    }

    // --- RP-initiated logout ----------------------------------------------------------------
    {
      const url = new URL(meta.end_session_endpoint);
      url.search = new URLSearchParams({
        id_token_hint: t.body.id_token, post_logout_redirect_uri: `${APP}/login`, state: 'bye', client_id: CLIENT_ID,
      }).toString();
      const lp = await browser.request(url.href);
      check('logout page 200, German, auto-submits', lp.status === 200 && lp.text.includes('lang="de"') && lp.text.includes("getElementById('op.logoutForm').submit()")
        && lp.text.includes('name="logout" value="yes"'), lp.status);
      check('logout page CSP allows only its own inline script', /script-src 'sha256-[^']+'/.test(lp.res.headers.get('content-security-policy') || ''));
      check('logout page loads no external resources', !/(src|href)="https?:|@import|url\(/i.test(lp.text));
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(lp.text)?.[1];
      const done = await browser.request(new URL(formAction(lp.text), url).href, { method: 'POST', form: { xsrf, logout: 'yes' } });
      const loc = done.location ? new URL(done.location) : undefined;
      check('logout redirects to post_logout_redirect_uri with state', loc && `${loc.origin}${loc.pathname}` === `${APP}/login` && loc.searchParams.get('state') === 'bye', done.location);
      const after = await token(meta, { grant_type: 'refresh_token', refresh_token: t.body.refresh_token });
      check('refresh token is invalid after logout', after.res.status === 400 && after.body.error === 'invalid_grant', after.body);
      const again = await browser.follow(await browser.request(authUrl(meta, { challenge: 'b'.repeat(43), state: 'x', nonce: 'y' })), issuerOrigin);
      check('after logout the login page is shown again', Boolean(formAction(again.text)) && again.text.includes('Anmelden'), again.status);
    }

    // --- registering (prompt=create, as Keycloak 26.1+): the form, its field errors, then signed in -------------
    {
      check('discovery lists prompt=create', meta.prompt_values_supported?.includes('create'), meta.prompt_values_supported);
      const b = new Browser();
      const v = b64url(randomBytes(32));
      const start = await b.follow(await b.request(authUrl(meta, {
        challenge: b64url(createHash('sha256').update(v).digest()), state: 'reg', nonce: 'nreg', extra: { prompt: 'create' },
      })), issuerOrigin);
      const html = start.text;
      check('prompt=create shows the registration page', start.status === 200 && html.includes('<title>Registrieren – Digitale Test-Plattform</title>')
        && ['Vorname', 'Nachname', 'E-Mail', 'Passwort', 'Passwort wiederholen'].every((l) => html.includes(`>${l}</label>`)), start.status);
      check('the registration page links to the login page', /href="\/realms\/dtp\/interaction\/[\w-]+\/login">Anmelden<\/a>/.test(html));
      check('the registration page loads no external resources', !/(src|href)="https?:|@import|url\(/i.test(html));
      const post = async (form) => b.request(new URL(formAction(html), issuer).href, { method: 'POST', form });
      const errorOf = (text, name) => new RegExp(`<p class="field-error" id="${name}-error">([^<]*)</p>`).exec(text)?.[1];
      const empty = await post({ givenName: ' ', familyName: '', email: '', password: '', passwordConfirm: '' });
      check('empty fields: a German message next to each', empty.status === 200 && !empty.location
        && errorOf(empty.text, 'givenName') === 'Bitte geben Sie Ihren Vornamen ein.' && errorOf(empty.text, 'familyName') === 'Bitte geben Sie Ihren Nachnamen ein.'
        && errorOf(empty.text, 'email') === 'Bitte geben Sie Ihre E-Mail-Adresse ein.' && errorOf(empty.text, 'password') === 'Bitte wählen Sie ein Passwort.'
        && errorOf(empty.text, 'passwordConfirm') === 'Bitte wiederholen Sie das Passwort.', empty.text.slice(0, 200));
      check('a field with an error is marked and tied to its message', /id="email"[^>]*aria-invalid="true" aria-describedby="email-hint email-error"/.test(empty.text));
      const bad = await post({ givenName: 'Rita', familyName: 'Register', email: 'rita@', password: 'kurz', passwordConfirm: 'kurz' });
      check('an invalid email and a short password', errorOf(bad.text, 'email')?.startsWith('Bitte geben Sie eine gültige E-Mail-Adresse ein')
        && errorOf(bad.text, 'password') === 'Das Passwort muss mindestens 12 Zeichen lang sein.' && !errorOf(bad.text, 'givenName'), bad.text.slice(0, 200));
      check('what was typed stays, the passwords do not', bad.text.includes('value="Rita"') && bad.text.includes('value="Register"') && bad.text.includes('value="rita@"') && !bad.text.includes('value="kurz"'));
      const taken = await post({ givenName: 'Max', familyName: 'Zweiter', email: 'MAX.mustermann@example.de', password: 'geheim-genug', passwordConfirm: 'anders-genug' });
      check('an email already registered, and passwords that differ', errorOf(taken.text, 'email') === 'Mit dieser E-Mail-Adresse ist bereits ein Zugang registriert. Bitte melden Sie sich an.'
        && errorOf(taken.text, 'passwordConfirm') === 'Die Passwörter stimmen nicht überein.', taken.text.slice(0, 200));
      const done = await b.follow(await post({ givenName: 'Rita', familyName: 'Register', email: 'Rita.Register@example.de', password: 'lang-genug-1', passwordConfirm: 'lang-genug-1' }), issuerOrigin);
      const c = done.location?.startsWith(REDIRECT_URI) ? new URL(done.location).searchParams.get('code') : null;
      check('registering finishes the sign-in: back to the app with a code', Boolean(c), { status: done.status, location: done.location });
      const tk = c ? await token(meta, { grant_type: 'authorization_code', code: c, redirect_uri: REDIRECT_URI, code_verifier: v }) : { body: {} };
      const at = tk.body.access_token ? decodeJwt(tk.body.access_token).payload : {};
      check('the new account: a UUID subject, the email as user name, names, a verified email, the default roles',
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(at.sub) && at.preferred_username === 'rita.register@example.de'
        && at.given_name === 'Rita' && at.family_name === 'Register' && at.email === 'Rita.Register@example.de' && at.email_verified === true
        && same(at.realm_access?.roles, TESTER_ROLES), at);
      const again = await login(new Browser(), meta, issuerOrigin, 'rita.register@example.de', 'lang-genug-1');
      check('the new account signs in with its email and password', again.done?.location?.startsWith(REDIRECT_URI), again.done?.status);
      const fresh = new Browser();
      const loginPage = await fresh.follow(await fresh.request(authUrl(meta, { challenge: 'd'.repeat(43), state: 'x', nonce: 'y' })), issuerOrigin);
      const registerHref = /Noch kein Zugang\? <a href="(\/realms\/dtp\/interaction\/[\w-]+\/register)">Registrieren<\/a>/.exec(loginPage.text)?.[1];
      check('the login page links to the registration form', Boolean(registerHref));
      const form = registerHref ? await fresh.request(new URL(registerHref, issuer).href) : { text: '' };
      check('… which opens in the same sign-in', form.text.includes('<h1>Registrieren</h1>') && form.text.includes(`action="${registerHref}"`), form.status);
    }

    // --- a disabled account (issue 32: a tester erased in the platform is disabled here) ----------
    {
      const codeOf = (flow) => (flow.done?.location?.startsWith(REDIRECT_URI) ? new URL(flow.done.location).searchParams.get('code') : null);
      const account = (...args) => spawnSync(process.execPath, [ACCOUNT_COMMAND, ...args, '--data-dir', DATA_DIR], { encoding: 'utf8' });
      const b = new Browser();
      const flow = await login(b, meta, issuerOrigin, 'tester2', 'tester2');
      const tk = await token(meta, { grant_type: 'authorization_code', code: codeOf(flow), redirect_uri: REDIRECT_URI, code_verifier: flow.verifier });
      check('tester2 signs in before being disabled', tk.res.status === 200, tk.body);
      const disabled = account('erika.musterfrau@example.de');
      check('disable-account (by email) disables tester2', disabled.status === 0 && disabled.stdout.includes(`Konto tester2 (${SUB.tester2}) ist deaktiviert.`), disabled.stdout + disabled.stderr);
      const refreshed = await token(meta, { grant_type: 'refresh_token', refresh_token: tk.body.refresh_token });
      check('a disabled account: its refresh token is refused', refreshed.res.status === 400 && refreshed.body.error === 'invalid_grant', refreshed.body);
      const ui = await fetch(meta.userinfo_endpoint, { headers: { authorization: `Bearer ${tk.body.access_token}` } });
      check('a disabled account: userinfo refuses its access token', ui.status === 401, ui.status);
      const sso = await b.follow(await b.request(authUrl(meta, { challenge: 'c'.repeat(43), state: 'x', nonce: 'y' })), issuerOrigin);
      check('a disabled account: its session no longer signs in without the login page', !sso.location?.startsWith(REDIRECT_URI) && Boolean(formAction(sso.text)), { status: sso.status, location: sso.location, text: sso.text.slice(0, 300) });
      const refused = await login(new Browser(), meta, issuerOrigin, 'tester2', 'tester2');
      check('a disabled account: the right password gets the German message and no code', refused.done?.text.includes('Ihr Konto ist deaktiviert.') && codeOf(refused) === null, refused.done?.status);
      const guessed = await login(new Browser(), meta, issuerOrigin, 'tester2', 'falsch');
      check('a disabled account: a wrong password gets the usual message (nothing revealed)', guessed.done?.text.includes('Benutzername oder Passwort ist falsch.') && !guessed.done?.text.includes('deaktiviert'));
      check('another account still signs in', codeOf(await login(new Browser(), meta, issuerOrigin, 'tester', 'tester')) !== null);
      const enabled = account('--enable', SUB.tester2);
      check('enable-account (by subject) enables it again', enabled.status === 0 && enabled.stdout.includes('ist wieder aktiv'), enabled.stdout + enabled.stderr);
      check('enabled again, tester2 signs in', codeOf(await login(new Browser(), meta, issuerOrigin, 'tester2', 'tester2')) !== null);
      const unknownAccount = account('niemand');
      check('disable-account refuses an unknown account', unknownAccount.status === 1 && unknownAccount.stderr.includes('Kein Konto „niemand“'), unknownAccount.stderr);
    }
  } catch (error) {
    check('no exception', false, error.stack);
    console.log(output());
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  }
}

await run();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
