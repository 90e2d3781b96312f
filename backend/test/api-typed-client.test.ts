import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONDAY, useOrderingApp } from './support/order-fixtures';

/**
 * What a client built on the description alone does, written only against the generated types: it
 * is type-checked (strict) and then run, so a description the server does not keep fails either way.
 */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function orderAndSaveSettings(baseUrl: string, shop: string, productId: string, day: string, token: string) {
  const client = createClient<paths>({ baseUrl });
  const placed = await client.POST('/api/shop/{shop}/orders', {
    params: { path: { shop } },
    body: {
      name: 'Jan Janssens',
      phone: '0470 12 34 56',
      email: 'jan@voorbeeld.be',
      date: day,
      timeSlot: { start: '11:00', end: '11:30' },
      cartItems: [{ _id: productId, type: 'product', quantity: 1, calculatedPrice: 4.5 }],
    },
  });
  const paymentUrl: string | undefined = placed.data?.paymentUrl;

  const headers = { Authorization: 'Bearer ' + token };
  const read = await client.GET('/api/admin/account/settings', { headers });
  if (!read.data) throw new Error('GET settings: ' + read.response.status);
  // What the read gave, sent back as it is.
  const saved = await client.PUT('/api/admin/account/settings', { headers, body: read.data });
  const again = await client.GET('/api/admin/account/settings', { headers });
  return {
    placed: placed.response.status,
    paymentUrl,
    placedError: placed.error,
    saved: saved.response.status,
    savedError: saved.error,
    read: read.data,
    after: again.data,
  };
}
`;

const { t, shop } = useOrderingApp({ orderLimits: 'default' });
let baseUrl: string;
let dir: string;

beforeAll(async () => {
  await t.app.listen(0, '127.0.0.1');
  baseUrl = await t.app.getUrl();
  // In the repository's node_modules' reach, so the client resolves openapi-fetch as any project would.
  dir = mkdtempSync(join(tmpdir(), 'bestelklaar-api-client-'));
  symlinkSync(join(__dirname, '..', '..', 'node_modules'), join(dir, 'node_modules'), 'dir');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/** The strict type checker's complaints about `files`, each as `file:line message`. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    return `${diagnostic.file?.fileName.split('/').pop()}:${(where?.line ?? 0) + 1} ${text}`;
  });
}

describe('a TypeScript client generated from /api/openapi.json', () => {
  it('places an order for a plain YYYY-MM-DD day and saves back the settings it read, unchanged', async () => {
    const document = (await t.http.get('/api/openapi.json').expect(200)).body;
    writeFileSync(join(dir, 'api.d.ts'), astToString(await openapiTS(document)));
    const client = join(dir, 'client.ts');
    writeFileSync(client, CLIENT);
    expect(typeErrors([client])).toEqual([]);

    const { orderAndSaveSettings } = (await import(pathToFileURL(client).href)) as {
      orderAndSaveSettings: (...args: string[]) => Promise<Record<string, unknown>>;
    };
    const outcome = await orderAndSaveSettings(
      baseUrl,
      shop.subdomain,
      shop.productId,
      MONDAY,
      shop.owner.token,
    );
    expect(outcome).toMatchObject({ placed: 201, placedError: undefined, saved: 200, savedError: undefined });
    expect(outcome.paymentUrl).toMatch(/^http/);
    expect(outcome.after).toEqual(outcome.read);
  }, 30_000);
});
