import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAgainstDescription, type ApiDocument } from './support/described-answers';

const json = (schema: string) => ({
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** A small API described by hand: a thing by id, today's things (a literal path beside the template). */
const DOCUMENT: ApiDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: json('Thing'),
          304: {},
          404: { $ref: '#/components/responses/Failure404' },
          429: { ...json('Failure'), headers: { 'Retry-After': { required: true } } },
        },
      },
    },
    '/api/things/today': { get: { responses: { 200: json('ThingList') } } },
    '/api/things/{id}/card': { get: { responses: { 200: { content: { 'text/csv': { schema: {} } } } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['name'],
        additionalProperties: false,
      },
      ThingList: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
      Failure: {
        type: 'object',
        properties: { statusCode: { type: 'number' }, message: { type: 'string' } },
        required: ['statusCode', 'message'],
      },
      ApiErrorView: { $ref: '#/components/schemas/Failure' },
    },
    responses: { Failure404: json('Failure') },
  },
};

/** What the app answers, per path: some as described, some not. */
const ANSWERS: Record<string, [number, Record<string, string>, string]> = {
  '/api/openapi.json': [200, { 'content-type': 'application/json' }, JSON.stringify(DOCUMENT)],
  '/api/things/1': [200, { 'content-type': 'application/json' }, JSON.stringify({ name: 'Soep' })],
  '/api/things/2': [200, { 'content-type': 'application/json' }, JSON.stringify({ name: 7 })],
  '/api/things/3': [
    500,
    { 'content-type': 'application/json' },
    JSON.stringify({ statusCode: 500, message: 'Stuk' }),
  ],
  '/api/things/4': [200, { 'content-type': 'text/plain' }, 'Soep'],
  '/api/things/5': [
    429,
    { 'content-type': 'application/json' },
    JSON.stringify({ statusCode: 429, message: 'Rustig' }),
  ],
  '/api/things/6': [304, {}, ''],
  '/api/things/7': [
    200,
    { 'content-type': 'application/json', 'retry-after': '5' },
    JSON.stringify({ name: 'Soep' }),
  ],
  '/api/things/today': [200, { 'content-type': 'application/json' }, JSON.stringify([{ name: 'Soep' }])],
  '/api/things/1/card': [200, { 'content-type': 'text/csv; charset=utf-8' }, 'naam\nSoep\n'],
  '/api/nowhere': [
    404,
    { 'content-type': 'application/json' },
    JSON.stringify({ statusCode: 404, message: 'Weg' }),
  ],
  '/api/secret': [200, { 'content-type': 'application/json' }, '{}'],
  '/shop/page': [200, { 'content-type': 'text/html' }, '<p>Winkel</p>'],
};

let server: Server;
let http: ReturnType<typeof request>;

beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, headers, body] = ANSWERS[new URL(req.url!, 'http://x').pathname]!;
    res.writeHead(status, headers).end(body);
  });
  http = await checkedAgainstDescription(request(server));
});
afterAll(() => {
  server.close();
});

describe('answers checked against the API description', () => {
  it('lets through what the description declares, a literal path matched before a template', async () => {
    expect((await http.get('/api/things/1').expect(200)).body).toEqual({ name: 'Soep' });
    await http.get('/api/things/today?limit=2').expect(200);
    await http.get('/api/things/1/card').expect(200);
    await http.get('/api/things/6').expect(304);
    await http.head('/api/things/1').expect(200);
    // The error shape for a path the app does not serve; what is not the API, unchecked.
    await http.get('/api/nowhere').expect(404);
    await http.get('/shop/page').expect(200);
  });

  it('fails a body that does not match its schema, naming the field', async () => {
    await expect(http.get('/api/things/2')).rejects.toThrow(
      /GET \/api\/things\/\{id\} 200 does not match \/api\/openapi.json: body\/name must be string; the body was \{"name":7\}/,
    );
  });

  it('fails a status or a content type the description does not declare', async () => {
    await expect(http.get('/api/things/3')).rejects.toThrow(
      'GET /api/things/3 answered 500 ({"statusCode":500,"message":"Stuk"}), which /api/openapi.json does not declare for GET /api/things/{id} (it declares 200, 304, 404, 429)',
    );
    await expect(http.get('/api/things/4')).rejects.toThrow(
      'GET /api/things/{id} 200 answered text/plain, but /api/openapi.json declares application/json',
    );
    await expect(http.get('/api/secret')).rejects.toThrow(
      'GET /api/secret answered 200, but /api/openapi.json describes no such operation',
    );
  });

  it('fails a declared header the answer lacks, and a header a client acts on that is not declared', async () => {
    await expect(http.get('/api/things/5')).rejects.toThrow(
      'GET /api/things/{id} 429 is declared with Retry-After, but the answer has none',
    );
    await expect(http.get('/api/things/7')).rejects.toThrow(
      'GET /api/things/{id} 200 sent retry-after, which /api/openapi.json does not declare',
    );
  });

  it("leaves a test's own failed expectation as the message", async () => {
    await expect(http.get('/api/things/3').expect(200)).rejects.toThrow(
      'expected 200 "OK", got 500 "Internal Server Error"',
    );
  });
});
