import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { languageFromPreferences, type Language } from '@bestelklaar/domain';

/** The API a customer's pages call (the shop's reads and orders, payments); the dashboard's stays Dutch. */
const CUSTOMER_API = /^\/api\/(shop|payments)(\/|$)/;

/** The language the request's `Accept-Language` names, if it names one the shop speaks. */
export function requestedLanguage(request: Request): Language | undefined {
  const header = request.headers['accept-language'];
  return languageFromPreferences(typeof header === 'string' ? header : undefined);
}

/** The language a failure is told in: the customer's for the customer's API, Dutch everywhere else. */
export function answerLanguage(request: Request): Language {
  const path = (request.originalUrl ?? request.url ?? '').split('?')[0];
  return (CUSTOMER_API.test(path) && requestedLanguage(request)) || 'nl';
}

/** The request's `Accept-Language` language, or undefined when it names none (see `requestedLanguage`). */
export const RequestedLanguage = createParamDecorator(
  (_: unknown, context: ExecutionContext): Language | undefined =>
    requestedLanguage(context.switchToHttp().getRequest<Request>()),
);
