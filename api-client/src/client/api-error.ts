import { IDENTITY_SERVICE_UNAVAILABLE_CODE, IDENTITY_SERVICE_UNAVAILABLE_MESSAGE, STALE_VERSION_CODE } from '@dtp/contract/wire-format';

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
  /** 5xx: what happened, that the input is kept, and what to do (issue 31: the spec's text told to reload, which loses it). */
  server:
    'Auf dem Server ist ein Fehler aufgetreten. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es in einem Moment erneut. Besteht der Fehler weiter, wenden Sie sich an den Administrator.',
  /** A 503 because the server cannot reach the identity service to check the token: no sign-out (issue 41). */
  identityServiceUnavailable: IDENTITY_SERVICE_UNAVAILABLE_MESSAGE,
  /** 502, 503, 504: the server or its database is out of reach for a moment. */
  unavailable: 'Der Server ist gerade nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es in einem Moment erneut.',
  aborted:
    'Abgebrochen: Der Server hat nicht geantwortet. Ihre Eingaben bleiben erhalten; versuchen Sie es erneut, sobald die Verbindung besser ist. Ob eine Speicherung noch ankam, zeigt das nächste Laden.',
  sessionExpired: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an; Ihre Eingaben bleiben erhalten.',
  /** Deviation from the spec's 409 text (docs/spec-deviations.md#errors-and-loading): a save of a record someone changed meanwhile. */
  staleVersion: 'Jemand anderes hat diesen Datensatz inzwischen geändert.',
} as const;

/**
 * Spec section 8, error catalogue. Deviations (issue 31): 5xx texts tell the truth (the input is kept,
 * try again; the spec's internal-error text says to reload, which would lose it); every other status
 * without a catalogue text gets the internal-error text, never the raw English status text; a 401 the
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
  if (status === 503 && code === IDENTITY_SERVICE_UNAVAILABLE_CODE) return new ApiError(status, ErrorTexts.identityServiceUnavailable, null, fieldErrors);
  if (status === 502 || status === 503 || status === 504) return new ApiError(status, ErrorTexts.unavailable, serverMessage, fieldErrors);
  if (status >= 500 && status < 600) return new ApiError(status, ErrorTexts.server, serverMessage, fieldErrors);
  // 409 (the spec's row) and any other status.
  return new ApiError(status, ErrorTexts.internal, serverMessage, fieldErrors);
}
