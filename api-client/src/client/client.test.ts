import { useConfigStore } from '../config/config-store';
import { datasheetApi } from '../resources/datasheet';
import { personalDataApi } from '../resources/personal-data';
import { settingsApi } from '../resources/settings';
import { travelApi } from '../resources/travel';
import { useAppStore } from '../stores/app-store';
import { useAuthStore } from '../stores/auth-store';
import { testConfig } from '../../test-support/test-config';
import { ApiError, ErrorTexts } from './api-error';
import { abortCalls, call, setTokenRenewer, setTransport } from './client';

const BASE = 'https://api.example.test/api';

interface FakeAnswer {
  status?: number;
  statusText?: string;
  body?: unknown;
  raw?: string;
  blob?: Blob;
  headers?: Record<string, string>;
}

function answer({ status = 200, statusText = '', body, raw, blob, headers = {} }: FakeAnswer): Response {
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers(headers),
    text: async () => text,
    blob: async () => blob ?? new Blob([text]),
  } as unknown as Response;
}

let fetchMock: jest.Mock;

function lastFetch(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1] as [string, RequestInit & { headers: Record<string, string> }];
  return { url, init };
}

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
  setTransport(null);
  useConfigStore.getState().setConfig(testConfig('http', BASE));
  useAppStore.getState().reset();
  useAuthStore.getState().signIn({ userId: 'u-1', username: 'u', fullName: 'U', email: 'u@example.de', roles: ['dtp-tester'], token: 'tok-123' });
});

describe('requests', () => {
  it('sends GET to the base URL with the bearer token and no body', async () => {
    fetchMock.mockResolvedValue(answer({ body: { showTesterFeedback: true } }));
    await expect(settingsApi.load()).resolves.toEqual({ showTesterFeedback: true });
    const { url, init } = lastFetch();
    expect(url).toBe(`${BASE}/settings`);
    expect(init.method).toBe('GET');
    expect(init.headers.Authorization).toBe('Bearer tok-123');
    expect(init.headers.Accept).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    useAuthStore.getState().signOut();
    fetchMock.mockResolvedValue(answer({ body: { showTesterFeedback: false } }));
    await settingsApi.load();
    expect(lastFetch().init.headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies with their content type', async () => {
    fetchMock.mockResolvedValue(answer({ body: { ok: 1 } }));
    await call({ method: 'POST', path: '/datasheet/progress', body: { progress: 'INVITED', userId: 'u-2' } });
    const { init } = lastFetch();
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ progress: 'INVITED', userId: 'u-2' });
  });

  it('uploads a receipt as multipart form data with testingId and file', async () => {
    fetchMock.mockResolvedValue(answer({ body: [{ attachmentId: 7, fileName: 'beleg.pdf', contentType: 'application/pdf', size: 3, deleted: false }] }));
    const list = await travelApi.uploadAttachment(1061, new Blob(['pdf'], { type: 'application/pdf' }), 'beleg.pdf');
    expect(list[0]?.attachmentId).toBe(7);
    const { url, init } = lastFetch();
    expect(url).toBe(`${BASE}/travel/attachment/upload`);
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect(form.get('testingId')).toBe('1061');
    expect((form.get('file') as File).name).toBe('beleg.pdf');
    // The browser sets the multipart boundary itself.
    expect(init.headers['Content-Type']).toBeUndefined();
  });

  it('encodes path parameters', async () => {
    fetchMock.mockResolvedValue(answer({ body: { playables: [], waves: [] } }));
    await datasheetApi.playables('a/b c');
    expect(lastFetch().url).toBe(`${BASE}/datasheet/playables/a%2Fb%20c`);
  });
});

