import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../lib/session';
import { api, recordRequests, server } from '../test/server';
import { ApiError, messageOf } from './api-error';
import { apiRequest, setUnauthorizedHandler } from './client';

function answer(path: string, status: number, body?: unknown) {
  server.use(
    http.all(api(path), () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );
}

afterEach(() => {
  setUnauthorizedHandler(() => undefined);
});

describe('apiRequest', () => {
  it('sends the bearer token and JSON, and parses the answer', async () => {
    storeSession('tok');
    answer('/admin/x', 200, { ok: true });
    const requests = recordRequests();
    await expect(apiRequest('/admin/x', { method: 'POST', body: { a: 1 }, fallback: 'f' })).resolves.toEqual({
      ok: true,
    });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.path).toBe('/api/admin/x');
    expect(sent!.headers.get('Authorization')).toBe('Bearer tok');
    expect(sent!.body).toEqual({ a: 1 });
  });

  it('carries status and body in ApiError, with the server message first', async () => {
    answer('/x', 409, { statusCode: 409, message: 'Al bezet', fields: { email: 'Al bezet' } });
    const error = await apiRequest('/x', { fallback: 'Terugval' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).fields).toEqual({ email: 'Al bezet' });
    expect(messageOf(error, 'Terugval')).toBe('Al bezet');
  });

  it('uses the fallback when the network fails or the body has no message', async () => {
    server.use(http.get(api('/x'), () => HttpResponse.error()));
    const offline = await apiRequest('/x', { fallback: 'Terugval' }).catch((e: unknown) => e);
    expect((offline as ApiError).message).toBe('Terugval');
    expect(messageOf(offline, 'Scherm')).toBe('Scherm');
  });

  it('reports a 401 on a call that carried a token, and only then', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    answer('/x', 401, { message: 'x' });
    await apiRequest('/x', { fallback: 'f' }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    storeSession('tok');
    await apiRequest('/x', { fallback: 'f' }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
