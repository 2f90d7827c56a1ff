// German replacements for oidc-provider's built-in pages (logout, logout success, errors).
// The built-in ones are English and load a web font from the internet.
import { escapeHtml, htmlHeaders, layout } from './layout.mjs';

const AUTO_SUBMIT = "document.getElementById('op.logoutForm').submit();";

function send(ctx, html, script) {
  for (const [name, value] of Object.entries(htmlHeaders(script))) ctx.set(name, value);
  ctx.type = 'html';
  ctx.body = html;
}

/**
 * RP-initiated logout: no confirmation question, the form (with logout=yes = end the
 * whole session like Keycloak) is submitted automatically; without JavaScript a button.
 * @param {import('koa').Context} ctx
 * @param {string} form  `<form id="op.logoutForm" ...>…</form>` from oidc-provider
 */
export async function logoutSource(ctx, form) {
  const autoForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Abmelden</button></noscript></form>',
  );
  send(ctx, layout({
    title: 'Abmelden – Digitale Test-Plattform',
    body: `<h1>Abmelden</h1>\n<p>Sie werden abgemeldet …</p>\n${autoForm}`,
    script: AUTO_SUBMIT,
  }), AUTO_SUBMIT);
}

/** Shown after logout when no (valid) post_logout_redirect_uri was given. */
export async function postLogoutSuccessSource(ctx) {
  send(ctx, layout({
    title: 'Abgemeldet – Digitale Test-Plattform',
    body: '<h1>Sie sind abgemeldet</h1>\n<p>Sie haben sich erfolgreich abgemeldet. Sie können dieses Fenster schließen.</p>',
  }));
}

const ERROR_TEXT = {
  invalid_request: 'Die Anfrage ist ungültig.',
  invalid_client: 'Die Anwendung ist nicht bekannt.',
  invalid_redirect_uri: 'Die Rücksprungadresse (redirect_uri) ist für diese Anwendung nicht erlaubt.',
  invalid_scope: 'Die angeforderten Berechtigungen (scope) sind ungültig.',
  access_denied: 'Der Zugriff wurde verweigert.',
  session_not_found: 'Die Anmeldesitzung ist abgelaufen oder wurde nicht gefunden.',
  server_error: 'Im Identitätsdienst ist ein Fehler aufgetreten.',
};

/**
 * Error page body (used by oidc-provider's renderError and the interaction routes).
 * @param {{ error?: string, error_description?: string }} out
 */
export function errorPage(out) {
  const text = ERROR_TEXT[out.error] || 'Bei der Anmeldung ist ein Fehler aufgetreten.';
  return layout({
    title: 'Fehler – Digitale Test-Plattform',
    body: `<h1>Fehler bei der Anmeldung</h1>
<p role="alert">${escapeHtml(text)}</p>
<p>Bitte kehren Sie zur Anwendung zurück und versuchen Sie es erneut.</p>
<p class="hint">Technische Details: <code>${escapeHtml(out.error || 'unbekannt')}</code>${out.error_description ? ` – ${escapeHtml(out.error_description)}` : ''}</p>`,
  });
}

/** oidc-provider `renderError` */
export async function renderError(ctx, out) {
  send(ctx, errorPage(out));
}
