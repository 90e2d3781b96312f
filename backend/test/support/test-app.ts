import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { createMigratedDatabase } from './app-process';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { FAST_PASSWORD_HASH_COST } from '../../src/config/password-hash-cost';
import type { AppOptions } from '../../src/app.module';
import { checkedAgainstDescription } from './described-answers';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  databaseUrl: string;
  close(): Promise<void>;
}

/** How the app reaches its database: its pool one way, what needs a session of its own (`direct`) maybe another. */
export interface Reach {
  pooled: string;
  direct?: string;
}

/**
 * The real application over a fresh (migrated) database of its own, reached over HTTP; `reach` may route the
 * app's connections another way (through a proxy a test can break, a pooler), the test's own go direct.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: AppOptions = {},
  reach: (databaseUrl: string) => string | Reach = (databaseUrl) => databaseUrl,
): Promise<TestApp> {
  const databaseUrl = await createMigratedDatabase();
  const reached = reach(databaseUrl);
  const { pooled, direct } = typeof reached === 'string' ? { pooled: reached, direct: undefined } : reached;

  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', FRONTEND_DIST: 'none', SEED_DEMO: 'false', LOG_LEVEL: 'silent' }),
    dataDir: mkdtempSync(join(tmpdir(), 'bestelklaar-test-data-')),
    jwtSecret: randomBytes(32).toString('hex'),
    authRateLimitPerMinute: 10_000,
    passwordHashCost: FAST_PASSWORD_HASH_COST,
    // A job a test waits for starts within half a second of its commit, not at the next 2-second poll.
    jobs: { pollingIntervalSeconds: 0.5 },
    databaseDirectUrl: direct,
    ...overrides,
  };
  const app = await createApp(config, pooled, options);
  await app.init();
  const server = app.getHttpServer();
  return {
    app,
    // Every answer a test receives must be one the app's /api/openapi.json declares.
    http: await checkedAgainstDescription(request(server)),
    config,
    databaseUrl,
    close: () => app.close(),
  };
}

/**
 * An object that reads each of its `members` from what `current` gives at the moment it is used, so
 * that a test file can name something that is only made in a hook; before then any read throws with
 * `notYet`. Methods are called on the object `current` gives.
 */
export function readThrough<T extends object>(
  current: () => T | undefined,
  members: Record<keyof T, true>,
  notYet: string,
): T {
  const there = (): T => {
    const value = current();
    if (value === undefined) throw new Error(notYet);
    return value;
  };
  const view = {} as T;
  for (const key of Object.keys(members) as (keyof T)[]) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get() {
        const target = there();
        const member = target[key];
        return typeof member === 'function' ? member.bind(target) : member;
      },
    });
  }
  return view;
}

/** The app `current` gives, read when used: a test file can name its app before the app has started. */
export function testAppOnceStarted(current: () => TestApp | undefined): TestApp {
  return readThrough(
    current,
    { app: true, http: true, config: true, databaseUrl: true, close: true },
    'De app van dit testbestand is nog niet gestart: gebruik hem in een test of een hook.',
  );
}

/**
 * The app of the test file (or describe block) it is called in, as `startTestApp` starts it:
 * started before its tests, closed after them.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, options: AppOptions = {}): TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp(overrides, options);
  });
  afterAll(async () => {
    await t?.close();
  });
  return testAppOnceStarted(() => t);
}

let counter = 0;

/** What a session token says (its signature unchecked: for tests reading what the server issued). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A new owner with a token, for tests that need a logged-in shop. */
export async function registerOwner(http: TestApp['http'], name = 'Eigenaar') {
  counter += 1;
  const email = `eigenaar${counter}-${randomUUID().slice(0, 8)}@voorbeeld.be`;
  const password = 'geheim123';
  const signup = await http.post('/api/admin/auth/signup').send({ name, email, password }).expect(201);
  const login = await http.post('/api/admin/auth/login').send({ email, password }).expect(200);
  const token: string = login.body.token;
  return {
    /** The shop's id. */
    id: signup.body._id as string,
    /** The person's: the session token's subject. */
    userId: tokenClaims(token).sub as string,
    email,
    password,
    token,
    auth: { Authorization: `Bearer ${token}` },
  };
}
