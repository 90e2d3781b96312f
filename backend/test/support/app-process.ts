import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { inject } from 'vitest';
import { freePort } from './free-port';
import { TEMPLATE_DATABASE } from './template-database';

const root = join(__dirname, '..', '..', '..');
const entry = join(root, 'backend', 'dist', 'main.js');
/** One secret for every process of a test file, so a token from one instance is valid on another. */
const jwtSecret = randomBytes(32).toString('hex');
const STOP_TIMEOUT_MS = 10_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The built app (backend/dist/main.js, built by the global setup) running as a child process. */
export interface AppProcess {
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, then its exit once it has shut down. */
  stop(): Promise<Exit>;
  /** SIGKILL, as a crash or an out-of-memory kill ends it: no shutdown at all. */
  kill(): Promise<Exit>;
}

/** A fresh, empty database in the test Postgres; app processes given its URL share it (and migrate it). */
export function createDatabase(): Promise<string> {
  return copyDatabase('template1');
}

/** A fresh database already migrated (a copy of the run's template), for apps that only use the schema. */
export function createMigratedDatabase(): Promise<string> {
  return copyDatabase(TEMPLATE_DATABASE);
}

async function copyDatabase(template: string): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const database = `p_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return adminUrl.replace(/\/[^/]+$/, `/${database}`);
}

/** Starts the app over `databaseUrl` on a free port and resolves once GET /api/health answers. */
export async function startAppProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = await launch({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_BASE_URL: baseUrl,
    ...env,
  });
  const stop = async () => {
    app.child.kill('SIGTERM');
    const exit = await Promise.race([app.exit, sleep(STOP_TIMEOUT_MS)]);
    if (exit) return exit;
    app.child.kill('SIGKILL');
    throw new Error(`The app did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM:\n${app.output()}`);
  };
  const kill = () => {
    app.child.kill('SIGKILL');
    return app.exit;
  };
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    if (app.child.exitCode !== null) {
      throw new Error(`The app exited with ${app.child.exitCode} before it was healthy:\n${app.output()}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, output: app.output, stop, kill };
    await sleep(100);
  }
  await stop();
  throw new Error(`The app did not become healthy on ${baseUrl}:\n${app.output()}`);
}

/** Runs the app until it exits by itself (a failed start); one still running after `timeoutMs` fails. */
export async function runAppUntilExit(
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<Exit & { output: string }> {
  const app = await launch({ PORT: String(await freePort()), ...env });
  const exit = await Promise.race([app.exit, sleep(timeoutMs)]);
  if (!exit) {
    app.child.kill('SIGKILL');
    throw new Error(`The app still ran after ${timeoutMs} ms:\n${app.output()}`);
  }
  return { ...exit, output: app.output() };
}

/** Spawns main.js with the test defaults under `env`; `exit` resolves once its output is complete. */
async function launch(env: NodeJS.ProcessEnv) {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: the backend global setup builds it.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-app-data-'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      FRONTEND_DIST: 'none',
      LOG_LEVEL: 'warn',
      JWT_SECRET: jwtSecret,
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // A production start refuses the cheap test cost, as it should.
      ...(env.NODE_ENV !== 'production' && { PASSWORD_HASH_PROFILE: 'fast' }),
      ...env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  return { child, exit, output: () => output };
}
