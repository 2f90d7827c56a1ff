// The German registration page of the local identity service (prompt=create, or 'Registrieren' on the login page).
import { escapeHtml, layout, PRODUCT } from './layout.mjs';
import { MIN_PASSWORD_LENGTH } from './registration.mjs';

export const REGISTER_TITLE = `Registrieren – ${PRODUCT}`;
export const REGISTER_SUMMARY = 'Bitte prüfen Sie die markierten Angaben.';

/** One labelled input, its message right below it and tied to it (aria-describedby). */
function field({ name, label, type = 'text', value = '', autocomplete, error, hint, autofocus }) {
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
${hint ? `<p class="field-hint" id="${name}-hint">${escapeHtml(hint)}</p>\n` : ''}<input type="${type}" id="${name}" name="${name}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${type === 'email' ? ' autocapitalize="none" spellcheck="false"' : ''}${autofocus ? ' autofocus' : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

/**
 * @param {object} p
 * @param {string} p.action       form action (POST)
 * @param {string} p.loginHref    the login page of the same sign-in
 * @param {import('./registration.mjs').RegistrationValues} [p.values]   what was typed (no passwords)
 * @param {import('./registration.mjs').RegistrationErrors} [p.errors]
 * @param {string} [p.clientName]
 */
export function renderRegisterPage({ action, loginHref, values = { givenName: '', familyName: '', email: '' }, errors = {}, clientName }) {
  const first = ['givenName', 'familyName', 'email', 'password', 'passwordConfirm'].find((name) => errors[name]) ?? 'givenName';
  const f = (p) => field({ ...p, error: errors[p.name], autofocus: p.name === first });
  const body = `<h1>Registrieren</h1>
<p>${clientName ? `Legen Sie Ihren Zugang an, um mit ${escapeHtml(clientName)} fortzufahren.` : 'Legen Sie Ihren Zugang an.'}</p>
${Object.keys(errors).length > 0 ? `<p class="error" role="alert">${REGISTER_SUMMARY}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="on" novalidate>
${f({ name: 'givenName', label: 'Vorname', value: values.givenName, autocomplete: 'given-name' })}
${f({ name: 'familyName', label: 'Nachname', value: values.familyName, autocomplete: 'family-name' })}
${f({ name: 'email', label: 'E-Mail', type: 'email', value: values.email, autocomplete: 'email', hint: 'Mit ihr melden Sie sich künftig an.' })}
${f({ name: 'password', label: 'Passwort', type: 'password', autocomplete: 'new-password', hint: `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen.` })}
${f({ name: 'passwordConfirm', label: 'Passwort wiederholen', type: 'password', autocomplete: 'new-password' })}
<button type="submit">Registrieren</button>
</form>
<p class="switch">Sie haben schon einen Zugang? <a href="${escapeHtml(loginHref)}">Anmelden</a></p>
<p class="hint">Lokaler Identitätsdienst für die Entwicklung (Realm „dtp“): der Zugang gilt bis zum Neustart.</p>`;
  return layout({ title: REGISTER_TITLE, body });
}
