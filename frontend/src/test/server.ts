import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';
import { defaultHandlers } from './handlers';

export { api, week } from './handlers';

/** The one HTTP test double for every frontend test; test-setup.ts starts, resets and stops it. */
export const server = setupServer(...defaultHandlers);

/** A request as the app sent it. */
export interface RecordedRequest {
  method: string;
  /** The path as requested, `/api` included. */
  path: string;
  headers: Headers;
  /** Parsed JSON, the multipart form as FormData, other text as is; undefined without a body. */
  body: unknown;
}

/**
 * Every request the app sends during the current test, handled or not, in order. A request is listed
 * as soon as MSW sees it; its body is filled in moments later from a copy, so assert on bodies once
 * the app has reacted to the answer.
 */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const record = ({ request }: { request: Request }) => {
    const recorded: RecordedRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      headers: new Headers(request.headers),
      body: undefined,
    };
    requests.push(recorded);
    void readBody(request.clone()).then((body) => (recorded.body = body));
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return requests;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.startsWith('application/json') ? JSON.parse(text) : text;
}

/** The requests as "METHOD /api/path", for asserting what was (not) called. */
export const callsOf = (requests: RecordedRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}`);
