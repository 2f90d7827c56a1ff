// oidc-provider configuration that mimics the Keycloak realm "dtp".
import { errors, interactionPolicy } from 'oidc-provider';

import { claimsOf, findAccount, findAccountBySub } from './accounts.mjs';
import { CLIENT_ID, REALM_PATH } from './options.mjs';
import { logoutSource, postLogoutSuccessSource, renderError } from './pages.mjs';

/** Resource indicator (must be an absolute URI) of the app's API; its tokens carry `aud` = options.audience. */
export const API_RESOURCE = 'urn:dtp:api';

/** Scopes the client may request; the app requests exactly 'openid profile email roles'. */
export const SCOPES = ['openid', 'profile', 'email', 'roles', 'offline_access'];

/** Keycloak-compatible endpoint paths (below the issuer http://localhost:<port>/realms/dtp). */
export const ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

/** Path of the own login interaction (below the issuer path). */
export const INTERACTION_PATH = '/interaction';

/**
 * Claims of the access token in addition to sub/scope/client_id (Keycloak style; `typ` as in every Keycloak access
 * token). api-server/test/keycloak-realm.test.ts compares them with what deploy/keycloak/dtp-realm.json issues.
 */
function accessTokenClaims(account, clientId) {
  const c = claimsOf(account);
  return {
    typ: 'Bearer',
    azp: clientId,
    realm_access: c.realm_access,
    preferred_username: c.preferred_username,
    name: c.name,
    given_name: c.given_name,
    family_name: c.family_name,
    email: c.email,
    email_verified: c.email_verified,
  };
}

/**
 * The default prompts, and one more reason to show the login page: a session whose account was disabled
 * since (disabled-accounts.mjs) is not signed in any more, as in Keycloak. And `prompt=create` (OpenID Connect
 * Prompt Create, as Keycloak 26.1+ has it): a requestable prompt of its own, asked first, that shows the registration
 * form; registering answers it and the login prompt at once (interactions.mjs).
 */
function realmInteractionPolicy() {
  const { Check, Prompt, base } = interactionPolicy;
  const policy = base();
  policy.add(new Prompt({ name: 'create', requestable: true }), 0);
  policy.get('login').checks.add(new Check('account_disabled', 'Das Konto ist deaktiviert.', (ctx) => (
    ctx.oidc.session.accountId && !ctx.oidc.account ? Check.REQUEST_PROMPT : Check.NO_NEED_TO_PROMPT
  )));
  return policy;
}

/**
 * Makes sure the session's grant covers everything this first-party client asks for,
 * so the consent prompt never appears (see STACK-NOTES: loadExistingGrant).
 */
async function loadExistingGrant(ctx) {
  const { oidc } = ctx;
  const { client, session } = oidc;
  if (!session.accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && grant.accountId !== session.accountId) grant = undefined;

  if (!grant && client.clientId !== CLIENT_ID) return undefined;
  if (!grant) {
    grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  }
  if (client.clientId === CLIENT_ID) {
    const requested = [...oidc.requestParamScopes];
    const oidcScopes = requested.filter((s) => SCOPES.includes(s));
    if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
    const claims = [...oidc.requestParamClaims];
    if (claims.length) grant.addOIDCClaims(claims);
    for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
      const rsScopes = requested.filter((s) => server.scopes.has(s));
      if (rsScopes.length) grant.addResourceScope(indicator, rsScopes.join(' '));
    }
  }
  await grant.save();
  return grant;
}

/**
 * @param {ReturnType<import('./options.mjs').resolveOptions>} options
 * @param {{ jwks: object, cookieKeys: string[] }} keys
 */
export function providerConfiguration(options, keys) {
  const resourceServer = {
    scope: 'openid profile email roles offline_access',
    audience: options.audience,
    accessTokenTTL: options.accessTokenTtl,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const policy = realmInteractionPolicy();
  return {
    clients: [{
      client_id: CLIENT_ID,
      client_name: 'Digitale Test-Plattform',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: options.redirectUris,
      post_logout_redirect_uris: options.postLogoutRedirectUris,
      id_token_signed_response_alg: 'RS256',
    }],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },

    findAccount,
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
      roles: ['realm_access'],
    },
    // Put all scope claims (realm_access, preferred_username, …) into the ID token, like Keycloak.
    conformIdTokenClaims: false,

    responseTypes: ['code'],
    pkce: { required: () => true },
    routes: ROUTES,

    // The OpenID Connect Prompt Create draft: an OP that takes prompt=create lists it here.
    discovery: { claim_types_supported: ['normal'], prompt_values_supported: ['none', ...policy.filter((p) => p.requestable).map((p) => p.name)] },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${REALM_PATH}${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant,

    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        // Authorization requests without `resource` get the API; token requests reuse it,
        // so the access token is always a JWT for the API (Keycloak-like).
        defaultResource: async (_ctx, _client, oneOf) => {
          if (oneOf) return oneOf.includes(API_RESOURCE) ? API_RESOURCE : oneOf[0];
          return API_RESOURCE;
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return resourceServer;
        },
      },
    },

    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = findAccountBySub(token.accountId);
      return account ? accessTokenClaims(account, token.clientId) : undefined;
    },

    // The app renews every 60 s: refresh tokens without the offline_access scope.
    issueRefreshToken: async (_ctx, client, source) => client.grantTypeAllowed('refresh_token')
      && (client.clientId === CLIENT_ID || source.scopes.has('offline_access')),
    // Keycloak default ("Revoke Refresh Token" off): a refresh token stays valid after use.
    // With rotation, reusing an old refresh token (parallel renewals, two tabs) revokes the whole grant.
    rotateRefreshToken: options.rotateRefreshTokens,

    ttl: {
      AccessToken: options.accessTokenTtl,
      IdToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      RefreshToken: options.sessionTtl,
      Session: options.sessionTtl,
      Grant: options.sessionTtl,
    },

    // CORS for the browser app: the origins of the client's redirect URIs (oidc-provider's default, made explicit).
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris.some((uri) => URL.parse(uri)?.origin === origin),

    renderError,
  };
}
