import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@bestelklaar/domain';
import { NormalizedEmails1768000000000 } from '../src/database/migrations/1768000000000-normalized-emails';
import { image } from './support/catalog-fixtures';
import {
  BAD_VALUES,
  deeplyNestedArrays,
  deeplyNestedPrice,
  FIELD_NAMES,
  form,
  goodValues,
  mislabelledBodies,
  pathValues,
  QUERY_STRINGS,
  rawBodies,
} from './support/bad-input-corpus';
import { json, rawHttp, type RawHttp, type RawRequest } from './support/raw-http';
import { databaseBefore } from './support/migration-steps';
import { withDatabase } from './support/shop-setup';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let call: RawHttp;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  t = await startTestApp();
  call = await rawHttp(t);
  owner = await registerOwner(t.http);
});
afterAll(async () => {
  await t.close();
});

async function productNames(token: string): Promise<string[]> {
  const { body } = await call('/api/admin/products', { token });
  return (body as unknown as { name: string }[]).map((product) => product.name);
}

describe('a body that is not what its Content-Encoding says', () => {
  it('is refused on login and sign-up with 400 or 415 and a Dutch message, creating no account', async () => {
    for (const path of ['/api/admin/auth/signup', '/api/admin/auth/login']) {
      for (const { label, headers, body } of mislabelledBodies()) {
        const answer = await call(path, { method: 'POST', headers, body });
        expect([400, 415], `${path}: ${label}`).toContain(answer.status);
        expect([MESSAGES.bodyEncodingMismatch, MESSAGES.unsupportedEncoding]).toContain(answer.body?.message);
      }
    }
    const login = await call(
      '/api/admin/auth/login',
      json({ email: 'brood@voorbeeld.be', password: 'geheim123' }),
    );
    expect(login.status).toBe(401);
  });

  it('says which: bytes that do not unpack are a 400, a coding we do not read a 415', async () => {
    const headers = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
    const plain = await call('/api/admin/auth/login', {
      method: 'POST',
      headers,
      body: '{"email":"a@b.be"}',
    });
    expect(plain.body).toEqual({
      statusCode: 400,
      message: MESSAGES.bodyEncodingMismatch,
      error: 'Bad Request',
    });
    const unknown = await call('/api/admin/auth/login', {
      method: 'POST',
      headers: { ...headers, 'Content-Encoding': 'compress' },
      body: '{}',
    });
    expect(unknown.body).toEqual({
      statusCode: 415,
      message: MESSAGES.unsupportedEncoding,
      error: 'Unsupported Media Type',
    });
  });

  it('still reads a JSON body that really is gzip compressed', async () => {
    const body = gzipSync(JSON.stringify({ email: owner.email, password: owner.password }));
    const headers = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
    expect((await call('/api/admin/auth/login', { method: 'POST', headers, body })).status).toBe(200);
  });

  it('is refused on the multipart routes with 415, changing no product and no settings', async () => {
    const settingsBefore = (await call('/api/admin/account/settings', { token: owner.token })).body;
    const gzipped = { 'Content-Encoding': 'gzip' };
    const product = form({ name: 'Gecomprimeerd', price: '2', soldAlone: 'true' });
    const settings = form({
      name: 'Gecomprimeerd',
      shopName: 'x',
      shopAddress: 'y',
      contactGsm: '0470123456',
    });
    for (const [method, path, body] of [
      ['POST', '/api/admin/products', product],
      ['PUT', `/api/admin/products/${randomUUID()}`, product],
      ['PUT', '/api/admin/account/settings', settings],
    ] as const) {
      const answer = await call(path, { method, headers: gzipped, body, token: owner.token });
      expect(answer.status, `${method} ${path}`).toBe(415);
      expect(answer.body?.message).toBe(MESSAGES.unsupportedEncoding);
    }
    expect(await productNames(owner.token)).not.toContain('Gecomprimeerd');
    expect((await call('/api/admin/account/settings', { token: owner.token })).body).toEqual(settingsBefore);
  });
});

