// Own interactions: GET  <issuer>/interaction/:uid           → login page (registration page for prompt=create)
//                  GET  <issuer>/interaction/:uid/login     → login page
//                  POST <issuer>/interaction/:uid/login     → check password, finish
//                  GET  <issuer>/interaction/:uid/register  → registration page
//                  POST <issuer>/interaction/:uid/register  → check the form, create the account, finish signed in
import { registerAccount, verifyCredentials } from './accounts.mjs';
import { isDisabled } from './disabled-accounts.mjs';
import { CLIENT_ID, REALM_PATH } from './options.mjs';
import { INTERACTION_PATH } from './config.mjs';
import { htmlHeaders } from './layout.mjs';
import { ACCOUNT_DISABLED_ERROR, LOGIN_ERROR, renderLoginPage } from './login-page.mjs';
import { errorPage } from './pages.mjs';
import { renderRegisterPage } from './register-page.mjs';
import { checkRegistration } from './registration.mjs';

const MAX_BODY = 16 * 1024;

function sendHtml(res, status, html) {
  res.writeHead(status, htmlHeaders());
  res.end(html);
}

async function readForm(req) {
  const type = String(req.headers['content-type'] || '');
  if (!type.startsWith('application/x-www-form-urlencoded')) return null;
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Grants everything requested (first-party client). Normally loadExistingGrant already did
 * that and the consent prompt never shows; this is the fallback.
 */
async function autoConsent(provider, details) {
  const { prompt: { details: missing }, params, session } = details;
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes || {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

/**
 * Creates the handler for requests below `${REALM_PATH}${INTERACTION_PATH}/`.
 * `path` is req.url without the realm prefix.
 * @param {() => import('oidc-provider').default} getProvider
 */
export function createInteractionHandler(getProvider) {
  return async function handleInteraction(req, res, pathname) {
    const provider = getProvider();
    const match = pathname.slice(INTERACTION_PATH.length).match(/^\/([\w-]+)(?:\/(login|register))?\/?$/);
    if (!match) return sendHtml(res, 404, errorPage({ error: 'invalid_request', error_description: 'unbekannte Adresse' }));
    const [, uid, step] = match;

    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return sendHtml(res, 400, errorPage({ error: 'session_not_found' }));
    }
    if (details.uid !== uid) return sendHtml(res, 400, errorPage({ error: 'session_not_found' }));

    const { prompt, params } = details;
    const base = `${REALM_PATH}${INTERACTION_PATH}/${uid}`;
    const client = params.client_id ? await provider.Client.find(String(params.client_id)) : undefined;
    const clientName = client?.clientName || (params.client_id === CLIENT_ID ? 'Digitale Test-Plattform' : undefined);
    const loginPage = (p = {}) => renderLoginPage({ action: `${base}/login`, registerHref: `${base}/register`, clientName, ...p });
    const registerPage = (p = {}) => renderRegisterPage({ action: `${base}/register`, loginHref: `${base}/login`, clientName, ...p });

    if (prompt.name === 'consent') {
      const grantId = await autoConsent(provider, details);
      return provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }
    if (prompt.name !== 'login' && prompt.name !== 'create') {
      return sendHtml(res, 400, errorPage({ error: 'invalid_request', error_description: `unbekannter Schritt ${prompt.name}` }));
    }

    if (req.method === 'GET') {
      const register = step === 'register' || (!step && prompt.name === 'create');
      return sendHtml(res, 200, register ? registerPage() : loginPage({ username: params.login_hint || '' }));
    }
    if (req.method !== 'POST' || !step) {
      res.writeHead(405, { allow: step ? 'GET, POST' : 'GET' });
      return res.end();
    }

    const form = await readForm(req);
    if (!form) return sendHtml(res, 400, errorPage({ error: 'invalid_request', error_description: 'Formular fehlt' }));
    // Either way the person is signed in, and a requested prompt=create counts as answered.
    const finish = (accountId) => provider.interactionFinished(req, res, {
      login: { accountId, amr: ['pwd'] },
      create: {},
    }, { mergeWithLastSubmission: false });

    if (step === 'register') {
      const { values, password, errors } = checkRegistration(form);
      if (Object.keys(errors).length > 0) return sendHtml(res, 200, registerPage({ values, errors }));
      return finish(registerAccount({ ...values, password }).sub);
    }

    const username = form.get('username') || '';
    const account = verifyCredentials(username, form.get('password') || '');
    if (!account) return sendHtml(res, 200, loginPage({ username, error: LOGIN_ERROR }));
    if (isDisabled(account.sub)) return sendHtml(res, 200, loginPage({ username, error: ACCOUNT_DISABLED_ERROR }));
    return finish(account.sub);
  };
}
