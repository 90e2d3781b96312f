import { Client } from 'pg';
import { filter, firstValueFrom } from 'rxjs';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { furnishedShop, recordQueries } from './support/storefront-support';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

/** The tables a query reads (`FROM "accounts"`, `FROM menu_products link`, `JOIN "collections"`). */
const tablesOf = (query: string) =>
  [...query.matchAll(/\b(?:FROM|JOIN) "?(\w+)"?/g)].map((match) => match[1]);

/**
 * What one cold storefront build asks the database: every piece once, what one context already read
 * handed to the next (the account, the shop's day, its pickup schedule) rather than read again.
 */
describe('a cold storefront build', () => {
  let t: TestApp;
  let queries: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await registerOwner(t.http);
    await furnishedShop(t, owner, 'smulhoek', 'Eén');
    // A limit per slot: the next pickup then also asks which pieces are full.
    // The app hears every change of the shop (and forgets its cached storefront) by a notification
    // that may come late on a busy machine: the tests start once it heard the last one.
    const heard = firstValueFrom(
      t.app
        .get(NotificationsService)
        .changes(owner.id)
        .pipe(filter((change) => change.topic === 'settings')),
    );
    const db = new Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query('UPDATE accounts SET max_orders_per_slot = 3 WHERE id = $1', [owner.id]);
    await db.end();
    await heard;
    queries = recordQueries(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the account, the schedule and each list once', async () => {
    queries.length = 0;
    const view = (await t.http.get('/api/shop/smulhoek/storefront').expect(200)).body;
    expect(view.menus).toHaveLength(1);
    const readsOf = (table: string) => queries.filter((query) => tablesOf(query).includes(table));
    for (const table of [
      'accounts',
      'weekly_slots',
      'vacation_periods',
      'menus',
      'menu_products',
      'slot_claims',
    ])
      expect(readsOf(table), table).toHaveLength(1);
    // A menu's products come with it, not in a query of their own.
    expect(readsOf('menu_products')).toEqual(readsOf('menus'));
    expect(queries.length).toBeLessThanOrEqual(9);
  });

  it('answers again from memory without a query', async () => {
    queries.length = 0;
    await t.http.get('/api/shop/smulhoek/storefront').expect(200);
    expect(queries).toEqual([]);
  });
});
