import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAppUntilExit, startAppProcess } from './support/app-process';

const preload = (name: string) => `--require ${join(__dirname, 'support', 'preload', name)}`;

describe('the server process', () => {
  it('on a Node older than 24 says which Node it needs in one sentence and exits 1', async () => {
    const result = await runAppUntilExit({
      NODE_OPTIONS: preload('old-node.cjs'),
      PRETEND_NODE_VERSION: '20.20.2',
    });
    expect(result.output.trim().split('\n')).toEqual([
      'Bestelklaar start niet: deze Node is versie 20.20.2, maar Bestelklaar heeft Node 24 of nieuwer nodig; ' +
        'start met npm start (dat gebruikt de Node 24 uit node_modules/.bin) of installeer Node 24.',
    ]);
    expect(result.code).toBe(1);
  });

  it.each(['uncaughtException', 'unhandledRejection'])(
    'on an error nothing caught (%s) logs it with its stack, stops its database and exits 1',
    async (kind) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-fatal-'));
      // As root the database runs as the system user postgres, who must be able to write here.
      chmodSync(dataDir, 0o777);
      try {
        const result = await runAppUntilExit(
          { NODE_OPTIONS: preload('fail-once-healthy.cjs'), FATAL_KIND: kind, DATA_DIR: dataDir },
          60_000,
        );
        expect(result.output).toContain(
          `Bestelklaar stopt door een onverwachte fout (${kind}): Error: Onverwacht in de test\n    at `,
        );
        expect(result.code).toBe(1);
        // The embedded Postgres went down with it, so a supervisor's restart finds the folder free.
        expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
        expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('on SIGTERM answers the request in flight, then stops its database, logging no error, and exits 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bestelklaar-sigterm-'));
    chmodSync(dataDir, 0o777);
    try {
      // No DATABASE_URL: the embedded database, as `npm start` runs it.
      const app = await startAppProcess('', { DATA_DIR: dataDir });
      const { port } = new URL(app.baseUrl);
      const body = JSON.stringify({ name: 'Laat', email: 'laat@voorbeeld.be', password: 'geheim123' });
      // The server answers 100 Continue once it has read the headers: the request is then in flight.
      const signup = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/auth/signup',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      });
      const answer = new Promise<number | undefined>((resolve, reject) => {
        signup.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        signup.on('error', reject);
      });
      await new Promise((resolve) => signup.once('continue', resolve));
      const stopped = app.stop();
      // The body comes after the signal: the request still needs the database.
      setTimeout(() => signup.end(body), 500);
      expect(await answer).toBe(201);
      expect(await stopped).toEqual({ code: 0, signal: null });

      const afterSignal = app.output().split('SIGTERM: afsluiten…')[1];
      expect(afterSignal, app.output().slice(-4_000)).toBeDefined();
      // Warnings and errors are JSON lines of level 40 and up; a connection cut under the app logs them.
      expect(afterSignal, afterSignal).not.toMatch(/"level":[4-6]0/);
      expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
