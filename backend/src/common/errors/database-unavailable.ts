import type { ErrorRequestHandler, Request, Response } from 'express';
import { MESSAGES } from '@bestelklaar/domain';
import { isDatabaseUnreachable } from '../../database/postgres-errors';
import { escapeHtml } from '../http/test-environment-page';

/** How long a client waits before asking again: about the time Postgres takes to restart. */
const RETRY_AFTER_SECONDS = 30;

const PAGE = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Even niet bereikbaar</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
  h1 { font-size: 1.5rem; }
</style>
</head>
<body>
<main>
<h1>Even niet bereikbaar</h1>
<p>${escapeHtml(MESSAGES.databaseUnavailable)} Probeer het over een minuut opnieuw.</p>
</main>
</body>
</html>
`;

/**
 * The database cannot be reached: 503 with Retry-After and the Dutch message, as a page for a
 * browser that asked for one (a shop page, the sandbox's payment page), as JSON for everyone else.
 */
export function sendDatabaseUnavailable(request: Request, response: Response): void {
  response.status(503).set({ 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
  if (request.accepts(['json', 'html']) === 'html') response.type('html').send(PAGE);
  else
    response.json({ statusCode: 503, message: MESSAGES.databaseUnavailable, error: 'Service Unavailable' });
}

/** For the middleware before the framework's routes (the shop pages): the same answer, other errors go on. */
export const databaseUnavailableHandler: ErrorRequestHandler = (error, request, response, next) => {
  if (!isDatabaseUnreachable(error) || response.headersSent) return next(error);
  sendDatabaseUnavailable(request, response);
};
