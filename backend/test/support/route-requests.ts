import { randomUUID } from 'node:crypto';

/** What fills a route of the route table (`PUT /api/admin/orders/:id/mark-ready`) for one request. */
export interface RouteCall {
  /** The path's parameters by name; a parameter not given is a random id. */
  params?: Record<string, string>;
  /** A JSON body; without it (and without `form`) anything but a GET sends `{}`. */
  body?: unknown;
  /** A multipart body, as the screens send products, menus and the settings. */
  form?: Record<string, string | string[]>;
  query?: string;
  headers?: Record<string, string>;
}

export interface RouteAnswer {
  status: number;
  /** The body as text; of a stream nothing (it is cut at its head). */
  text: string;
  /** Of a JSON answer, its `message` (the Dutch refusal), when it has one. */
  message?: string;
}

/** The path of `operation` (`GET /api/admin/orders/:id`) with its parameters filled in. */
export function routePath(operation: string, params: Record<string, string> = {}): string {
  const path = operation.split(' ')[1]!;
  return path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? randomUUID());
}

/**
 * Sends one request to the route `operation` of the app at `baseUrl` with the session `token`. A
 * stream (the live updates) is cut at its head, so every route answers.
 */
export async function callRoute(
  baseUrl: string,
  operation: string,
  token: string,
  call: RouteCall = {},
): Promise<RouteAnswer> {
  const method = operation.split(' ')[0]!;
  const url = baseUrl + routePath(operation, call.params) + (call.query ? `?${call.query}` : '');
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...call.headers };
  let body: string | FormData | undefined;
  if (call.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(call.form))
      if (Array.isArray(value))
        value.forEach((each, index) => (body as FormData).append(`${name}[${index}]`, each));
      else body.append(name, value);
  } else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }
  const abort = new AbortController();
  const answer = await fetch(url, { method, headers, body, signal: abort.signal });
  const type = answer.headers.get('content-type') ?? '';
  // A stream sends nothing until something changes: its head is its answer.
  const text = type.includes('text/event-stream') ? '' : await answer.text();
  abort.abort();
  const message =
    type.includes('application/json') && text
      ? (JSON.parse(text) as { message?: string }).message
      : undefined;
  return { status: answer.status, text, message };
}
