import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server did not become healthy at ${url}`);
}

/** Starts the built app with its own empty embedded database; the tests read E2E_BASE_URL. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-e2e-'));
  chmodSync(dataDir, 0o777);
  const [port, postgresPort] = [await freePort(), await freePort()];
  // A private build (E2E_SERVER_ENTRY, FRONTEND_DIST) lets several people run e2e side by side.
  const entry = process.env.E2E_SERVER_ENTRY ?? 'backend/dist/main.js';
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  process.env.E2E_BASE_URL = baseUrl;
  await waitForHealth(baseUrl, 90_000);

  return async () => {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
