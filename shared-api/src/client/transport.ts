/** What travels between the client and a data source: http or the in-memory demo. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path below the API base URL, starting with '/'. */
  path: string;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (receipt upload). */
  form?: FormData;
  token: string | null;
  /** 'blob' for images; JSON otherwise. */
  responseType?: 'json' | 'blob';
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON (or a Blob for responseType 'blob'); for errors the server's body. */
  data: unknown;
  /** The status text / raw error for statuses the catalogue does not name. */
  statusText: string;
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** Thrown by a transport when no answer arrived at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network failure', { cause });
    this.name = 'NetworkError';
  }
}
