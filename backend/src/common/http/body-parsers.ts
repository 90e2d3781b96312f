import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@bestelklaar/domain';
import { PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../errors/app-error';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-nesting';

export type RequestWithRawBody = Request & { rawBody?: Buffer };

/** What the parsers below read, and so the only bodies that may arrive compressed. */
const PARSED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * JSON and form bodies up to 1 MB, unpacked when gzip, deflate or br compressed, and nested at most
 * MAX_BODY_DEPTH deep; every failure becomes a typed error with a Dutch message. A request without
 * a body (every read) skips them all at once: each of them would only pass it on.
 */
export function bodyParsers(): RequestHandler {
  const parseInTurn = inTurn(bodyHandlers());
  return (req, res, next) => (hasBody(req) ? parseInTurn(req, res, next) : next());
}

/**
 * Whether the request says how its body is sent (RFC 9112 §6.3); without either header there is
 * none. The parsers make their own, finer check on what passes this one.
 */
function hasBody(req: Request): boolean {
  return req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
}

/** Runs `handlers` one after another, as Express would, stopping at the first error. */
function inTurn(handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown) => {
      if (error !== undefined || index === handlers.length) return next(error);
      handlers[index++](req, res, step);
    };
    step();
  };
}

function bodyHandlers(): RequestHandler[] {
  // The exact bytes are kept for signature checks (payment webhooks are signed over the raw body).
  const keepRawBody = (req: Request, _res: Response, buffer: Buffer) => {
    (req as RequestWithRawBody).rawBody = buffer;
  };
  const parsers = [
    express.json({ limit: '1mb', verify: keepRawBody }),
    express.urlencoded({ limit: '1mb', extended: false }),
  ].map(
    (parser) => (req: Request, res: Response, next: NextFunction) =>
      parser(req, res, (error?: unknown) => next(error ? typed(error) : undefined)),
  );
  return [refuseCompressedUnparsedBody, ...parsers, refuseDeepNesting];
}

/**
 * Multipart forms (multer) and any other body are read byte for byte, compressed or not, so a
 * Content-Encoding there would be ignored or misread. `req.is` is null without a body, which may pass.
 */
function refuseCompressedUnparsedBody(req: Request, _res: Response, next: NextFunction): void {
  const encoding = req.headers['content-encoding']?.trim().toLowerCase() ?? 'identity';
  if (encoding === 'identity' || req.is(PARSED_TYPES) !== false) return next();
  next(new UnsupportedMediaType(MESSAGES.unsupportedEncoding));
}

function refuseDeepNesting(req: Request, _res: Response, next: NextFunction): void {
  next(
    nestsDeeperThan(req.body, MAX_BODY_DEPTH) ? new ValidationFailed(MESSAGES.nestedTooDeeply) : undefined,
  );
}

function typed(error: unknown): unknown {
  const { type, status } = error as { type?: string; status?: number };
  if (type === 'entity.too.large') return new PayloadTooLarge();
  if (type === 'entity.parse.failed') return new ValidationFailed(MESSAGES.malformedJson);
  if (type === 'encoding.unsupported') return new UnsupportedMediaType(MESSAGES.unsupportedEncoding);
  if (typeof type === 'string') return new ValidationFailed(MESSAGES.wrongType);
  // The one untyped client error is zlib's: the bytes are not what Content-Encoding says, or cut short.
  if (status !== undefined && status >= 400 && status < 500)
    return new ValidationFailed(MESSAGES.bodyEncodingMismatch);
  return error;
}
