import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../lib/session';
import { ApiError, messageOf } from './api-error';
import { apiRequest, setUnauthorizedHandler } from './client';

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON, and parses the answer', async () => {
    storeSession('tok');
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/admin/x', { method: 'POST', body: { a: 1 }, fallback: 'f' })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [
      string,
      RequestInit & { headers: Record<string, string> },
    ];
    expect(url).toBe('/api/admin/x');
    expect(init.headers.Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"a":1}');
  });

  it('carries status and body in ApiError, with the server message first', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, { statusCode: 409, message: 'Al bezet', fields: { email: 'Al bezet' } }),
    );
    const error = await apiRequest('/x', { fallback: 'Terugval' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).fields).toEqual({ email: 'Al bezet' });
    expect(messageOf(error, 'Terugval')).toBe('Al bezet');
  });

  it('uses the fallback when the network fails or the body has no message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = await apiRequest('/x', { fallback: 'Terugval' }).catch((e: unknown) => e);
    expect((offline as ApiError).message).toBe('Terugval');
    expect(messageOf(offline, 'Scherm')).toBe('Scherm');
  });

  it('reports a 401 on a call that carried a token, and only then', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', answer(401, { message: 'x' }));
    await apiRequest('/x', { fallback: 'f' }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    storeSession('tok');
    await apiRequest('/x', { fallback: 'f' }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
