// The German login page of the local identity service.
import { ACCOUNTS, effectiveRoles } from './accounts.mjs';
import { escapeHtml, layout, PRODUCT } from './layout.mjs';

export const LOGIN_TITLE = `Anmelden – ${PRODUCT}`;
export const LOGIN_ERROR = 'Benutzername oder Passwort ist falsch.';
/** Keycloak's message for a disabled user (after the right password only, so it reveals nothing to a guesser). */
export const ACCOUNT_DISABLED_ERROR = 'Ihr Konto ist deaktiviert. Bitte wenden Sie sich an die Geschäftsstelle.';

/** The account's roles of the platform (the default role's dtp-tester included), or a dash. */
const platformRoles = (roles) => effectiveRoles(roles).filter((r) => r.startsWith('dtp-')).join(', ') || '–';

/**
 * @param {object} p
 * @param {string} p.action          form action (POST)
 * @param {string} p.registerHref    the registration form of the same sign-in
 * @param {string} [p.username]      prefill (login_hint or last input)
 * @param {string} [p.error]         error message shown above the form
 * @param {string} [p.clientName]
 * @param {boolean} [p.showDemoAccounts]
 */
export function renderLoginPage({ action, registerHref, username = '', error, clientName, showDemoAccounts = true }) {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const demo = showDemoAccounts
    ? `<details>
<summary>Demo-Zugänge (nur lokale Entwicklung)</summary>
<table>
<thead><tr><th scope="col">Benutzername</th><th scope="col">Passwort</th><th scope="col">Rollen der Plattform</th></tr></thead>
<tbody>
${ACCOUNTS.map((a) => `<tr><td>${escapeHtml(a.username)}</td><td>${escapeHtml(a.password)}</td><td>${escapeHtml(platformRoles(a.roles))}</td></tr>`).join('\n')}
</tbody>
</table>
</details>`
    : '';

  const body = `<h1>Anmelden</h1>
<p>${clientName ? `Melden Sie sich an, um mit ${escapeHtml(clientName)} fortzufahren.` : 'Bitte melden Sie sich an.'}</p>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
<label for="username">Benutzername</label>
<input type="text" id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${username ? '' : ' autofocus'}${invalid}>
<label for="password">Passwort</label>
<input type="password" id="password" name="password" autocomplete="current-password" required${username ? ' autofocus' : ''}${invalid}>
<button type="submit">Anmelden</button>
</form>
<p class="switch">Noch kein Zugang? <a href="${escapeHtml(registerHref)}">Registrieren</a></p>
${demo}
<p class="hint">Lokaler Identitätsdienst für die Entwicklung (Realm „dtp“).</p>`;

  return layout({ title: LOGIN_TITLE, body });
}