describe('error catalogue', () => {
  const cases: [number, string, string, string | null][] = [
    [400, 'Bad Request', ErrorTexts.badRequest, 'Feld fehlt'],
    [403, 'Forbidden', ErrorTexts.forbidden, null],
    [409, 'Conflict', ErrorTexts.internal, 'Feld fehlt'],
    [500, 'Internal Server Error', ErrorTexts.server, 'Feld fehlt'],
    [502, 'Bad Gateway', ErrorTexts.unavailable, 'Feld fehlt'],
    [503, 'Service Unavailable', ErrorTexts.unavailable, 'Feld fehlt'],
    // Never the raw English status text (issue 31): the internal-error text, or the expired sign-in.
    [404, 'Not Found', ErrorTexts.internal, 'Feld fehlt'],
    [413, 'Payload Too Large', ErrorTexts.internal, 'Feld fehlt'],
    [401, 'Unauthorized', ErrorTexts.sessionExpired, null],
  ];

  it.each(cases)('%i sets the badge error and detail, stops loading and rejects', async (status, statusText, error, detail) => {
    fetchMock.mockResolvedValue(answer({ status, statusText, body: { message: 'Feld fehlt' } }));
    const promise = settingsApi.load();
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ status, error, detail });
    const app = useAppStore.getState();
    expect(app.apiError).toBe(error);
    expect(app.errorMessage).toBe(detail);
    expect(app.isLoading).toBe(false);
    expect(app.saveSuccess).toBe(false);
  });

  it('a 503 because the identity service is out of reach: its German text, no renewal, still signed in (issue 41)', async () => {
    const renewer = jest.fn(() => Promise.resolve('fresh-token'));
    setTokenRenewer(renewer);
    try {
      fetchMock.mockResolvedValue(answer({ status: 503, body: { message: 'Der Anmeldedienst …', code: 'IDENTITY_SERVICE_UNAVAILABLE' } }));
      const promise = call({ method: 'POST', path: '/datasheet', body: { a: 1 }, success: true });
      await expect(promise).rejects.toMatchObject({ status: 503, error: ErrorTexts.identityServiceUnavailable, detail: null });
      expect(ErrorTexts.identityServiceUnavailable).toBe(
        'Der Anmeldedienst ist gerade nicht erreichbar. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es gleich noch einmal.',
      );
      expect(renewer).not.toHaveBeenCalled();
      expect(useAuthStore.getState().auth).toBe(true);
      expect(useAppStore.getState().apiError).toBe(ErrorTexts.identityServiceUnavailable);
    } finally {
      setTokenRenewer(null);
    }
  });

  describe('a 401 (a token that expired while the phone slept)', () => {
    afterEach(() => setTokenRenewer(null));

    it('renews the token once and sends the call again; the person sees nothing', async () => {
      const renewer = jest.fn(() => Promise.resolve('fresh-token'));
      setTokenRenewer(renewer);
      fetchMock.mockResolvedValueOnce(answer({ status: 401, statusText: 'Unauthorized' })).mockResolvedValueOnce(answer({ body: { success: true } }));
      await call({ method: 'POST', path: '/datasheet', body: { a: 1 }, success: true });
      expect(renewer).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(new Headers(lastFetch().init?.headers).get('authorization')).toBe('Bearer fresh-token');
      expect(useAppStore.getState()).toMatchObject({ apiError: null, saveSuccess: true });
    });

    it('a renewal that fails says the sign-in expired, in German', async () => {
      setTokenRenewer(() => Promise.resolve(null));
      fetchMock.mockResolvedValue(answer({ status: 401, statusText: 'Unauthorized' }));
      await expect(settingsApi.load()).rejects.toMatchObject({ status: 401, error: ErrorTexts.sessionExpired });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('a second 401 after the renewal is not renewed again', async () => {
      const renewer = jest.fn(() => Promise.resolve('fresh-token'));
      setTokenRenewer(renewer);
      fetchMock.mockResolvedValue(answer({ status: 401, statusText: 'Unauthorized' }));
      await expect(settingsApi.load()).rejects.toMatchObject({ error: ErrorTexts.sessionExpired });
      expect(renewer).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  it('„Abbrechen“ aborts a call that does not answer: a German message, no spinner, the caller keeps its input', async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const saving = call({ method: 'POST', path: '/datasheet', body: {} });
    await Promise.resolve();
    expect(useAppStore.getState().isLoading).toBe(true);
    abortCalls();
    await expect(saving).rejects.toMatchObject({ status: 0, error: ErrorTexts.aborted });
    expect(useAppStore.getState()).toMatchObject({ isLoading: false, apiError: ErrorTexts.aborted });
  });

  it('carries the field errors of a 400', async () => {
    fetchMock.mockResolvedValue(answer({ status: 400, body: { message: 'Bitte prüfen', fieldErrors: { iban: 'falsch' } } }));
    await expect(call({ method: 'POST', path: '/travel', body: {} })).rejects.toMatchObject({ fieldErrors: { iban: 'falsch' } });
  });

  it('shows a German message when no answer arrives at all', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(settingsApi.load()).rejects.toMatchObject({ status: 0, error: ErrorTexts.network });
    expect(useAppStore.getState()).toMatchObject({ apiError: ErrorTexts.network, isLoading: false });
  });

  it('names the call and the field of a malformed answer', async () => {
    fetchMock.mockResolvedValue(answer({ body: { success: true, dataSheet: { userId: 'u-1', progress: 'BOGUS' } } }));
    await expect(datasheetApi.load()).rejects.toMatchObject({ error: ErrorTexts.invalidAnswer });
    const { apiError, errorMessage } = useAppStore.getState();
    expect(apiError).toBe('Ungültige Antwort des Servers.');
    expect(errorMessage).toMatch(/^Datenblatt laden: Feld „dataSheet\.\w+“ ist ungültig\.$/);
  });

  it('treats an HTML page instead of JSON as a malformed answer', async () => {
    fetchMock.mockResolvedValue(answer({ raw: '<!doctype html><p>Proxy</p>' }));
    await expect(settingsApi.load()).rejects.toMatchObject({ error: ErrorTexts.invalidAnswer });
  });
});

describe('flags', () => {
  it('raises the success flag after saves only, and resets it after 2 s', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(answer({ body: { showTesterFeedback: true } }));
      await settingsApi.load();
      expect(useAppStore.getState().saveSuccess).toBe(false);
      await call({ method: 'POST', path: '/admin', body: {}, success: true });
      expect(useAppStore.getState().saveSuccess).toBe(true);
      jest.advanceTimersByTime(1999);
      expect(useAppStore.getState().saveSuccess).toBe(true);
      jest.advanceTimersByTime(1);
      expect(useAppStore.getState().saveSuccess).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the spinner while a call runs, except for silent calls', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const loud = call({ method: 'GET', path: '/tests' });
    await Promise.resolve();
    await Promise.resolve();
    expect(useAppStore.getState().isLoading).toBe(true);
    release(answer({ body: {} }));
    await loud;
    expect(useAppStore.getState().isLoading).toBe(false);

    const silent = settingsApi.load();
    await Promise.resolve();
    expect(useAppStore.getState().isLoading).toBe(false);
    await Promise.resolve();
    release(answer({ body: { showTesterFeedback: true } }));
    await silent;
  });
});

describe('attachment image', () => {
  it('fetches with the token and returns the image', async () => {
    const png = new Blob(['png'], { type: 'image/png' });
    fetchMock.mockResolvedValue(answer({ blob: png }));
    await expect(travelApi.attachmentImage(5)).resolves.toBe(png);
    const { url, init } = lastFetch();
    expect(url).toBe(`${BASE}/attachment/5`);
    expect(init.headers.Authorization).toBe('Bearer tok-123');
  });

  it('only logs a failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer({ status: 404, body: { message: 'weg' } }));
    await expect(travelApi.attachmentImage(5)).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Error fetching image', expect.anything());
    expect(useAppStore.getState().apiError).toBeNull();
    log.mockRestore();
  });
});

