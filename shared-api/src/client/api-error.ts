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
} as const;

/**
 * Spec section 8, error catalogue. 409 and every 5xx get the internal-error text
 * (the original matched only 409 by mistake).
 */
export function errorForStatus(
  status: number,
  serverMessage: string | null,
  rawError: string,
  fieldErrors: Record<string, string> = {},
): ApiError {
  if (status === 400) return new ApiError(status, ErrorTexts.badRequest, serverMessage, fieldErrors);
  if (status === 403) return new ApiError(status, ErrorTexts.forbidden, null, fieldErrors);
  if (status === 409 || (status >= 500 && status < 600)) return new ApiError(status, ErrorTexts.internal, serverMessage, fieldErrors);
  return new ApiError(status, rawError, serverMessage, fieldErrors);
}
