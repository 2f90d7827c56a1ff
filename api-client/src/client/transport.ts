import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';

/** How the client reaches a data source: http, or the in-browser demo (loaded lazily). */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** Thrown by a transport when no answer arrived at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network failure', { cause });
    this.name = 'NetworkError';
  }
}

/** Thrown by a transport when the person aborted the call ('Abbrechen' on a call that did not answer). */
export class CallAborted extends Error {
  constructor() {
    super('Call aborted');
    this.name = 'CallAborted';
  }
}
