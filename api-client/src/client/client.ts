import * as v from 'valibot';
import { getConfig } from '../config/config-store';
import { useAppStore } from '../stores/app-store';
import { useAuthStore } from '../stores/auth-store';
import { ApiError, ErrorTexts, errorForStatus } from './api-error';
import { takeEarlyCalls } from './early-calls';
import { createHttpTransport } from './http-transport';
import type { ApiRequest } from '@dtp/contract/api-request';
import type { Read } from '@dtp/contract/call-table';
import { clearPrefetched, hasPrefetched, storePrefetched, takePrefetched, type Prefetched } from './prefetch-cache';
import type { Transport } from './transport';
import { CallAborted, NetworkError } from './transport';
import { invalidateEverything } from './invalidation';

export interface CallOptions<T> {
  /** Name of the call for error messages, e.g. 'GET /datasheet'. */
  name?: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  form?: FormData;
  /** Checks the answer in http mode. */
  schema?: v.GenericSchema<unknown, T>;
  /** Saves, sends and progress changes raise the success flag. */
  success?: boolean;
  /** Background calls don't show the spinner. */
  silent?: boolean;
  /**
   * Statuses the screen shows as a state of its own (a new tester's missing data sheet: 404): the call
   * still throws its ApiError, but the error badge stays as it is.
   */
  expectedStatuses?: readonly number[];
  /** 'blob': the answer is a file (a download); errors still come as German JSON and reach the badge. */
  responseType?: 'json' | 'blob';
}

let transportOverride: Transport | null = null;
let cachedTransport: { key: string; transport: Promise<Transport> } | null = null;

/** Tests and tools may plug in a transport of their own (answers started ahead are forgotten). */
export function setTransport(transport: Transport | null): void {
  transportOverride = transport;
  cachedTransport = null;
  clearPrefetched();
}

/** The next call builds its transport anew (e.g. a fresh demo data source). */
export function dropCachedTransport(): void {
  cachedTransport = null;
  clearPrefetched();
  invalidateEverything();
}

/** What the demo data source is built from: the runtime config's `api.demoScale`, `contact.name` and questionnaire links. */
export interface DemoTransportOptions {
  scale: number;
  contactName: string;
  calendarLinks: { questionnaireUrl: string; premiumQuestionnaireUrl: string };
}
/** Builds the demo data source (@dtp/demo/loader's loadDemoTransport: the demo and the domain in a chunk of their own). */
export type DemoTransportLoader = (options: DemoTransportOptions) => Promise<Transport>;
let demoTransportLoader: DemoTransportLoader | null = null;

/**
 * How calls reach the data in demo mode (`api.source` 'demo'): the shell and each remote's standalone page hand over
 * @dtp/demo's loader at start, so this package never depends on the demo or the domain it brings.
 */
export function setDemoTransportLoader(loader: DemoTransportLoader | null): void {
  if (loader === demoTransportLoader) return;
  demoTransportLoader = loader;
  cachedTransport = null;
}

function demoTransport(options: DemoTransportOptions): Promise<Transport> {
  if (!demoTransportLoader) return Promise.reject(new Error("api.source 'demo' needs the demo's loader: setDemoTransportLoader(loadDemoTransport), see @dtp/demo/loader"));
  return demoTransportLoader(options);
}

function transportFor(): Promise<Transport> {
  if (transportOverride) return Promise.resolve(transportOverride);
  const { api, contact, questionnaire } = getConfig();
  const key = `${api.source}|${api.baseUrl}|${api.demoScale}|${contact.name}|${questionnaire.url}|${questionnaire.premiumUrl}`;
  if (cachedTransport?.key !== key) {
    const transport =
      api.source === 'demo'
        ? // Loaded lazily by the registered loader: the demo brings the domain in its own chunk; bundles in http mode never load it.
          demoTransport({
            scale: api.demoScale,
            contactName: contact.name,
            calendarLinks: { questionnaireUrl: questionnaire.url, premiumQuestionnaireUrl: questionnaire.premiumUrl },
          })
        : Promise.resolve(createHttpTransport(api.baseUrl));
    cachedTransport = { key, transport };
  }
  return cachedTransport.transport;
}

/**
 * Renews the access token after a 401 (a token that expired while the phone slept): answers the new
 * token, or null when the session could not be renewed. Registered by the shell in oidc mode.
 */
export type TokenRenewer = () => Promise<string | null>;
let tokenRenewer: TokenRenewer | null = null;

export function setTokenRenewer(renewer: TokenRenewer | null): void {
  tokenRenewer = renewer;
}

/** The calls in flight that the person may abort ('Abbrechen' after 20 s without an answer). */
const inFlight = new Set<AbortController>();

/** Aborts every call in flight: each fails with a German message, and every form keeps its input. */
export function abortCalls(): void {
  for (const controller of inFlight) controller.abort();
}

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  if (typeof data === 'string' && data.trim()) return data;
  return null;
}

function codeOf(data: unknown): string | null {
  return data && typeof data === 'object' && 'code' in data && typeof data.code === 'string' ? data.code : null;
}

