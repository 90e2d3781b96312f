import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { ApiType } from '@bestelklaar/domain';
import { IS_PUBLIC } from '../auth/public.decorator';
import { REQUIRED_ACTION } from '../auth/requires.decorator';
import { API_ROUTE, type ApiAnswer, type ApiRouteDescription } from './api-route.decorator';
import API_SCHEMAS from './api-schemas.json';

type Json = Record<string, unknown>;

/** The failures every described route may give, in the Dutch error shape. */
const FAILURES: Record<number, string> = {
  400: 'The input is wrong: a Dutch message, and one per field in `fields` when the body was read.',
  401: 'No valid session token.',
  403: 'The link or token does not open this, or the member’s role does not allow the route’s action (`x-required-action`).',
  404: 'Not found (or not this account’s).',
  409: 'Conflicts with the current state; the message says which.',
  413: 'The body or a file is too large.',
  415: 'The body is compressed in a way the server does not read.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  500: 'Something went wrong on the server; the message says to try again later.',
  503: 'The database cannot be reached, or too many passwords are being checked at once; `Retry-After` says when to try again. A browser asking for a page gets one.',
};

/** Seconds to wait before asking again: every 429 carries it, a 503 when the server knows. */
const RETRY_AFTER = (required: boolean): Json => ({
  'Retry-After': {
    description: 'Seconds to wait before asking again.',
    required,
    schema: { type: 'integer', minimum: 0 },
  },
});

/** The shared failure answers: the error shape, with what a client acts on beside it. */
function failureAnswer(status: number): Json {
  return {
    description: FAILURES[status],
    ...(status === 429 && { headers: RETRY_AFTER(true) }),
    ...(status === 503 && { headers: RETRY_AFTER(false) }),
    content: {
      'application/json': { schema: ref('ApiErrorView') },
      ...(status === 503 && { 'text/html': { schema: { type: 'string' } } }),
    },
  };
}

const SUCCESS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  303: 'See the `Location` header',
  304: 'Not modified since the `ETag` sent in `If-None-Match`',
};

const ref = (type: ApiType) => ({ $ref: `#/components/schemas/${type}` });

interface DescribedRoute {
  method: string;
  path: string;
  tag: string;
  isPublic: boolean;
  /** The action the member's role must allow (see the domain's role table). */
  requiredAction: string | undefined;
  status: number;
  description: ApiRouteDescription | undefined;
}

/**
 * Every route the app serves, as Nest registered it: the controllers of each module (whose name
 * is the route's tag), their handlers' paths, methods and status, and each handler's @ApiRoute.
 */
function describedRoutes(app: INestApplication): DescribedRoute[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: DescribedRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    const tag = module.metatype.name
      .replace(/Module$/, '')
      .replace(/(?<=.)([A-Z])/g, '-$1')
      .toLowerCase();
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type<unknown>;
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name]!;
        const methodPath: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (methodPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        routes.push({
          method: method.toLowerCase(),
          path: openApiPath(Reflect.getMetadata(PATH_METADATA, controller), methodPath),
          tag,
          isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true,
          requiredAction: reflector.getAllAndOverride<string | undefined>(REQUIRED_ACTION, [
            handler,
            controller,
          ]),
          status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) ?? (method === 'POST' ? 201 : 200),
          description: Reflect.getMetadata(API_ROUTE, handler),
        });
      }
    }
  }
  return routes;
}

/** `/api/shop/{shop}/orders/{id}` from `shop/:shop` and `orders/:id`. */
function openApiPath(...parts: unknown[]): string {
  const segments = ['api', ...parts]
    .flatMap((part) => String(part).split('/'))
    .filter((segment) => segment !== '');
  return `/${segments.map((segment) => segment.replace(/^:(\w+)$/, '{$1}')).join('/')}`;
}

