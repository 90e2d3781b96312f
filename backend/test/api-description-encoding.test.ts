import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

/** The API's description as its readers fetch it: compressed as they accept, revalidated by ETag. */
const t = useTestApp();

/** An answer's bytes (superagent undoes its Content-Encoding; Content-Length says what went over the wire). */
function rawGet(path: string, headers: Record<string, string>) {
  let request = t.http.get(path);
  for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

describe('GET /api/openapi.json', () => {
  it('is sent as Brotli or gzip as the client accepts, the same document as the plain one', async () => {
    const plain = await rawGet('/api/openapi.json', { 'Accept-Encoding': 'identity' }).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = JSON.parse((plain.body as Buffer).toString('utf8'));
    expect(document.openapi).toMatch(/^3\./);

    const br = await rawGet('/api/openapi.json', { 'Accept-Encoding': 'gzip, deflate, br' }).expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse((br.body as Buffer).toString('utf8'))).toEqual(document);
    expect(Number(br.headers['content-length'])).toBeLessThan((plain.body as Buffer).length / 4);

    const gzip = await rawGet('/api/openapi.json', { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse((gzip.body as Buffer).toString('utf8'))).toEqual(document);
    expect(Number(gzip.headers['content-length'])).toBeLessThan((plain.body as Buffer).length / 4);
  });

  it('answers a client that holds this version with 304 and no body', async () => {
    const first = await t.http.get('/api/openapi.json').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await rawGet('/api/openapi.json', { 'If-None-Match': etag }).expect(304);
    expect((again.body as Buffer).length).toBe(0);
  });
});
