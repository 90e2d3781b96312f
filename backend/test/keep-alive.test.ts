import { Agent, get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, startAppProcess, type AppProcess } from './support/app-process';

/**
 * A client that keeps its connection open (a browser, a test's request context, a proxy's pool)
 * and reuses it after a pause must get an answer, not a reset: Node's own 5 idle seconds closed it
 * under such a client, and a request sent at that moment failed (seen as ECONNRESET in e2e).
 */
let app: AppProcess;
beforeAll(async () => {
  app = await startAppProcess(await createMigratedDatabase());
});
afterAll(() => app?.stop());

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
});
