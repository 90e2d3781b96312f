import { getToken } from '../lib/session';
import { ApiError } from './api-error';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The message when the server gives none (network failure, unexpected answer). */
  fallback: string;
  signal?: AbortSignal;
  /** Admin calls carry the bearer token; public calls do not. */
  auth?: boolean;
  /** Extra headers, e.g. an Idempotency-Key that a retry of the same request carries again. */
  headers?: Record<string, string>;
}

let onUnauthorized: () => void = () => undefined;

/** The app decides what an expired or revoked session leads to (a logout). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await send(path, options, 'application/json');
  return (await readJson(response)) as T;
}

/** A file the API answers (an export), for the browser to save; failures as apiRequest's. */
export async function apiDownload(path: string, options: RequestOptions & { accept: string }): Promise<Blob> {
  const response = await send(path, options, options.accept);
  return response.blob();
}

/** The request with the session's token; an answer that is not OK is thrown as an ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  const token = options.auth === false ? null : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, options.fallback);
  }
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    throw new ApiError(response.status, (await readJson(response)) as ApiError['body'], options.fallback);
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