describe('download (personal data)', () => {
  const zip = () => new Blob(['PK'], { type: 'application/zip' });

  it('names the file as the server says: filename, or filename* in UTF-8 first', async () => {
    fetchMock.mockResolvedValue(answer({ blob: zip(), headers: { 'content-disposition': 'attachment; filename=meine-daten-mustermann-2023-06-01.zip' } }));
    const file = await personalDataApi.download('u-1');
    expect(file.name).toBe('meine-daten-mustermann-2023-06-01.zip');
    expect(file.type).toBe('application/zip');
    const { url, init } = lastFetch();
    expect(url).toBe(`${BASE}/user/personal-data/u-1`);
    expect(init.headers.Accept).toBe('*/*');

    fetchMock.mockResolvedValue(answer({ blob: zip(), headers: { 'content-disposition': `attachment; filename="m?ller.zip"; filename*=UTF-8''m%C3%BCller.zip` } }));
    expect((await personalDataApi.download('u-1')).name).toBe('müller.zip');
  });

  it('a refusal comes as the German message on the badge, not as a file', async () => {
    fetchMock.mockResolvedValue(answer({ status: 403, body: { message: 'Zugriff verweigert.' } }));
    await expect(personalDataApi.download('u-2')).rejects.toBeInstanceOf(ApiError);
    expect(useAppStore.getState().apiError).not.toBeNull();
  });
});
