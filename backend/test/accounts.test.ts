import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { deriveSecrets } from '../src/config/secrets';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ loginFailureLimit: 10 });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/admin/auth/signup', () => {
  it('creates an account and hides the password', async () => {
    const response = await t.http
      .post('/api/admin/auth/signup')
      .send({ name: 'Anna', email: 'anna@voorbeeld.be', password: 'geheim1' })
      .expect(201);
    expect(response.body).toEqual({ _id: expect.any(String), name: 'Anna', email: 'anna@voorbeeld.be' });
  });

  it('refuses a second account with the same e-mail in another case with 409', async () => {
    const response = await t.http
      .post('/api/admin/auth/signup')
      .send({ name: 'Anna', email: 'ANNA@voorbeeld.be', password: 'geheim1' })
      .expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      message: 'Er bestaat al een account met dit e-mailadres.',
      error: 'Conflict',
      fields: { email: 'Er bestaat al een account met dit e-mailadres.' },
    });
  });

  it.each([
    [{ email: 'a@b.be', password: 'geheim1' }, 'name', 'Dit veld is verplicht'],
    [{ name: '   ', email: 'a@b.be', password: 'geheim1' }, 'name', 'Dit veld is verplicht'],
    [{ name: 'A', email: 'a@b.be', password: 'geheim1' }, 'name', 'Moet ten minste 2 tekens lang zijn'],
    [{ name: 'Anna', email: 'geen-email', password: 'geheim1' }, 'email', 'Voer een geldig e-mailadres in'],
    [{ name: 'Anna', email: 'a@b.be', password: '12345' }, 'password', 'Moet ten minste 6 tekens lang zijn'],
    [{ name: 42, email: 'a@b.be', password: 'geheim1' }, 'name', 'Dit veld is verplicht'],
    [{ name: 'Anna', email: 'a@b.be', password: 'geheim1', role: 'admin' }, 'role', 'Onbekend veld: role.'],
  ])('refuses %j with a Dutch message on %s', async (body, field, message) => {
    const response = await t.http.post('/api/admin/auth/signup').send(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields[field]).toBe(message);
    expect(response.body.message).toBeTypeOf('string');
  });

  it('answers malformed JSON with 400 and a Dutch message', async () => {
    const response = await t.http
      .post('/api/admin/auth/signup')
      .set('Content-Type', 'application/json')
      .send('{"name": "Anna",')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'De aanvraag bevat geen geldige JSON.',
      error: 'Bad Request',
    });
  });

  it('answers a 10 MB body with 413 and creates nothing', async () => {
    const huge = JSON.stringify({
      name: 'x'.repeat(10 * 1024 * 1024),
      email: 'groot@voorbeeld.be',
      password: 'geheim1',
    });
    const response = await t.http
      .post('/api/admin/auth/signup')
      .set('Content-Type', 'application/json')
      .send(huge);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('De aanvraag is te groot.');
    await t.http
      .post('/api/admin/auth/login')
      .send({ email: 'groot@voorbeeld.be', password: 'geheim1' })
      .expect(401);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await t.http
      .post('/api/admin/auth/signup')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(response.status).toBe(400);
  });
});

