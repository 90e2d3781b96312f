import { randomUUID } from 'node:crypto';
import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { openEventStream } from './support/event-stream';

/**
 * A client that keeps its connection open (a browser, a test's request context, a proxy's pool)
 * and reuses it after a pause must get an answer, not a reset: Node's own 5 idle seconds closed it
 * under such a client, and a request sent at that moment failed (seen as ECONNRESET in e2e).
 */
let app: AppProcess;
beforeAll(async () => {
  app = await startAppProcess(await createMigratedDatabase());
});
let stopped = false;
afterAll(async () => {
  if (!stopped) await app?.stop();
});

function healthOver(agent: Agent): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(`${app.baseUrl}/api/health`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

describe('a kept-alive connection', () => {
  it('still answers on the same connection after more idle seconds than Node keeps by default', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await healthOver(agent)).toEqual({ status: 200, reusedSocket: false });
      await sleep(6_000);
      expect(await healthOver(agent)).toEqual({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it("does not hold the server on SIGTERM for connections its last answers leave idle, a live stream's too", async () => {
    const credentials = { email: `eigenaar-${randomUUID().slice(0, 8)}@voorbeeld.be`, password: 'geheim123' };
    const json = { 'Content-Type': 'application/json' };
    await fetch(`${app.baseUrl}/api/admin/auth/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Eigenaar', ...credentials }),
    });
    const login = await fetch(`${app.baseUrl}/api/admin/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(credentials),
    });
    const { token } = (await login.json()) as { token: string };
    // The dashboard's stream stays open until the server ends it on the way out; its connection
    // then stands idle, kept alive by the client.
    const stream = await openEventStream(app.baseUrl, { token });
    expect(stream.response.status).toBe(200);
    try {
      stopped = true;
      // stop() fails when the process has not exited 10 s after SIGTERM.
      expect(await app.stop()).toEqual({ code: 0, signal: null });
      expect(await stream.ended).toBe('ended');
    } finally {
      stream.close();
    }
  });
});