/** E.g. `postAdminOrdersByIdRefunds`: unique, as method and path together are. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .slice(2)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function answerOf(status: number, answer: ApiAnswer): Json {
  const description = SUCCESS[status] ?? FAILURES[status] ?? String(status);
  if (answer === null) return { description };
  if (answer === 'redirect') return { description, headers: { Location: { schema: { type: 'string' } } } };
  if (typeof answer === 'object' && 'media' in answer)
    return { description, content: { [answer.media]: { schema: {} } } };
  if (typeof answer === 'object')
    return { description, content: { 'application/json': { schema: { oneOf: answer.map(ref) } } } };
  return { description, content: { 'application/json': { schema: ref(answer) } } };
}

/** One parameter per property of the query's type (whose own schema then goes unused). */
function queryParameters(type: ApiType): Json[] {
  const schema = API_SCHEMAS[type] as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * What a route may fail with besides its own: a body is read (400, 413, 415), a path value names
 * nothing (the URL guard's 404), a query is checked (400), a login is needed (401), and on every
 * route the server may fail (500) or the database be away (503).
 */
function impliedFailures(route: DescribedRoute, description: ApiRouteDescription): Set<number> {
  const failures = new Set<number>(description.failures);
  if (description.body) [400, 413, 415].forEach((status) => failures.add(status));
  if (description.query) failures.add(400);
  if (/\{\w+\}/.test(route.path)) failures.add(404);
  if (!route.isPublic) failures.add(401);
  if (route.requiredAction) failures.add(403);
  failures.add(500);
  failures.add(503);
  return failures;
}

const isStream = (answer: ApiAnswer) =>
  typeof answer === 'object' && answer !== null && 'media' in answer && answer.media === 'text/event-stream';

function withErrorShape(own: Json, status: number): Json {
  const shared = failureAnswer(status);
  const content = own.content as Json | undefined;
  if (content?.['application/json']) return own;
  return {
    ...own,
    ...(shared.headers !== undefined && { headers: shared.headers }),
    content: { ...(shared.content as Json), ...content },
  };
}

/** `used` gathers the shared failure answers the operation refers to. */
function operationOf(route: DescribedRoute, description: ApiRouteDescription, used: Set<number>): Json {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const failures = impliedFailures(route, description);
  const status = description.status ?? route.status;
  const responses: Record<string, Json> = { [status]: answerOf(status, description.answer) };
  for (const [status, answer] of Object.entries(description.answers ?? {}))
    responses[status] = answerOf(Number(status), answer);
  if (route.method === 'get' && !isStream(description.answer)) responses[304] ??= answerOf(304, null);
  for (const status of [...failures].sort()) {
    used.add(status);
    const own = responses[status];
    // A route's own failure page (HTML) beside the error shape the guards and filters answer with.
    responses[status] = own
      ? withErrorShape(own, status)
      : { $ref: `#/components/responses/Failure${status}` };
  }
  return {
    operationId: operationIdOf(route.method, route.path),
    summary: description.summary,
    tags: [route.tag],
    security: route.isPublic ? [] : [{ bearer: [] }],
    ...(route.requiredAction && { 'x-required-action': route.requiredAction }),
    parameters: [
      ...pathParameters,
      ...(description.query ? queryParameters(description.query) : []),
      ...Object.entries(description.headers ?? {}).map(([name, about]) => ({
        name,
        in: 'header',
        required: false,
        description: about,
        schema: { type: 'string' },
      })),
    ],
    ...(description.body && {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: ref(description.body) },
          ...(description.multipart && {
            'multipart/form-data': {
              schema: {
                type: 'object',
                description: `The fields of ${description.body}, each as text (lists and options as JSON text), and the image files.`,
              },
            },
          }),
        },
      },
    }),
    responses,
  };
}

/**
 * `/api/openapi.json`: every route the app serves with its request and answer schemas, generated
 * from the domain's types (see scripts/api-schemas.mjs). A route without @ApiRoute is listed
 * with no answers, which the description's test refuses.
 */
export function apiDescription(app: INestApplication): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const tags = new Set<string>();
  const failures = new Set<number>();
  const queries = new Set<string>();
  for (const route of describedRoutes(app)) {
    tags.add(route.tag);
    if (route.description?.query) queries.add(route.description.query);
    (paths[route.path] ??= {})[route.method] = route.description
      ? operationOf(route, route.description, failures)
      : { operationId: operationIdOf(route.method, route.path), tags: [route.tag], responses: {} };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bestelklaar API',
      description:
        'Beheer (admin) en webshop (shop) van Bestelklaar. Every failure answers `ApiErrorView` with a Dutch message.',
      version: '1',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} context.` })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(Object.entries(API_SCHEMAS).filter(([name]) => !queries.has(name))),
      responses: Object.fromEntries(
        [...failures].sort().map((status) => [`Failure${status}`, failureAnswer(status)]),
      ),
    },
  };
}