describe('deeply nested JSON', () => {
  it('is refused at sign-up with 400 before any field is read', async () => {
    const answer = await call('/api/admin/auth/signup', json(deeplyNestedArrays(2000)));
    expect(answer.body).toEqual({ statusCode: 400, message: MESSAGES.nestedTooDeeply, error: 'Bad Request' });
  });

  it('is refused as a price of decimal objects inside decimal objects, in a body and in form text', async () => {
    const answer = await call('/api/admin/products', json(deeplyNestedPrice(20_000), owner.token));
    expect(answer.status).toBe(400);
    expect(answer.body?.message).toBe(MESSAGES.nestedTooDeeply);

    const nested = `${'{"$numberDecimal":'.repeat(10_000)}"1"${'}'.repeat(10_000)}`;
    const options = `[{"name":"Saus","type":"select","options":[{"name":"Mayo","price":${nested}}]}]`;
    const fields = form({ name: 'Diep', price: '2', soldAlone: 'true', productOptions: options });
    const multipart = await call('/api/admin/products', { method: 'POST', body: fields, token: owner.token });
    expect(multipart.status).toBe(400);
    expect(multipart.body?.fields).toEqual({
      'productOptions.0.options.0.price': 'Voer een geldig bedrag in',
    });
    expect(await productNames(owner.token)).not.toContain('Diep');
  });
});

describe('text no one can type', () => {
  it('refuses a NUL in the login e-mail with 400', async () => {
    const answer = await call(
      '/api/admin/auth/login',
      json({ email: 'a\u0000@voorbeeld.be', password: 'geheim1' }),
    );
    expect(answer.body).toEqual({
      statusCode: 400,
      message: MESSAGES.invalidCharacters,
      error: 'Bad Request',
      fields: { email: MESSAGES.invalidCharacters },
    });
  });

  it('answers a shop named with a NUL as a shop that does not exist', async () => {
    for (const page of ['pickup-slots', 'opening-hours', 'vacation-mode']) {
      const answer = await call(`/api/shop/%00/${page}`);
      expect(answer.body).toEqual({ statusCode: 404, message: MESSAGES.notFound, error: 'Not Found' });
    }
  });

  it.each([
    [
      'a NUL in a name at sign-up',
      '/api/admin/auth/signup',
      { name: 'An\u0000na', email: 'nul@voorbeeld.be', password: 'geheim1' },
      'name',
    ],
    [
      'a lone surrogate in the sign-up e-mail',
      '/api/admin/auth/signup',
      { name: 'Anna', email: 'a\ud800b@example.test', password: 'geheim1' },
      'email',
    ],
    [
      'a NUL in a product name',
      '/api/admin/products',
      { name: 'Br\u0000od', price: 2, soldAlone: true },
      'name',
    ],
    [
      'a NUL in a description',
      '/api/admin/products',
      { name: 'Brood', description: 'x\u0000', price: 2, soldAlone: true },
      'description',
    ],
    [
      'a NUL in a collection name',
      '/api/admin/collections',
      { name: 'Bro\u0000den', icon: 'Utensils' },
      'name',
    ],
    [
      'a NUL in a vacation reason',
      '/api/admin/vacation-modes',
      { vacationModeStart: '2099-01-01', vacationModeEnd: '2099-01-05', vacationModeReason: 'x\u0000' },
      'vacationModeReason',
    ],
  ])('refuses %s with 400 on that field', async (_label, path, body, field) => {
    const answer = await call(path, json(body, owner.token));
    expect(answer.status).toBe(400);
    expect(answer.body?.fields).toEqual({ [field]: MESSAGES.invalidCharacters });
  });

  it.each([
    ['a NUL', 'x\u0000'],
    ['a lone surrogate', 'x\ud800'],
  ])('refuses %s in option names with 400 on each, saving nothing', async (_label, name) => {
    const options = [{ name, type: 'select', options: [{ name, price: 0 }] }];
    const body = { name: 'Met opties', price: 2, soldAlone: true, productOptions: options };
    const answer = await call('/api/admin/products', json(body, owner.token));
    expect(answer.status).toBe(400);
    expect(answer.body?.fields).toEqual({
      'productOptions.0.name': MESSAGES.invalidCharacters,
      'productOptions.0.options.0.name': MESSAGES.invalidCharacters,
    });
    expect(await productNames(owner.token)).not.toContain('Met opties');
  });
});

