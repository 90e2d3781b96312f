import { afterEach, describe, expect, it } from 'vitest';
import { UNTRUSTED_PROXY_WARNING } from '../src/common/http/untrusted-proxy-warning';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';

let app: AppProcess | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

const timesIn = (output: string, text: string) => output.split(text).length - 1;

async function healthFrom(forwardedFor?: string): Promise<void> {
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const response = await fetch(`${app!.baseUrl}/api/health`, { headers });
  expect(response.status).toBe(200);
}

describe('X-Forwarded-For while no proxy is trusted', () => {
  it('is warned about once, at the first request that carries it', async () => {
    app = await startAppProcess(await createDatabase());
    await healthFrom();
    expect(timesIn(app.output(), UNTRUSTED_PROXY_WARNING)).toBe(0);
    await healthFrom('203.0.113.1');
    await healthFrom('203.0.113.2');
    await healthFrom('203.0.113.3');
    await app.stop();
    expect(timesIn(app.output(), UNTRUSTED_PROXY_WARNING)).toBe(1);
    app = undefined;
  });

  it('is not warned about when TRUST_PROXY names the proxy', async () => {
    app = await startAppProcess(await createDatabase(), { TRUST_PROXY: 'loopback' });
    await healthFrom('203.0.113.1');
    await app.stop();
    expect(timesIn(app.output(), UNTRUSTED_PROXY_WARNING)).toBe(0);
    app = undefined;
  });
});