function fieldErrorsOf(data: unknown): Record<string, string> {
  if (data && typeof data === 'object' && 'fieldErrors' in data && data.fieldErrors && typeof data.fieldErrors === 'object') {
    return data.fieldErrors as Record<string, string>;
  }
  return {};
}

function fail(error: ApiError): never {
  useAppStore.getState().setError(error.error, error.detail, { reloadOffered: error.reloadOffered });
  throw error;
}

/**
 * The one way every screen talks to the server. Errors are mapped and shown here
 * (spec section 8); screens only keep the user's input when a call throws.
 */
export async function call<T>(options: CallOptions<T>): Promise<T> {
  const app = useAppStore.getState();
  const name = options.name ?? `${options.method} ${options.path}`;
  // A GET the shell started ahead with the screen's code (the route table's first calls): its answer
  // is taken once and goes through the same mapping below, as if this call had sent it.
  const ahead = takeAhead(options);
  if (!options.silent) app.startLoading();
  const abort = new AbortController();
  inFlight.add(abort);
  try {
    const transport = await transportFor();
    const request: ApiRequest = {
      method: options.method,
      path: options.path,
      body: options.body,
      form: options.form,
      token: useAuthStore.getState().user?.token ?? null,
      responseType: options.responseType,
      signal: abort.signal,
    };
    const send = async (token: string | null, prefetched: Prefetched | null = null) => {
      try {
        if (prefetched) {
          abort.signal.addEventListener('abort', () => prefetched.controller.abort(), { once: true });
          return await prefetched.response;
        }
        return await transport({ ...request, token });
      } catch (cause) {
        if (cause instanceof NetworkError) fail(new ApiError(0, ErrorTexts.network, null));
        if (cause instanceof CallAborted) fail(new ApiError(0, ErrorTexts.aborted, null));
        throw cause;
      }
    };
    let response = await send(request.token, ahead);
    if (response.status === 401 && request.token && tokenRenewer) {
      // Renewed once and sent again; the person sees nothing of it.
      const renewed = await tokenRenewer();
      if (renewed) response = await send(renewed);
      else fail(new ApiError(401, useAppStore.getState().connectionLost ? ErrorTexts.network : ErrorTexts.sessionExpired, null));
    }
    if (response.status >= 400) {
      const error = errorForStatus(response.status, serverMessage(response.data), fieldErrorsOf(response.data), codeOf(response.data));
      if (options.expectedStatuses?.includes(response.status)) throw error;
      fail(error);
    }
    let data = response.data as T;
    if (options.schema && getConfig().api.source === 'http') {
      const checked = v.safeParse(options.schema, response.data);
      if (!checked.success) {
        const field = v.getDotPath(checked.issues[0]) ?? '(Antwort)';
        fail(new ApiError(response.status, ErrorTexts.invalidAnswer, `${name}: Feld „${field}“ ist ungültig.`));
      }
      data = checked.output;
    }
    if (options.success) useAppStore.getState().raiseSaveSuccess();
    return data;
  } finally {
    inFlight.delete(abort);
    if (!options.silent) useAppStore.getState().stopLoading();
  }
}

function takeAhead<T>(options: CallOptions<T>): Prefetched | null {
  const user = useAuthStore.getState().user;
  if (!user || options.method !== 'GET' || (options.responseType ?? 'json') !== 'json') return null;
  return takePrefetched(user.userId, options.method, options.path);
}

/**
 * Starts GETs ahead of the screen that will make them (the route table's first calls, while the
 * screen's code downloads): silent, no spinner and no badge here; the screen's own call takes the
 * answer (see prefetch-cache.ts) and shows what it would have shown. Only with a signed-in user's token.
 */
export function prefetch(calls: readonly Read[]): void {
  const user = useAuthStore.getState().user;
  if (!user?.token) return;
  let transport: Promise<Transport>;
  try {
    transport = transportFor();
  } catch {
    return; // no configuration yet: the screen makes its calls itself
  }
  // The page's inline script may have sent them already, with this user's token, before the app's code arrived.
  const { api } = getConfig();
  const earlyAnswer = !transportOverride && api.source === 'http' ? takeEarlyCalls(api.baseUrl, user.token) : () => null;
  for (const { method, path } of calls) {
    if (hasPrefetched(user.userId, method, path)) continue;
    const controller = new AbortController();
    const response =
      (method === 'GET' ? earlyAnswer(path, controller.signal) : null) ??
      transport.then((send) => send({ method, path, token: user.token, signal: controller.signal }));
    storePrefetched(user.userId, method, path, { response, controller });
  }
}

/** Fetches an image with the bearer token; failures are only logged (spec 8). */
export async function fetchImage(path: string): Promise<Blob | null> {
  try {
    const transport = await transportFor();
    const response = await transport({
      method: 'GET',
      path,
      token: useAuthStore.getState().user?.token ?? null,
      responseType: 'blob',
    });
    if (response.status >= 400 || !(response.data instanceof Blob)) throw new Error(`HTTP ${response.status}`);
    return response.data;
  } catch (error) {
    console.error('Error fetching image', error);
    return null;
  }
}
