import { MESSAGES } from '@bestelklaar/domain';

/**
 * Expected failures, typed. Services throw these; the one error filter turns them into
 * `{ statusCode, message, error }` with the Dutch message a screen can show as it is.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;

  constructor(
    message: string,
    /** Per-field Dutch messages, so a form can show each beside its field. */
    readonly fields?: Record<string, string>,
    /** More for a client to act on, sent beside the message (e.g. how many of an item are left). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationFailed extends AppError {
  readonly status = 400;

  /** The first field's message becomes the headline message. */
  static ofFields(fields: Record<string, string>): ValidationFailed {
    const first = Object.values(fields)[0] ?? MESSAGES.wrongType;
    return new ValidationFailed(first, fields);
  }
}

export class Unauthorized extends AppError {
  readonly status = 401;
  constructor(message: string = MESSAGES.unauthorized) {
    super(message);
  }
}

/** Signed in, but the member's role does not allow what was asked. */
export class Forbidden extends AppError {
  readonly status = 403;
  constructor(message: string = MESSAGES.roleRefused) {
    super(message);
  }
}

export class NotFound extends AppError {
  readonly status = 404;
  constructor(message: string = MESSAGES.notFound) {
    super(message);
  }
}

export class Conflict extends AppError {
  readonly status = 409;
}

export class PayloadTooLarge extends AppError {
  readonly status = 413;
  constructor(message: string = MESSAGES.payloadTooLarge) {
    super(message);
  }
}

export class UnsupportedMediaType extends AppError {
  readonly status = 415;
}

export class TooManyRequests extends AppError {
  readonly status = 429;
  constructor(
    message: string = MESSAGES.tooManyRequests,
    /** Sent as Retry-After (every 429 carries one), so a client can wait exactly as long as it must. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Busy for now, not broken: the client may try again after `retryAfterSeconds`. */
export class ServiceUnavailable extends AppError {
  readonly status = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
