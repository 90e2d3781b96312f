import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { isWellFormedText, MESSAGES, type FieldErrors } from '@bestelklaar/domain';
import { NotFound, ValidationFailed } from '../errors/app-error';

/**
 * What a route reads from its URL, held to the rules the domain's text reader holds a body to, before
 * any route sees it: a path segment with NUL or a lone surrogate names nothing (404); a query
 * parameter must be one well-formed text (400), as every route reads it as a single value.
 */
@Injectable()
export class UrlValuesInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const { params, query } = context.switchToHttp().getRequest<Request>();
      if (!pathSegmentsAreText(params ?? {})) throw new NotFound();
      const problems = queryProblems(query ?? {});
      if (Object.keys(problems).length > 0) throw ValidationFailed.ofFields(problems);
    }
    return next.handle();
  }
}

function pathSegmentsAreText(params: Record<string, string | string[]>): boolean {
  return Object.values(params)
    .flat()
    .every((segment) => isWellFormedText(segment));
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
