import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { isWellFormedText, MESSAGES, type FieldErrors } from '@bestelklaar/domain';
import { NotFound, ValidationFailed } from '../errors/app-error';

/**
 * What a route reads from its URL, held to the rules the domain's text reader holds a body to, before
 * any route sees it: a path segment with NUL or a lone surrogate names nothing (404); a query
 * parameter must be one well-formed text (400), as every route reads it as a single value.
 * A guard rather than an interceptor: it only lets a request through or refuses it, and a guard
 * does that without wrapping every handler's answer in an observable.
 */
@Injectable()
export class UrlValuesGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const { params, query } = context.switchToHttp().getRequest<Request>();
    if (!pathSegmentsAreText(params ?? {})) throw new NotFound();
    const problems = queryProblems(query ?? {});
    if (Object.keys(problems).length > 0) throw ValidationFailed.ofFields(problems);
    return true;
  }
}

function pathSegmentsAreText(params: Record<string, string | string[]>): boolean {
  return Object.values(params).every((value) =>
    typeof value === 'string' ? isWellFormedText(value) : value.every(isWellFormedText),
  );
}

function queryProblems(query: Record<string, unknown>): FieldErrors {
  // From entries, so a parameter named `__proto__` is reported like any other.
  return Object.fromEntries(
    Object.entries(query).flatMap(([name, value]): [string, string][] => {
      if (Array.isArray(value)) return [[name, MESSAGES.repeatedParameter(name)]];
      if (typeof value !== 'string') return [[name, MESSAGES.wrongType]];
      return isWellFormedText(value) ? [] : [[name, MESSAGES.invalidCharacters]];
    }),
  );
}
