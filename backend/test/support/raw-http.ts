import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer | FormData;
  token?: string;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  body: { statusCode?: number; message?: string; fields?: Record<string, string> } | undefined;
}

export type RawHttp = (path: string, request?: RawRequest) => Promise<RawAnswer>;

/**
 * Puts the test app on a port and sends it requests with fetch, so bodies go out byte for byte
 * (supertest re-encodes a Buffer sent as JSON) and many can be in flight at once.
 */
export async function rawHttp(t: TestApp): Promise<RawHttp> {
  const server = t.app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path, { method = 'GET', headers = {}, body, token } = {}) => {
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await fetch(base + path, { method, headers: { ...headers, ...auth }, body });
    const type = response.headers.get('content-type') ?? '';
    // The live stream never ends; its status and headers are all there is to judge.
    if (type.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, headers: response.headers, body: undefined };
    }
    const text = await response.text();
    const answer = type.includes('json') && text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, body: answer };
  };
}

/** A JSON request; a string body is sent as it is, for JSON that JSON.stringify cannot write. */
export function json(body: unknown, token?: string, method = 'POST'): RawRequest {
  return {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    token,
  };
}
