import type { Transport } from './transport';
import { CallAborted, NetworkError } from './transport';

/** fetch against the configured API base URL; no request timeout (spec 7). */
export function createHttpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, '');
  return async ({ method, path, body, form, token, responseType, signal }) => {
    const headers: Record<string, string> = { Accept: responseType === 'blob' ? '*/*' : 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (form) payload = form;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetch(base + path, { method, headers, body: payload, signal });
    } catch (cause) {
      if (signal?.aborted) throw new CallAborted();
      throw new NetworkError(cause);
    }
    let data: unknown = null;
    if (response.ok && responseType === 'blob') data = await response.blob();
    else {
      const text = await response.text();
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = text;
      }
    }
    return { status: response.status, data, statusText: response.statusText || `HTTP ${response.status}` };
  };
}
