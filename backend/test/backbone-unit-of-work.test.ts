import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { UnitOfWork } from '../src/database/unit-of-work';
import { CatalogService } from '../src/modules/catalog/catalog.service';
import { AccountsService } from '../src/modules/accounts/accounts.service';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

let t: TestApp;
let db: Client;

beforeAll(async () => {
  t = await startTestApp();
  db = new Client({ connectionString: t.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function writesOf(accountId: string) {
  const collections = await db.query('SELECT name FROM collections WHERE account_id = $1', [accountId]);
  const account = await db.query('SELECT onboarding_completed FROM accounts WHERE id = $1', [accountId]);
  return {
    collections: collections.rows.map((row) => row.name),
    onboardingCompleted: account.rows[0].onboarding_completed,
  };
}

/** A use case that writes through two contexts' services, then perhaps fails. */
async function writeInTwoContexts(accountId: string, fail: boolean) {
  await t.app.get(UnitOfWork).transaction(async () => {
    await t.app.get(CatalogService).createCollection(accountId, { name: 'Soepen', icon: 'Soup' });
    await t.app.get(AccountsService).setOnboardingCompleted(accountId, true);
    if (fail) throw new Error('de betaalprovider antwoordt niet');
  });
}

describe('one unit of work across contexts', () => {
  it('keeps both writes when the use case succeeds', async () => {
    const owner = await registerOwner(t.http);
    await writeInTwoContexts(owner.id, false);
    expect(await writesOf(owner.id)).toEqual({ collections: ['Soepen'], onboardingCompleted: true });
  });

  it('leaves neither write when the use case fails after both', async () => {
    const owner = await registerOwner(t.http);
    await expect(writeInTwoContexts(owner.id, true)).rejects.toThrow('de betaalprovider antwoordt niet');
    expect(await writesOf(owner.id)).toEqual({ collections: [], onboardingCompleted: false });
    // Through the API too: nothing of the failed use case shows.
    const listed = await t.http.get('/api/admin/collections').set(owner.auth).expect(200);
    expect(listed.body).toEqual([]);
  });

  it('lets each statement commit on its own outside a use case', async () => {
    const owner = await registerOwner(t.http);
    const catalog = t.app.get(CatalogService);
    await catalog.createCollection(owner.id, { name: 'Broodjes', icon: 'Sandwich' });
    // A second statement that fails (no such shop) takes nothing of the first with it.
    await expect(
      catalog.createCollection(randomUUID(), { name: 'Wezen', icon: 'Sandwich' }),
    ).rejects.toThrow();
    expect((await writesOf(owner.id)).collections).toEqual(['Broodjes']);
  });
});
