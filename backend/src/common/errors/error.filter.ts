import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { MESSAGES, translateMessage, type ApiErrorView, type Language } from '@bestelklaar/domain';
import { isDatabaseUnreachable } from '../../database/postgres-errors';
import { answerLanguage } from '../http/customer-language';
import { AppError, ServiceUnavailable, TooManyRequests } from './app-error';
import { sendDatabaseUnavailable } from './database-unavailable';
import { describeError } from './describe-error';

/** The throttler's window (app.module's ThrottlerModule): a refused request may try again after it. */
const THROTTLE_WINDOW_SECONDS = 60;

/** The shape the API description documents for every failure. */
type ErrorBody = ApiErrorView;

/** The one place where every failure becomes a response; stack traces stay in the log. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (isDatabaseUnreachable(exception)) {
      this.logger.warn(`Database niet bereikbaar: ${describeError(exception)}`);
      if (!response.headersSent) sendDatabaseUnavailable(host.switchToHttp().getRequest<Request>(), response);
      return;
    }
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(describeError(exception));
    if (response.headersSent) return;
    const language = answerLanguage(host.switchToHttp().getRequest<Request>());
    if (exception instanceof TooManyRequests || exception instanceof ServiceUnavailable)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // Every 429 says when to try again; the throttler's own guard sets it, a minute otherwise.
    else if (body.statusCode === 429 && !response.hasHeader('Retry-After'))
      response.setHeader('Retry-After', String(THROTTLE_WINDOW_SECONDS));
    response.status(body.statusCode).json(translated(body, language));
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof AppError) {
      return { ...exception.details, ...this.body(exception.status, exception.message, exception.fields) };
    }
    if (exception instanceof ThrottlerException) {
      return this.body(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.tooManyRequests);
    }
    if (exception instanceof HttpException) {
      return this.body(exception.getStatus(), this.dutchMessageFor(exception));
    }
    return this.body(500, MESSAGES.internal);
  }

  /** Nest's own exceptions carry English texts; our own failures are AppErrors, so these get a Dutch text by status. */
  private dutchMessageFor(exception: HttpException): string {
    const status = exception.getStatus();
    if (status === 404) return MESSAGES.notFound;
    if (status === 401 || status === 403) return MESSAGES.unauthorized;
    if (status === 413) return MESSAGES.payloadTooLarge;
    if (status === 429) return MESSAGES.tooManyRequests;
    return status >= 500 ? MESSAGES.internal : MESSAGES.wrongType;
  }

  private body(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
    const body: ErrorBody = { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
    if (fields && Object.keys(fields).length > 0) body.fields = fields;
    return body;
  }
}

/** A customer's failure in their language: the headline and each field's message (see translateMessage). */
function translated(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'nl') return body;
  const fields =
    body.fields &&
    Object.fromEntries(
      Object.entries(body.fields).map(([field, message]) => [field, translateMessage(message, language)]),
    );
  return { ...body, message: translateMessage(body.message, language), ...(fields && { fields }) };
}