describe('a query parameter given twice', () => {
  it('is refused with 400 naming the parameter', async () => {
    const answer = await call('/api/payments/sandbox/onboarding?token=a&token=b');
    expect(answer.body).toEqual({
      statusCode: 400,
      message: MESSAGES.repeatedParameter('token'),
      error: 'Bad Request',
      fields: { token: MESSAGES.repeatedParameter('token') },
    });
  });
});

describe('a price that rounds to 0 cents', () => {
  it.each([
    ['0.000000001', '0.000000001'],
    ['5e-324', '5e-324'],
    ['"0.000000001" as text', '"0.000000001"'],
  ])('%s is refused: not a positive number', async (_label, price) => {
    const body = `{"name":"Gratis","soldAlone":true,"price":${price}}`;
    const answer = await call('/api/admin/products', json(body, owner.token));
    expect(answer.status).toBe(400);
    expect(answer.body?.fields).toEqual({ price: 'Voer een positief getal in' });
  });
});

describe('a field named __proto__', () => {
  it('is an unknown field like any other', async () => {
    const body = '{"__proto__":{"x":1},"name":"Anna","email":"proto@voorbeeld.be","password":"geheim1"}';
    const answer = await call('/api/admin/auth/signup', json(body));
    expect(answer.status).toBe(400);
    // A literal `{ __proto__: … }` would set a prototype, so the own field is compared as an entry.
    expect(Object.entries(answer.body?.fields ?? {})).toEqual([
      ['__proto__', MESSAGES.unknownField('__proto__')],
    ]);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every answer carrying a token or an owner’s data, errors included', async () => {
    const signup = json({
      name: 'Kas',
      email: `kas-${randomUUID()}@voorbeeld.be`,
      password: 'geheim1',
    });
    const answers = [
      await call('/api/admin/auth/signup', signup),
      await call('/api/admin/auth/login', json({ email: owner.email, password: owner.password })),
      await call('/api/admin/auth/login', json({ email: owner.email, password: 'fout-wachtwoord' })),
      await call('/api/admin/auth/login', json('{"email":')),
      await call('/api/admin/account/settings', { token: owner.token }),
      await call('/api/admin/account/settings', { method: 'PUT', body: form({}), token: owner.token }),
      await call('/api/admin/products', { token: owner.token }),
      await call('/api/admin/collections'),
      await call('/api/payments/sandbox/onboarding?token=ongeldig'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 401, 400, 200, 400, 200, 401, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers their own caching', async () => {
    const provider = await call('/api/payments/provider');
    expect(provider.headers.get('cache-control')).toBe('public, max-age=300');

    const fields = form({ name: 'Met foto', price: '3', soldAlone: 'true' });
    fields.append('image', new Blob([new Uint8Array(await image('png'))], { type: 'image/png' }), 'foto.png');
    const created = await call('/api/admin/products', { method: 'POST', body: fields, token: owner.token });
    const id = (created.body as { _id: string })._id;
    const photo = await call(`/api/images/products/${id}?v=1`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('e-mail identity', () => {
  const decomposed = 'E\u0301lise@Voorbeeld.be';
  const composed = '\u00c9LISE@voorbeeld.BE';

  it('makes one account of one address however it is composed or cased', async () => {
    const first = await call(
      '/api/admin/auth/signup',
      json({ name: 'Élise', email: decomposed, password: 'geheim1' }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ email: 'élise@voorbeeld.be' });
    const second = await call(
      '/api/admin/auth/signup',
      json({ name: 'Élise', email: ` ${composed} `, password: 'geheim1' }),
    );
    expect(second.status).toBe(409);
    for (const email of [decomposed, composed, 'élise@voorbeeld.be'])
      expect((await call('/api/admin/auth/login', json({ email, password: 'geheim1' }))).status).toBe(200);
  });

  it('stores the contact e-mail of the settings normalised', async () => {
    const settings = form({
      name: 'Élise',
      shopName: 'Chez Élise',
      shopDescription: 'Taarten',
      shopAddress: 'Markt 1, 9000 Gent',
      contactEmail: 'E\u0301lise@Winkel.be',
      contactGsm: '0470 12 34 56',
    });
    const answer = await call('/api/admin/account/settings', {
      method: 'PUT',
      body: settings,
      token: owner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ contactEmail: 'élise@winkel.be' });
  });

  it('normalises the addresses accounts were made with before, merging none', async () => {
    const legacy = ['O\u0308ZKAN@Voorbeeld.be', 'fre\u0301de\u0301ric@voorbeeld.be', 'frédéric@voorbeeld.be'];
    const passwordHash = await withDatabase(t, async (db) => {
      const { rows } = await db.query('SELECT password_hash FROM users WHERE id = $1', [owner.userId]);
      return rows[0].password_hash as string;
    });
    // Accounts as the code before the normal forms made them, carried through every migration since.
    const { old, migrateAll } = await databaseBefore(NormalizedEmails1768000000000);
    for (const email of legacy)
      await old.query(`INSERT INTO accounts (name, email, password_hash) VALUES ('Oud', $1, $2)`, [
        email,
        passwordHash,
      ]);
    await old.destroy();
    const migrated = await migrateAll();
    let people: { id: string; email: string }[];
    try {
      people = await migrated.query(`SELECT id, email FROM users WHERE name = 'Oud'`);
    } finally {
      await migrated.destroy();
    }
    expect(people.map((person) => person.email).sort()).toEqual(
      ['fre\u0301de\u0301ric@voorbeeld.be', 'frédéric@voorbeeld.be', 'özkan@voorbeeld.be'].sort(),
    );
    // The normalised person, with a shop of their own, logs in under any spelling of it.
    const ozkan = people.find((person) => person.email === 'özkan@voorbeeld.be')!;
    await withDatabase(t, async (db) => {
      await db.query(`INSERT INTO users (id, name, email, password_hash) VALUES ($1, 'Oud', $2, $3)`, [
        ozkan.id,
        ozkan.email,
        passwordHash,
      ]);
      await db.query('INSERT INTO accounts (id) VALUES ($1)', [ozkan.id]);
      await db.query(`INSERT INTO memberships (user_id, shop_id, role) VALUES ($1, $1, 'eigenaar')`, [
        ozkan.id,
      ]);
    });
    const login = await call(
      '/api/admin/auth/login',
      json({ email: 'Özkan@voorbeeld.be', password: owner.password }),
    );
    expect(login.status).toBe(200);
  });
});

describe('every route in /api/openapi.json', () => {
  interface Operation {
    method: string;
    path: string;
  }
  let operations: Operation[];
  let realIds: Record<string, string>;
  let spareToken: string;

  beforeAll(async () => {
    const document = (await t.http.get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const created = async (path: string, body: unknown) =>
      ((await call(path, json(body, owner.token))).body as { _id: string })._id;
    realIds = {
      '/api/admin/collections/{id}': await created('/api/admin/collections', {
        name: 'Broden',
        icon: 'Utensils',
      }),
      '/api/admin/products/{id}': await created('/api/admin/products', {
        name: 'Brood',
        price: 2,
        soldAlone: true,
      }),
      '/api/admin/vacation-modes/{id}': await created('/api/admin/vacation-modes', goodVacation()),
      '/api/admin/discounts/{id}': await created('/api/admin/discounts', {
        discountType: 'Webshop',
        discount: 10,
        startDate: '2099-07-01',
        endDate: '2099-07-15',
      }),
    };
    realIds['/api/images/products/{id}'] = realIds['/api/admin/products/{id}']!;
    realIds['/api/admin/menus/{id}'] = await created('/api/admin/menus', {
      name: 'Lunchmenu',
      price: 12,
      products: [realIds['/api/admin/products/{id}']],
    });
    realIds['/api/images/menus/{id}'] = realIds['/api/admin/menus/{id}']!;
    spareToken = (
      await t.http
        .post('/api/admin/auth/login')
        .send({ email: owner.email, password: owner.password })
        .expect(200)
    ).body.token;
  });

  const goodVacation = () => ({
    vacationModeStart: '2099-01-01',
    vacationModeEnd: '2099-01-05',
    vacationModeReason: 'Verlof',
  });
  const takesBody = ({ method }: Operation) => method !== 'GET' && method !== 'HEAD';
  /** Logging out ends the token it is sent with, so that route gets a token of its own. */
  const tokenFor = ({ path }: Operation) => (path === '/api/admin/auth/logout' ? spareToken : owner.token);
  /** Real rows are edited, never deleted, so the other requests keep finding them. */
  const realPath = (operation: Operation) => {
    const id = operation.method === 'DELETE' ? undefined : realIds[operation.path];
    return fill(operation.path, id ?? randomUUID());
  };
  const fill = (path: string, value: string) => path.replace(/\{\w+\}/g, () => value);

  interface Attempt {
    label: string;
    path: string;
    request: RawRequest;
  }

  /** Sends every attempt, a few at a time, and lists those answered with a 5xx or not at all. */
  async function serverErrors(attempts: Attempt[]): Promise<string[]> {
    const failures: string[] = [];
    const queue = [...attempts];
    const worker = async () => {
      for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
        const { label, path, request } = attempt;
        const name = `${request.method ?? 'GET'} ${path.slice(0, 100)} [${label}]`;
        try {
          const { status } = await call(path, request);
          if (status >= 500) failures.push(`${name} → ${status}`);
        } catch (error) {
          failures.push(`${name} → ${(error as Error).cause ?? error}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(attempts.length).toBeGreaterThan(0);
    return failures;
  }

  const withAndWithoutToken = (operation: Operation) => [
    { auth: 'zonder token', token: undefined },
    { auth: 'met token', token: tokenFor(operation) },
  ];

  it('answers nonsense in paths and query strings without a 5xx', async () => {
    const attempts = operations.flatMap((operation) =>
      withAndWithoutToken(operation).flatMap(({ auth, token }) => [
        ...(operation.path.includes('{')
          ? pathValues().map((value) => ({
              label: `${auth}, pad ${value.slice(0, 20)}`,
              path: fill(operation.path, value),
              request: { method: operation.method, token },
            }))
          : []),
        ...QUERY_STRINGS.map((query) => ({
          label: `${auth}, query ${query.slice(0, 30)}`,
          path: realPath(operation) + query,
          request: { method: operation.method, token },
        })),
      ]),
    );
    expect(await serverErrors(attempts)).toEqual([]);
  }, 120_000);

  it('answers malformed bodies without a 5xx', async () => {
    // What the body parser refuses it refuses before the token is looked at, and without a token the
    // guard refuses the rest unread: so each body is sent once, and with a token only when it matters.
    const attempts = operations.filter(takesBody).flatMap((operation) =>
      rawBodies().map(({ label, headers, body, parserLevel }) => ({
        label: `${parserLevel ? 'zonder' : 'met'} token, ${label}`,
        path: realPath(operation),
        request: {
          method: operation.method,
          headers,
          body,
          token: parserLevel ? undefined : tokenFor(operation),
        },
      })),
    );
    expect(await serverErrors(attempts)).toEqual([]);
  }, 120_000);

  /** The fields a route reads: all it is sent but those it calls unknown; none if it reads no JSON body. */
  async function fieldsRead(operation: Operation): Promise<string[]> {
    const answer = await call(realPath(operation), json(goodValues(), tokenFor(operation), operation.method));
    const messages = Object.values(answer.body?.fields ?? {});
    const unknown = FIELD_NAMES.filter((name) => messages.includes(MESSAGES.unknownField(name)));
    return unknown.length === 0 ? [] : FIELD_NAMES.filter((name) => !unknown.includes(name));
  }

  it('answers a bad value in any field it reads without a 5xx', async () => {
    const attempts: Attempt[] = [];
    for (const operation of operations.filter(takesBody)) {
      const fields = await fieldsRead(operation);
      for (const field of fields)
        for (const { label, value } of BAD_VALUES) {
          const good = goodValues();
          const body = Object.fromEntries(fields.map((name) => [name, name === field ? value : good[name]]));
          attempts.push({
            label: `${field}: ${label}`,
            path: realPath(operation),
            request: json(body, tokenFor(operation), operation.method),
          });
        }
    }
    expect(await serverErrors(attempts)).toEqual([]);
  }, 120_000);
});
