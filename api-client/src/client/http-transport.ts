import type { ApiRequest, ApiResponse } from '@dtp/contract/api-request';
import type { Transport } from './transport';
import { CallAborted, NetworkError } from './transport';

/**
 * A download's file name from the server's `Content-Disposition` (RFC 6266: `filename*` in UTF-8
 * first, else `filename`): the answer becomes a File of that name; without one it stays a Blob.
 */
function named(blob: Blob, disposition: string | null): Blob {
  const extended = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  const plain = disposition?.match(/filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;\s]+)/i);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? new File([blob], name, { type: blob.type }) : blob;
}

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
    return answerOf(response, responseType);
  };
}

/** A fetch response as the client's answer: parsed JSON (or the file of a download), status and its text. */
export async function answerOf(response: Response, responseType: ApiRequest['responseType'] = 'json'): Promise<ApiResponse> {
  let data: unknown = null;
  if (response.ok && responseType === 'blob') data = named(await response.blob(), response.headers.get('content-disposition'));
  else {
    const text = await response.text();
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = text;
    }
  }
  return { status: response.status, data, statusText: response.statusText || `HTTP ${response.status}` };
}
