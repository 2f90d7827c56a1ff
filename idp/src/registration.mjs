// The registration form's rules, as the realm has them (deploy/keycloak/dtp-realm.json): the email is the user name
// and unique, the password policy `length(12) and notUsername and notEmail` (its breached-password list,
// `passwordBlacklist`, is Keycloak's alone: deploy/keycloak/README.md). Each bad input gets a German message
// for its field.
import { isEmailTaken } from './accounts.mjs';

export const MIN_PASSWORD_LENGTH = 12;
const MAX_LENGTH = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const REGISTRATION_ERRORS = Object.freeze({
  givenNameMissing: 'Bitte geben Sie Ihren Vornamen ein.',
  familyNameMissing: 'Bitte geben Sie Ihren Nachnamen ein.',
  tooLong: `Bitte höchstens ${MAX_LENGTH} Zeichen.`,
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  emailTaken: 'Mit dieser E-Mail-Adresse ist bereits ein Zugang registriert. Bitte melden Sie sich an.',
  passwordMissing: 'Bitte wählen Sie ein Passwort.',
  passwordShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
  passwordIsEmail: 'Das Passwort darf nicht Ihre E-Mail-Adresse sein.',
  confirmMissing: 'Bitte wiederholen Sie das Passwort.',
  confirmDiffers: 'Die Passwörter stimmen nicht überein.',
});

/**
 * @typedef {{ givenName: string, familyName: string, email: string }} RegistrationValues  kept on an error
 * @typedef {Partial<Record<'givenName' | 'familyName' | 'email' | 'password' | 'passwordConfirm', string>>} RegistrationErrors
 */

function nameError(value, missing) {
  if (!value) return missing;
  return value.length > MAX_LENGTH ? REGISTRATION_ERRORS.tooLong : undefined;
}

function emailError(email) {
  if (!email) return REGISTRATION_ERRORS.emailMissing;
  if (email.length > MAX_LENGTH || !EMAIL.test(email)) return REGISTRATION_ERRORS.emailInvalid;
  return isEmailTaken(email) ? REGISTRATION_ERRORS.emailTaken : undefined;
}

function passwordError(password, email) {
  if (!password) return REGISTRATION_ERRORS.passwordMissing;
  if (password.length < MIN_PASSWORD_LENGTH) return REGISTRATION_ERRORS.passwordShort;
  return email && password.toLowerCase() === email.toLowerCase() ? REGISTRATION_ERRORS.passwordIsEmail : undefined;
}

function confirmError(password, confirm) {
  if (!confirm) return REGISTRATION_ERRORS.confirmMissing;
  return confirm === password ? undefined : REGISTRATION_ERRORS.confirmDiffers;
}

/**
 * Reads and checks the form. Names and email are trimmed; passwords are taken as typed.
 * @param {URLSearchParams} form
 * @returns {{ values: RegistrationValues, password: string, errors: RegistrationErrors }}
 */
export function checkRegistration(form) {
  const values = {
    givenName: (form.get('givenName') ?? '').trim(),
    familyName: (form.get('familyName') ?? '').trim(),
    email: (form.get('email') ?? '').trim(),
  };
  const password = form.get('password') ?? '';
  const errors = Object.fromEntries(Object.entries({
    givenName: nameError(values.givenName, REGISTRATION_ERRORS.givenNameMissing),
    familyName: nameError(values.familyName, REGISTRATION_ERRORS.familyNameMissing),
    email: emailError(values.email),
    password: passwordError(password, values.email),
    passwordConfirm: confirmError(password, form.get('passwordConfirm') ?? ''),
  }).filter(([, message]) => message !== undefined));
  return { values, password, errors };
}
