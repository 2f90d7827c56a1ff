import type { ApiResponse } from '@dtp/contract/api-request';

/** Thrown by handlers; the server turns it into a status with { message, fieldErrors }. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** A machine-readable reason beside the German message (e.g. STALE_VERSION). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const statusTexts: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function respond(status: number, data: unknown): ApiResponse {
  return { status, data, statusText: statusTexts[status] ?? `HTTP ${status}` };
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>): HttpError =>
  new HttpError(400, message, fieldErrors);
export const forbidden = (): HttpError => new HttpError(403, 'Zugriff verweigert.');
export const notFound = (what: string): HttpError => new HttpError(404, `${what} wurde nicht gefunden.`);
