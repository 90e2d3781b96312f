import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startAppProcess, type AppProcess } from './support/app-process';
import { statusOfRawRequest } from './support/raw-request-line';

/** Every door a path can knock on: the app, its assets, the API's contexts, a launched shop. */
const PREFIXES = [
  '/',
  '/assets/',
  '/_prerendered/',
  '/demo/',
  '/dashboard/',
  '/api/',
  '/api/health/',
  '/api/shop/',
  '/api/shop/demo/',
  '/api/shop/demo/orders/',
  '/api/images/products/',
  '/api/images/menus/',
  '/api/images/shops/',
  '/api/admin/products/',
  '/api/payments/sandbox/checkout/',
  '/api/mail/sandbox/',
  '/api/live/',
];

/** What a path is made of: the shop-name alphabet and everything a filesystem or a router trips on. */
const ALPHABETS: Record<string, string[]> = {
  'shop name': ['a', 'z', '0', '9', '-'],
  dots: ['.'],
  'dot segments': ['../', './', '%2e%2e/', '%2e%2e%2f', '..%5c'],
  'NUL and control': ['%00', '%0a', '%0d', '%7f', '%01'],
  'bad escapes': ['%', '%zz', '%e2%82', '%ff', '%c0%af'],
  unicode: ['%E2%82%AC', '%F0%9F%8D%95', '%C3%A9', 'é', '€'],
  slashes: ['/', '//', '\\'],
  segments: ['a/', 'demo/', 'x/'],
  'query and matrix': ['?', '&', ';', '=', '#', '+', '%20', '~'],
  uppercase: ['A', 'Z', 'DEMO'],
};

const LENGTHS = [1, 2, 10, 63, 64, 255, 256, 257, 1_000, 4_096, 10_000];

/** A repeatable pseudo-random sequence, so a failing path is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pathsOfEveryKind(): string[] {
  const random = seeded(22);
  const paths: string[] = [];
  for (const prefix of PREFIXES)
    for (const pieces of Object.values(ALPHABETS))
      for (const length of LENGTHS) {
        let body = '';
        while (body.length < length) body += pieces[Math.floor(random() * pieces.length)];
        paths.push(prefix + body.slice(0, length));
      }
  return paths;
}

/** A build's shape (index.html, hashed assets, prerendered pages): what the server reads of a release. */
function fakeFrontendBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bestelklaar-fuzz-dist-'));
  const write = (path: string, content: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), content);
  };
  write('index.html', '<!doctype html><title>Bestelklaar</title><div id="root"></div>');
  write('assets/index-abc123.js', 'export {};');
  write('_prerendered/index.html', '<!doctype html><title>Bestelklaar</title>');
  write('_prerendered/privacy/index.html', '<!doctype html><title>Privacy</title>');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let app: AppProcess;
let dist: string;

beforeAll(async () => {
  dist = fakeFrontendBuild();
  // The demo shop is launched on /demo, so shop paths reach a real shop's pages and API.
  app = await startAppProcess(await createDatabase(), { FRONTEND_DIST: dist, SEED_DEMO: 'true' });
});
afterAll(async () => {
  await app?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('paths of every length and kind', () => {
  it('never stop the process or get a 5xx, on any prefix', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const paths = pathsOfEveryKind();
    const failures: string[] = [];
    // A few at a time: enough to overlap, not so many that the test measures the machine.
    for (let start = 0; start < paths.length; start += 16) {
      const batch = paths.slice(start, start + 16);
      const statuses = await Promise.all(batch.map((path) => statusOfRawRequest(port, path)));
      statuses.forEach((status, index) => {
        if (status === 0 || status >= 500) failures.push(`${status} ${batch[index].slice(0, 120)}`);
      });
      // A dead process answers nothing more: stop at once and say which batch did it.
      const alive = await fetch(`${app.baseUrl}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!alive)
        failures.push(
          `het proces antwoordt niet meer na: ${batch.map((path) => path.slice(0, 60)).join(' | ')}`,
        );
      if (!alive) break;
    }
    expect(failures, app.output().slice(-4_000)).toEqual([]);
    expect(paths.length).toBeGreaterThan(1_800);
  });

  it('answers each method a browser or a script may send to such a path', async () => {
    const port = Number(new URL(app.baseUrl).port);
    const long = 'x'.repeat(256);
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'])
      for (const path of [`/${long}`, `/assets/${long}`, `/api/shop/${long}/orders`, `/demo/${long}`]) {
        const status = await statusOfRawRequest(port, path, method);
        expect(status, `${method} ${path.slice(0, 40)}`).toBeGreaterThanOrEqual(200);
        expect(status, `${method} ${path.slice(0, 40)}`).toBeLessThan(500);
      }
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});
