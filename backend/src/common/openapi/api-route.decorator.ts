import { SetMetadata } from '@nestjs/common';
import type { ApiType, ApiTypes } from '@bestelklaar/domain';

export const API_ROUTE = 'apiRoute';

/** What a route answers that is not JSON. */
export type ApiMedia =
  | 'text/html'
  | 'text/csv'
  | 'text/calendar'
  | 'text/event-stream'
  | 'image/*'
  | 'message/rfc822'
  /** A file as it was attached, in its own type. */
  | '*/*';

/**
 * A JSON body of a described type (or of one of several), another media type, a redirect
 * (`Location`), or no body.
 */
export type ApiAnswer = ApiType | readonly ApiType[] | { media: ApiMedia } | 'redirect' | null;

/**
 * Failures a route gives besides those every route of its kind may give (see impliedFailures in
 * api-description.ts: 400/413/415 with a body, 400 with a query, 404 with a path value, 401 with a
 * login, 500 and 503 anywhere): all in the Dutch error shape.
 */
export type ApiFailure = 400 | 403 | 404 | 409 | 413 | 415 | 429;

export interface ApiRouteDescription {
  summary: string;
  /** The request body, as JSON; `multipart` when a form with files may send it too. */
  body?: ApiType;
  multipart?: boolean;
  /** An object type whose properties are the query parameters. */
  query?: ApiType;
  /** Optional request headers the route reads, each with what it does. */
  headers?: Record<string, string>;
  /** The answer at the route's own status: Nest's (201 for POST, else 200) or its `@HttpCode`. */
  answer: ApiAnswer;
  /** The status of `answer` when the route sends it itself (`@Res()`), e.g. a 303 redirect. */
  status?: number;
  /** Answers at other statuses, e.g. a 409 with the current prices, or a route that sets its own status. */
  answers?: Record<number, ApiAnswer>;
  /** A body is read, so a 400 is implied; list the rest (a query that is checked: 400). */
  failures?: ApiFailure[];
}

/** What a handler returns for an answer: the described type's value; anything for what it sends itself. */
type Returned<A> = A extends ApiType
  ? ApiTypes[A]
  : A extends readonly ApiType[]
    ? ApiTypes[A[number]]
    : unknown;

type ReturnedBy<D extends ApiRouteDescription> =
  Returned<D['answer']> | (D['answers'] extends Record<number, infer A> ? Returned<A> : never);

/**
 * The route's entry in `/api/openapi.json`, next to the route itself: the types are the domain's
 * (`ApiTypes`), so a typo does not compile, nor does a handler that returns something else than
 * its documented answers; a route without this fails the description's test.
 */
export function ApiRoute<const D extends ApiRouteDescription>(description: D) {
  return <T extends (...args: never[]) => ReturnedBy<D> | Promise<ReturnedBy<D>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<T>,
  ): void => {
    SetMetadata(API_ROUTE, description)(target, key, descriptor);
  };
}
