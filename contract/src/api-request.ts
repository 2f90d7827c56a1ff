/** What travels between a client and the server (http) or the in-browser demo: one call and its answer. */
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
  /** Aborts the call when the person chooses 'Abbrechen' (nothing aborts by itself: spec 7, no timeout). */
  signal?: AbortSignal;
}

export interface ApiResponse {
  status: number;
  /** Parsed JSON (or a Blob for responseType 'blob'); for errors the server's body. */
  data: unknown;
  /** The status text / raw error for statuses the catalogue does not name. */
  statusText: string;
}
