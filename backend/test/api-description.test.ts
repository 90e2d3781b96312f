import { readFileSync } from 'node:fs';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_DATE_PATTERN } from '@bestelklaar/domain';
import { furnishedShop } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

interface Schema {
  $ref?: string;
}
interface Answer {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, Answer>;
  requestBody?: { content: Record<string, { schema: Schema } | undefined> };
  parameters?: { name: string; in: string }[];
}
interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Answer> };
}

/** `/api/admin/products/{id}` for Express's `/api/admin/products/:id`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  let document: Description;
  let owner: Awaited<ReturnType<typeof registerOwner>>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerOwner(t.http);
    await furnishedShop(t, owner, 'beschreven', 'Eén');
    document = (await t.http.get('/api/openapi.json').expect(200)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Nest's 404 for unknown API paths (every method) and the description itself. */
  const NOT_OPERATIONS = ['/api', '/api/{*path}', '/api/openapi.json'];

  /** Every route Express answers, as its router holds them (Nest's routes; the SPA and pages are middleware). */
  const servedRoutes = () => {
    const router = t.app.getHttpAdapter().getInstance().router as {
      stack: { route?: { path: string; methods: Record<string, boolean> } }[];
    };
    return router.stack
      .flatMap(({ route }) =>
        route ? Object.keys(route.methods).map((method) => ({ method, path: openApiPath(route.path) })) : [],
      )
      .filter(({ path }) => !NOT_OPERATIONS.includes(path));
  };

  /** `Controller.handler` of every handler that reads a request body (`@Body`), from Nest's own metadata. */
  const routesReadingABody = () => {
    const scanner = new MetadataScanner();
    const reading: string[] = [];
    for (const module of t.app.get(ModulesContainer).values())
      for (const { metatype } of module.controllers.values()) {
        const controller = metatype as Type<unknown>;
        const prototype = controller.prototype as Record<string, object>;
        for (const name of scanner.getAllMethodNames(prototype)) {
          const args: Record<string, unknown> =
            Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
          if (Object.keys(args).some((key) => key.startsWith(`${RouteParamtypes.BODY}:`)))
            reading.push(`${controller.name}.${name}`);
        }
      }
    return reading;
  };

  /** Every query parameter a handler reads by name (`@Query('name')`), with its operation. */
  const queryParametersRead = () => {
    const scanner = new MetadataScanner();
    const read: { operation: string; name: string }[] = [];
    for (const module of t.app.get(ModulesContainer).values())
      for (const { metatype } of module.controllers.values()) {
        const controller = metatype as Type<unknown>;
        for (const handler of scanner.getAllMethodNames(controller.prototype as object)) {
          const args: Record<string, { data?: unknown }> =
            Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {};
          const callback = (controller.prototype as Record<string, object>)[handler]!;
          if (Reflect.getMetadata(PATH_METADATA, callback) === undefined) continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, callback) as RequestMethod];
          const path = [
            '/api',
            Reflect.getMetadata(PATH_METADATA, controller),
            Reflect.getMetadata(PATH_METADATA, callback),
          ]
            .map((part: string) => part.replace(/^\/|\/$/g, ''))
            .filter((part) => part !== '')
            .join('/');
          for (const [key, { data }] of Object.entries(args))
            if (key.startsWith(`${RouteParamtypes.QUERY}:`) && typeof data === 'string')
              read.push({ operation: `${method.toLowerCase()} /${openApiPath(path)}`, name: data });
        }
      }
    return read;
  };

  it('describes every route the app serves, with an answer schema, a summary, a tag and its security', () => {
    const routes = servedRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const problems: string[] = [];
    for (const { method, path } of routes) {
      const operation = document.paths[path]?.[method];
      const name = `${method.toUpperCase()} ${path}`;
      if (!operation) {
        problems.push(`${name}: no operation`);
        continue;
      }
      if (!operation.summary) problems.push(`${name}: no summary`);
      if (operation.tags?.length !== 1) problems.push(`${name}: no tag`);
      if (!Array.isArray(operation.security)) problems.push(`${name}: no security`);
      const answers = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      if (answers.length === 0) problems.push(`${name}: no answer`);
      for (const [status, answer] of answers) {
        const bodiless = ['204', '303', '304'].includes(status);
        if (!bodiless && !answer.content) problems.push(`${name}: ${status} without a schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every query parameter a handler reads by name', () => {
    const read = queryParametersRead();
    expect(read.length).toBeGreaterThan(10);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) =>
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => `${method} ${path} ?${parameter.name}`),
        ),
      ),
    );
    const missing = read
      .map(({ operation, name }) => `${operation} ?${name}`)
      .filter((parameter) => !documented.has(parameter));
    expect(missing).toEqual([]);
  });

  it('gives every route that reads a body a request body schema', async () => {
    // Sandbox form posts read one hidden field and answer with pages: they are not the JSON API.
    const reading = routesReadingABody().filter((name) => name !== 'SandboxController.confirm');
    const described = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => operation.requestBody?.content['application/json']?.schema.$ref);
    expect(described.length).toBe(reading.length);
  });

  /** The properties a body schema names, through its references and alternatives. */
  const propertiesOf = (schema: Schema): string[] => {
    const named = schema.$ref
      ? (document.components.schemas[schema.$ref.split('/').pop()!] as Schema)
      : (schema as Schema & { properties?: object; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] });
    const {
      properties,
      anyOf = [],
      oneOf = [],
      allOf = [],
    } = named as {
      properties?: object;
      anyOf?: Schema[];
      oneOf?: Schema[];
      allOf?: Schema[];
    };
    return [...Object.keys(properties ?? {}), ...[...anyOf, ...oneOf, ...allOf].flatMap(propertiesOf)];
  };

  it('documents only body fields the server reads', async () => {
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (!schema) continue;
        const fields = [...new Set(propertiesOf(schema))];
        // A value no field takes, so nothing is changed; the parser still names every field it does not know.
        const body = Object.fromEntries(fields.map((field) => [field, { onzin: true }]));
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.http[method as 'post'](url).set(owner.auth).send(body);
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 400`);
        const unknown = fields.filter(
          (field) => response.body.fields?.[field] === MESSAGES.unknownField(field),
        );
        expect(`${method} ${path}: ${unknown.join(', ')}`).toBe(`${method} ${path}: `);
        checked.push(`${method} ${path}`);
      }
    expect(checked.length).toBeGreaterThan(25);
  });

  it('demands the session token exactly where the app does', async () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        if (operation.security?.length === 0) continue;
        const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const response = await t.http[method as 'get'](url);
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 401`);
      }
    const admin = servedRoutes().filter(({ path }) => path.startsWith('/api/admin/'));
    const secured = admin.filter(({ method, path }) => document.paths[path]?.[method]?.security?.length);
    // Only signing up, logging in (both steps) and accepting an invitation are open under /api/admin.
    expect(admin.length - secured.length).toBe(4);
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    const { createConfig, lintFromString } = await import('@redocly/openapi-core');
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  describe('matches what the app really answers', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    let validatorOf: (path: string, method: string, status: number) => (body: unknown) => string[];

    beforeAll(() => {
      ajv.addSchema({ $id: 'api', components: document.components });
      validatorOf = (path, method, status) => {
        const answer = document.paths[path]![method]!.responses[status]!;
        const shared = answer.$ref && document.components.responses[answer.$ref.split('/').pop()!];
        const schema = (shared || answer).content!['application/json']!.schema;
        const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"api#/')));
        return (body) => (validate(body) ? [] : ajv.errorsText(validate.errors).split(', '));
      };
    });

    it('the storefront read', async () => {
      const response = await t.http.get('/api/shop/beschreven/storefront').expect(200);
      expect(validatorOf('/api/shop/{shop}/storefront', 'get', 200)(response.body)).toEqual([]);
    });

    it('an admin list and an admin edit', async () => {
      const products = await t.http.get('/api/admin/products').set(owner.auth).expect(200);
      expect(products.body.length).toBeGreaterThan(0);
      expect(validatorOf('/api/admin/products', 'get', 200)(products.body)).toEqual([]);
      const settings = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
      expect(validatorOf('/api/admin/account/settings', 'get', 200)(settings.body)).toEqual([]);
    });

    it('a 400 with a Dutch message per field, a 401 and a 404', async () => {
      const invalid = await t.http
        .post('/api/admin/collections')
        .set(owner.auth)
        .send({ name: 1 })
        .expect(400);
      expect(invalid.body.fields).toBeDefined();
      expect(validatorOf('/api/admin/collections', 'post', 400)(invalid.body)).toEqual([]);
      const unauthorized = await t.http.get('/api/admin/collections').expect(401);
      expect(validatorOf('/api/admin/collections', 'get', 401)(unauthorized.body)).toEqual([]);
      const missing = await t.http.get('/api/shop/bestaat-niet/storefront').expect(404);
      expect(validatorOf('/api/shop/{shop}/storefront', 'get', 404)(missing.body)).toEqual([]);
    });

    it('describes the bodies real requests send, field for field', async () => {
      const requestValidatorOf = (path: string, method: string) => {
        const schema = document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
        const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/', '"api#/')));
        return (body: unknown) => (validate(body) ? [] : ajv.errorsText(validate.errors).split(', '));
      };
      const sent = [
        ['/api/admin/collections', 'post', { name: 'Soepen', icon: 'Soup' }],
        ['/api/admin/products', 'post', { name: 'Tomatensoep', price: 4.5, vatRate: 6, soldAlone: true }],
        ['/api/admin/pickup-moments', 'put', { day: 'woensdag', slots: [{ start: '11:00', end: '12:00' }] }],
        [
          '/api/admin/discounts',
          'post',
          { discountType: 'Webshop', discount: 10, startDate: '2099-07-01', endDate: '2099-07-15' },
        ],
        ['/api/admin/ordering/busy', 'put', { minutes: 15 }],
      ] as const;
      for (const [path, method, body] of sent) {
        const response = await t.http[method](path).set(owner.auth).send(body);
        expect(`${path} ${response.status}`).toMatch(new RegExp(`^${path} 20[01]$`));
        expect(requestValidatorOf(path, method)(body)).toEqual([]);
      }
      expect(requestValidatorOf('/api/admin/collections', 'post')({ name: 'Soepen', kleur: 'rood' })).toEqual(
        ["data must have required property 'icon'", 'data must NOT have additional properties'],
      );
    });

    it('refuses an answer that drifted from its type', async () => {
      const response = await t.http.get('/api/shop/beschreven/storefront').expect(200);
      const drifted = { ...response.body, info: { ...response.body.info, shopName: 7, slogan: 'Nieuw' } };
      expect(validatorOf('/api/shop/{shop}/storefront', 'get', 200)(drifted)).toHaveLength(2);
    });
  });

  it('describes the order date with the pattern the order parser reads it by', () => {
    const orderRequest = document.components.schemas.OrderRequest as {
      properties: { date: { pattern: string } };
    };
    expect(orderRequest.properties.date.pattern).toBe(ORDER_DATE_PATTERN);
  });

  it('is built from the committed schemas, which are what the domain’s types give now', async () => {
    const { API_SCHEMAS_FILE, formatApiSchemas, generateApiSchemas } =
      await import('../../scripts/api-schemas.mjs');
    const committed = readFileSync(API_SCHEMAS_FILE, 'utf8');
    // Served as they are, but for the queries' types, which become parameters.
    const schemas = JSON.parse(committed) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(document.components.schemas))
      expect(schemas[name], name).toEqual(schema);
    expect(Object.keys(document.components.schemas).length).toBeGreaterThan(80);
    // `npm run api-schemas` writes it anew after a view or request type changed.
    expect(await formatApiSchemas(generateApiSchemas())).toBe(committed);
  }, 60_000);
});
