import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@bestelklaar/domain';
import { PayloadTooLarge, ValidationFailed } from '../errors/app-error';

export type RequestWithRawBody = Request & { rawBody?: Buffer };

/** JSON and form bodies up to 1 MB; their parse failures become typed errors with Dutch messages. */
export function bodyParsers(): RequestHandler[] {
  // The exact bytes are kept for signature checks (payment webhooks are signed over the raw body).
  const keepRawBody = (req: Request, _res: Response, buffer: Buffer) => {
    (req as RequestWithRawBody).rawBody = buffer;
  };
  return [
    express.json({ limit: '1mb', verify: keepRawBody }),
    express.urlencoded({ limit: '1mb', extended: false }),
  ].map(
    (parser) => (req: Request, res: Response, next: NextFunction) =>
      parser(req, res, (error?: unknown) => next(error ? typed(error) : undefined)),
  );
}

function typed(error: unknown): unknown {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return new PayloadTooLarge();
  if (type === 'entity.parse.failed') return new ValidationFailed(MESSAGES.malformedJson);
  if (typeof type === 'string') return new ValidationFailed(MESSAGES.wrongType);
  return error;
}
