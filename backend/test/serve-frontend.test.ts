import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontend } from '../src/common/http/serve-frontend';

const script = 'console.log("Bestelklaar");'.repeat(100);
const shell = '<!doctype html><title>App</title>';
const landing = '<!doctype html><title>Landing</title><h1>De eenvoudigste manier</h1>';
let dist: string;
let app: express.Express;

function write(path: string, content: string | Buffer) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), content);
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bestelklaar-dist-'));
  write('index.html', shell);
  write('assets/index-abc.js', script);
  write('assets/index-abc.js.br', brotliCompressSync(script));
  write('assets/index-abc.js.gz', gzipSync(script));
  write('assets/small-abc.js', 'export {};');
  write('_prerendered/index.html', landing);
  write('_prerendered/index.html.br', brotliCompressSync(landing));
  write('_prerendered/privacy/index.html', '<title>Privacy</title>');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = express().use(serveFrontend(dist, 'https://bestel.voorbeeld.be'));
});

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('serveFrontend: assets', () => {
  it('sends the Brotli twin of an asset to a browser that accepts it, cached for a year', async () => {
    const response = await request(app)
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.text).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await request(app).get('/assets/index-abc.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(script);

    const plain = await request(app)
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('sends an asset without twins as it is', async () => {
    const response = await request(app)
      .get('/assets/small-abc.js')
      .set('Accept-Encoding', 'br, gzip')
      .expect(200);

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('export {};');
  });

  it('answers a missing asset or the assets folder itself with 404, not with the app', async () => {
    await request(app).get('/assets/missing.js').set('Accept-Encoding', 'br').expect(404);
    await request(app).get('/assets/').expect(404);
  });
});

describe('serveFrontend: pages', () => {
  it('sends the prerendered landing page for /, compressed and never cached', async () => {
    const response = await request(app).get('/').set('Accept-Encoding', 'br').expect(200);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toBe(landing);
  });

  it('sends a prerendered product page for its path, with or without a trailing slash', async () => {
    expect((await request(app).get('/privacy').expect(200)).text).toBe('<title>Privacy</title>');
    expect((await request(app).get('/privacy/').expect(200)).text).toBe('<title>Privacy</title>');
  });

  it('sends the app to every other path: shops, deeper paths and pages without a prerendered copy', async () => {
    // Titled as the app titles the page it shows there: its own, its 'not found', or the shell's.
    const titled = (title: string) => shell.replace('App', title);
    for (const [path, page] of [
      ['/demo', shell],
      ['/index', shell],
      ['/privacy/meer', titled('Pagina niet gevonden · Bestelklaar')],
      ['/dashboard/producten', shell],
      ['/inloggen', titled('Inloggen · Bestelklaar')],
    ]) {
      const response = await request(app).get(path!).expect(200);
      expect(response.text, path).toBe(page);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the public files beside the app', async () => {
    const response = await request(app).get('/favicon.svg').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves the API alone', async () => {
    await request(app).get('/api/health').expect(404);
  });
});

describe('serveFrontend: paths of any length or character', () => {
  const odd = [
    'x'.repeat(256),
    'x'.repeat(10_000),
    `${'a/'.repeat(2_000)}b`,
    '%00',
    '%2e%2e/%2e%2e/etc/passwd',
    '..%2f..%2fpackage.json',
    '%E2%82%AC%F0%9F%8D%95',
    '/'.repeat(300),
    '.'.repeat(300),
  ];

  it('answers every such page path with the app and never reaches into the filesystem with it', async () => {
    for (const path of odd) {
      const response = await request(app).get(`/${path}`);
      expect([200, 404], path.slice(0, 40)).toContain(response.status);
    }
    // The 256-character shop-like path used to stop the process (stat threw ENAMETOOLONG).
    const long = await request(app)
      .get(`/${'x'.repeat(256)}`)
      .expect(200);
    expect(long.text).toBe(shell.replace('App', 'Pagina niet gevonden · Bestelklaar'));
  });

  it('answers every such asset path with 404', async () => {
    for (const path of odd) await request(app).get(`/assets/${path}`).expect(404);
  });
});
