import { STALE_VERSION_CODE } from '../contract/wire-format';

/** A failed call, already mapped to the spec's German error and shown by the shell's badge. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer arrived (network failure). */
    readonly status: number,
    /** The German error shown after 'Fehler:'. */
    readonly error: string,
    /** The server's message (detail line), if any. */
    readonly detail: string | null,
    readonly fieldErrors: Record<string, string> = {},
    /** The record changed since it was read: the badge offers 'Neu laden'. */
    readonly reloadOffered = false,
  ) {
    super(detail ? `${error} ${detail}` : error);
    this.name = 'ApiError';
  }
}

export const ErrorTexts = {
  badRequest: 'Ungültige Anfrage.',
  forbidden: 'Zugriff verweigert.',
  internal:
    'Interner Fehler. Bitte wenden Sie sich an den Administrator. Laden Sie diese Seite neu und überprüfen Sie, ob Ihre Änderungen übernommen wurden.',
  network:
    'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Eingaben bleiben erhalten.',
  invalidAnswer: 'Ungültige Antwort des Servers.',
  sessionExpired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an; Ihre Eingaben bleiben erhalten.',
  /** Deviation from the spec's 409 text (docs/spec-deviations.md#errors-and-loading): a save of a record someone changed meanwhile. */
  staleVersion: 'Jemand anderes hat diesen Datensatz inzwischen geändert.',
} as const;

/**
 * Spec section 8, error catalogue. 409 and every 5xx get the internal-error text
 * (the original matched only 409 by mistake). Deviation (issue 31): every other status without a
 * catalogue text gets the internal-error text too, never the raw English status text; a 401 the
 * token renewal could not mend says the sign-in expired.
 */
export function errorForStatus(
  status: number,
  serverMessage: string | null,
  fieldErrors: Record<string, string> = {},
  code: string | null = null,
): ApiError {
  if (status === 409 && code === STALE_VERSION_CODE) return new ApiError(status, ErrorTexts.staleVersion, serverMessage, fieldErrors, true);
  if (status === 400) return new ApiError(status, ErrorTexts.badRequest, serverMessage, fieldErrors);
  if (status === 403) return new ApiError(status, ErrorTexts.forbidden, null, fieldErrors);
  if (status === 401) return new ApiError(status, ErrorTexts.sessionExpired, null, fieldErrors);
  return new ApiError(status, ErrorTexts.internal, serverMessage, fieldErrors);
}