describe('POST /api/admin/auth/login', () => {
  it('gives a token valid for 7 days that opens the admin API', async () => {
    const owner = await registerOwner(t.http, 'Bert');
    const [, payload] = owner.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    const settings = await t.http.get('/api/admin/account/settings').set(owner.auth).expect(200);
    expect(settings.body).toMatchObject({
      _id: owner.id,
      name: 'Bert',
      email: owner.email,
      shopName: '',
      shopDescription: '',
      shopAddress: '',
      subdomain: '',
      onboardingCompleted: false,
      shopMinimumOrderTimeBeforePickup: 24,
      darkMode: false,
    });
  });

  it('accepts the e-mail in any case', async () => {
    const owner = await registerOwner(t.http);
    await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email.toUpperCase(), password: owner.password })
      .expect(200);
  });

  it('answers unknown e-mail and wrong password with the same 401', async () => {
    const owner = await registerOwner(t.http);
    const wrong = await t.http
      .post('/api/admin/auth/login')
      .send({ email: owner.email, password: 'fout123' });
    const unknown = await t.http
      .post('/api/admin/auth/login')
      .send({ email: 'niemand@voorbeeld.be', password: 'fout123' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('E-mailadres of wachtwoord is onjuist.');
  });

  it('requires both fields', async () => {
    const response = await t.http.post('/api/admin/auth/login').send({ email: '', password: '' }).expect(400);
    expect(response.body.fields).toEqual({
      email: 'Dit veld is verplicht',
      password: 'Dit veld is verplicht',
    });
  });
});

describe('tokens', () => {
  it('requires a bearer token on admin routes', async () => {
    const response = await t.http.get('/api/admin/account/settings').expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      message: 'Je sessie is verlopen of ongeldig. Log opnieuw in.',
      error: 'Unauthorized',
    });
  });

  it('refuses a tampered token', async () => {
    const owner = await registerOwner(t.http);
    const [header, payload, signature] = owner.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const other = await registerOwner(t.http);
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString('base64url');
    await t.http
      .get('/api/admin/account/settings')
      .set('Authorization', `Bearer ${header}.${forged}.${signature}`)
      .expect(401);
  });

  it('refuses an alg:none token', async () => {
    const owner = await registerOwner(t.http);
    const [, payload] = owner.token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await t.http
      .get('/api/admin/account/settings')
      .set('Authorization', `Bearer ${none}.${payload}.`)
      .expect(401);
  });

  it('refuses an expired token signed with the right key', async () => {
    const owner = await registerOwner(t.http);
    const [, payload] = owner.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ ...claims, iat: claims.iat - 8 * 86400, exp: claims.iat - 86400 }),
    ).toString('base64url');
    const signature = createHmac('sha256', deriveSecrets(t.config.jwtSecret!).sessionTokens)
      .update(`${header}.${body}`)
      .digest('base64url');
    await t.http
      .get('/api/admin/account/settings')
      .set('Authorization', `Bearer ${header}.${body}.${signature}`)
      .expect(401);
  });

  it('signs tokens with a key of their own, not the configured secret itself', async () => {
    const owner = await registerOwner(t.http);
    const [header, body] = owner.token.split('.');
    const sign = (key: string) => createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
    const bearer = (key: string) => ({ Authorization: `Bearer ${header}.${body}.${sign(key)}` });
    await t.http
      .get('/api/admin/account/settings')
      .set(bearer(deriveSecrets(t.config.jwtSecret!).sessionTokens))
      .expect(200);
    await t.http.get('/api/admin/account/settings').set(bearer(t.config.jwtSecret!)).expect(401);
    await t.http
      .get('/api/admin/account/settings')
      .set(bearer(deriveSecrets(t.config.jwtSecret!).sandboxLinks))
      .expect(401);
  });

  it('revokes the token on logout', async () => {
    const owner = await registerOwner(t.http);
    await t.http.post('/api/admin/auth/logout').set(owner.auth).expect(204);
    await t.http.get('/api/admin/account/settings').set(owner.auth).expect(401);
    await t.http.post('/api/admin/auth/logout').set(owner.auth).expect(401);
  });
});

describe('GET /api/health', () => {
  it('checks the database, and tells how long background work lags', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: 'ok',
      details: { oldestUnsentJobSeconds: expect.any(Number) },
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 in Dutch instead of the SPA', async () => {
    const response = await t.http.get('/api/bestaat-niet').expect(404);
    expect(response.body.message).toBe('Niet gevonden.');
  });

  it('publish the OpenAPI document', async () => {
    const response = await t.http.get('/api/openapi.json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/admin/auth/login');
  });
});
