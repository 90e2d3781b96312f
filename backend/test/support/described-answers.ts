import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type request from 'supertest';
import type { Response } from 'supertest';

type Http = ReturnType<typeof request>;

interface Answer {
  $ref?: string;
  content?: Record<string, { schema: object }>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  responses: Record<string, Answer>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses?: Record<string, Answer> };
}

/** Headers a client acts on: an answer that sends one must say so. */
const ACTIONABLE_HEADERS = ['location', 'retry-after'];

/** Not operations of the API: the description itself and its viewer. */
const UNDESCRIBED = /^\/api\/(openapi\.json|docs)(\/|$)/;

/**
 * Checks each answer against what `/api/openapi.json` declares for its path, method, status and
 * content type: the JSON body against the declared schema, another body by its content type, and
 * the headers a client acts on. An answer the document does not declare is a mismatch too.
 */
export class DescribedAnswers {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  /** Literal paths first, as OpenAPI matches `/orders/today` before `/orders/{id}`. */
  private readonly templates: { path: string; pattern: RegExp; literals: number }[];

  constructor(private readonly document: ApiDocument) {
    this.ajv.addSchema({ $id: 'api', components: document.components });
    this.templates = Object.keys(document.paths)
      .map((path) => ({
        path,
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+').replaceAll('.', '\\.')}$`),
        literals: path.split('/').filter((segment) => !segment.startsWith('{')).length,
      }))
      .sort((a, b) => b.literals - a.literals);
  }

  /** Why the answer does not match the description, or undefined when it does. */
  mismatchOf(method: string, url: string, response: Response): string | undefined {
    const path = new URL(url, 'http://localhost').pathname;
    const verb = method.toLowerCase();
    if (!path.startsWith('/api/') || UNDESCRIBED.test(path) || verb === 'options') return undefined;
    const asked = `${method.toUpperCase()} ${path}`;
    const template = this.templates.find(({ pattern }) => pattern.test(path))?.path;
    // HEAD is answered by the GET route, without its body.
    const operation = template && this.document.paths[template]![verb === 'head' ? 'get' : verb];
    if (!template || !operation) {
      // A path or method the app does not serve is refused in the error shape, as every failure is.
      if (response.status >= 400 && response.status < 500)
        return this.bodyMismatch(
          `${asked} (no operation)`,
          { $ref: '#/components/schemas/ApiErrorView' },
          response,
        );
      return `${asked} answered ${response.status}, but /api/openapi.json describes no such operation`;
    }
    const name = `${verb.toUpperCase()} ${template}`;
    const declared = this.resolve(operation.responses[response.status] ?? operation.responses.default);
    if (!declared)
      return `${asked} answered ${response.status} ${describeBody(response)}, which /api/openapi.json does not declare for ${name} (it declares ${Object.keys(operation.responses).join(', ')})`;
    const where = `${name} ${response.status}`;
    const headers = this.headerMismatch(where, declared, response);
    if (headers) return headers;
    if (!declared.content) {
      const hasBody = Number(response.headers['content-length'] ?? 0) > 0 || Boolean(response.text);
      if (hasBody && response.status < 300 && verb !== 'head')
        return `${where} is declared without a body, but the answer sent ${describeBody(response)}`;
      return undefined;
    }
    const type = mediaTypeOf(response);
    const media = Object.keys(declared.content).find((declaredType) => mediaMatches(declaredType, type));
    if (!media)
      return `${where} answered ${type || 'without a content type'}, but /api/openapi.json declares ${Object.keys(declared.content).join(' or ')}`;
    if (media !== 'application/json' || verb === 'head') return undefined;
    return this.bodyMismatch(where, declared.content[media]!.schema, response);
  }

  private resolve(answer: Answer | undefined): Answer | undefined {
    if (!answer?.$ref) return answer;
    return this.document.components.responses?.[answer.$ref.split('/').pop()!];
  }

  private headerMismatch(where: string, declared: Answer, response: Response): string | undefined {
    const names = Object.keys(declared.headers ?? {}).map((name) => name.toLowerCase());
    const undeclared = ACTIONABLE_HEADERS.filter(
      (name) => response.headers[name] !== undefined && !names.includes(name),
    );
    if (undeclared.length > 0)
      return `${where} sent ${undeclared.join(', ')}, which /api/openapi.json does not declare`;
    const missing = Object.entries(declared.headers ?? {})
      .filter(([name, header]) => header.required && response.headers[name.toLowerCase()] === undefined)
      .map(([name]) => name);
    if (missing.length > 0) return `${where} is declared with ${missing.join(', ')}, but the answer has none`;
    return undefined;
  }

  private bodyMismatch(where: string, schema: object, response: Response): string | undefined {
    if (mediaTypeOf(response) !== 'application/json')
      return `${where} answered ${mediaTypeOf(response) || 'without a content type'}, but /api/openapi.json declares application/json`;
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replaceAll('"#/', '"api#/')));
      this.validators.set(key, validate);
    }
    if (validate(response.body)) return undefined;
    const problems = this.ajv.errorsText(validate.errors, { dataVar: 'body' });
    return `${where} does not match /api/openapi.json: ${problems}; the body was ${truncated(JSON.stringify(response.body))}`;
  }
}

function mediaTypeOf(response: Response): string {
  return String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

function mediaMatches(declared: string, actual: string): boolean {
  if (declared === '*/*') return actual !== '';
  return declared.endsWith('/*') ? actual.startsWith(declared.slice(0, -1)) : declared === actual;
}

function describeBody(response: Response): string {
  const type = mediaTypeOf(response);
  if (type === 'application/json') return `(${truncated(JSON.stringify(response.body))})`;
  return type ? `(${type})` : '(no body)';
}

const truncated = (text: string | undefined) =>
  text === undefined || text.length <= 400 ? String(text) : `${text.slice(0, 400)}…`;

/** supertest's own hook: it runs a request's assertions and hands the outcome on. */
type Asserting = { assert(error: unknown, response: Response | undefined, done?: Done): void };
type Done = (this: unknown, error: unknown, response: Response | undefined) => void;

/**
 * `http` whose every request fails, after its own assertions passed, when the answer is not one
 * the app's `/api/openapi.json` declares (see DescribedAnswers).
 */
export async function checkedAgainstDescription(http: Http): Promise<Http> {
  const document = (await http.get('/api/openapi.json').expect(200)).body as ApiDocument;
  const answers = new DescribedAnswers(document);
  const checked = Object.entries(http).map(([method, start]) => {
    const make = (url: string) => {
      const test = (start as (url: string) => ReturnType<Http['get']>)(url);
      const asserting = test as unknown as Asserting;
      const assert = asserting.assert.bind(test);
      asserting.assert = (error, response, done) =>
        assert(error, response, function (this: unknown, failure, answered) {
          const mismatch =
            !failure && answered ? answers.mismatchOf(test.method, test.url, answered) : undefined;
          done?.call(this, mismatch ? new Error(mismatch) : failure, answered);
        });
      return test;
    };
    return [method, make];
  });
  return Object.fromEntries(checked) as Http;
}
