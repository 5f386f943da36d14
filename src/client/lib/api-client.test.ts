import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../contract/messages';
import {
  ApiError,
  apiFetch,
  AuthenticationRequiredError,
  getQueryFn,
  serverMessageOr,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

function sentRequest(index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} times`);
  const [url, init] = call;
  return { url, init: init ?? {}, headers: new Headers(init?.headers) };
}

describe('apiFetch', () => {
  it('sends cookies and the no-cache JSON headers, and a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await expect(
      apiFetch('/api/auth/login', { method: 'POST', body: { username: 'a', password: 'b' } }),
    ).resolves.toEqual({ ok: true });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('pragma')).toBe('no-cache');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"username":"a","password":"b"}');
  });

  it('sends a GET without a body or content type', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await apiFetch('/api/badges');
    const { init, headers } = sentRequest();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('content-type')).toBeNull();
  });

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 1 }));
    const form = new FormData();
    form.set('title', 'Sunrise');
    await apiFetch('/api/admin/inspirational-images/upload', { method: 'POST', body: form });
    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers.get('content-type')).toBeNull();
    expect(init.credentials).toBe('include');
  });

  it('answers null for a 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeNull();
  });

  it('raises "Invalid response format from server" for a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200 }));
    await expect(apiFetch('/api/compliments/random')).rejects.toThrow(
      new Error(MESSAGES.invalidResponse),
    );
  });

  it('raises the same error when the answer does not fit the given schema', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'not-a-number' }));
    await expect(apiFetch('/api/thing', { schema: z.object({ id: z.number() }) })).rejects.toThrow(
      MESSAGES.invalidResponse,
    );
  });

  it('turns a non-OK answer into an ApiError worded "{status}: {message}" with its field errors', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        message: MESSAGES.passwordTooCommon,
        fieldErrors: { password: [MESSAGES.passwordTooCommon] },
      }),
    );
    const error = await apiFetch('/api/auth/register', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${MESSAGES.passwordTooCommon}`,
      serverMessage: MESSAGES.passwordTooCommon,
      fieldErrors: { password: [MESSAGES.passwordTooCommon] },
    });
  });

  it('falls back to the status text when the error body has no message', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiFetch('/api/compliments/random').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect((error as ApiError).serverMessage).toBeUndefined();
    expect(serverMessageOr(error, 'fallback')).toBe('fallback');
  });

  it('logs requests and responses at debug level in development, never the body', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch('/api/auth/login', { method: 'POST', body: { password: 'secret-words-9' } });
    const logged = vi.mocked(console.debug).mock.calls.flat().join(' ');
    expect(logged).toContain('POST /api/auth/login');
    expect(logged).toContain('200');
    expect(logged).not.toContain('secret-words-9');
  });

  it('logs no requests in a production build', async () => {
    vi.stubEnv('DEV', false);
    try {
      fetchMock.mockResolvedValue(json(200, {}));
      await apiFetch('/api/compliments/random');
      expect(console.debug).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as unknown as Parameters<
      ReturnType<typeof getQueryFn>
    >[0];

  it('GETs the query key joined into a path', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api/admin/users', 7, 'stats']));
    expect(data).toEqual([{ id: 1 }]);
    expect(sentRequest().url).toBe('/api/admin/users/7/stats');
    expect(sentRequest().init.method).toBe('GET');
  });

  it('answers null on 401 when configured to', async () => {
    fetchMock.mockResolvedValue(json(401, { message: MESSAGES.notLoggedIn }, 'Unauthorized'));
    await expect(
      getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me'])),
    ).resolves.toBeNull();
  });

  it('raises "Authentication required" on 401 otherwise', async () => {
    fetchMock.mockResolvedValue(json(401, { message: MESSAGES.notLoggedIn }, 'Unauthorized'));
    const error = await Promise.resolve(
      getQueryFn({ on401: 'throw' })(context(['/api/badges'])),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationRequiredError);
    expect((error as Error).message).toBe('Authentication required');
  });

  it('passes other failures through as ApiError', async () => {
    fetchMock.mockResolvedValue(json(403, { message: MESSAGES.adminRequired }, 'Forbidden'));
    await expect(
      getQueryFn({ on401: 'returnNull' })(context(['/api/admin/users'])),
    ).rejects.toThrow(`403: ${MESSAGES.adminRequired}`);
  });
});
