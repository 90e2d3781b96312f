import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { addDays, todayIn } from '@bestelklaar/domain';
import { asMultipart, productFields, type FormFields } from './catalog-fixtures';
import type { TestApp } from './test-app';

/** An owner as registerOwner gives one. */
export interface ShopOwner {
  id: string;
  auth: { Authorization: string };
}

export const inDays = (days: number) => addDays(todayIn('Europe/Brussels', new Date()), days);

/** Puts the shop on `subdomain` straight in the database (the launch flow has its own tests). */
export async function launchInDatabase(databaseUrl: string, accountId: string, subdomain: string) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('UPDATE accounts SET subdomain = $2 WHERE id = $1', [accountId, subdomain]);
  } finally {
    await db.end();
  }
}

export async function saveSettings(t: TestApp, owner: ShopOwner, overrides: FormFields = {}) {
  const settings = {
    name: 'Sofie Peeters',
    shopName: 'De Smulhoek',
    shopDescription: 'Verse broodjes en soep, elke dag.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    websiteUrl: 'https://desmulhoek.be',
    contactEmail: 'info@desmulhoek.be',
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '2',
    darkMode: 'false',
    ...overrides,
  };
  const put = t.http.put('/api/admin/account/settings').set(owner.auth);
  for (const [key, value] of Object.entries(settings)) put.field(key, value);
  await put.expect(200);
}

export async function addProduct(t: TestApp, owner: ShopOwner, fields: FormFields = {}) {
  const response = await asMultipart(
    t.http.post('/api/admin/products').set(owner.auth),
    productFields(fields),
  ).expect(201);
  return response.body as { _id: string; name: string };
}

export async function addCollection(t: TestApp, owner: ShopOwner, name: string, icon = 'Sandwich') {
  const response = await t.http
    .post('/api/admin/collections')
    .set(owner.auth)
    .send({ name, icon })
    .expect(201);
  return response.body as { _id: string; name: string };
}

/**
 * A menu of the given products, written straight to the menus context's tables: the storefront
 * only reads menus, and this keeps its tests apart from the menu form's own.
 */
export async function addMenu(databaseUrl: string, accountId: string, productIds: string[], name: string) {
  const id = randomUUID();
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO menus (id, account_id, name, description, price_cents) VALUES ($1, $2, $3, 'Soep en broodje', 1250)`,
      [id, accountId, name],
    );
    for (const [position, productId] of productIds.entries()) {
      await db.query(
        'INSERT INTO menu_products (account_id, menu_id, product_id, position) VALUES ($1, $2, $3, $4)',
        [accountId, id, productId, position],
      );
    }
  } finally {
    await db.end();
  }
  return { _id: id, name };
}

/**
 * A launched shop with something of everything the storefront shows: a collection, a product sold
 * alone in it, one sold only in a menu, the menu, a discount, pickup moments, opening hours and a
 * vacation. Names carry `label`, so another shop's data is easy to spot.
 */
export async function furnishedShop(t: TestApp, owner: ShopOwner, subdomain: string, label: string) {
  await saveSettings(t, owner, { shopName: `Shop ${label}` });
  const collection = await addCollection(t, owner, `Broodjes ${label}`);
  const sold = await addProduct(t, owner, { name: `Smos ${label}`, collection: collection._id });
  const inMenuOnly = await addProduct(t, owner, { name: `Soep ${label}`, soldAlone: 'false' });
  const menu = await addMenu(t.databaseUrl, owner.id, [sold._id, inMenuOnly._id], `Lunch ${label}`);
  await t.http
    .post('/api/admin/discounts')
    .set(owner.auth)
    .send({
      discountType: 'ProductMenu',
      discount: 20,
      startDate: inDays(0),
      endDate: inDays(7),
      products: [sold._id],
      menus: [],
    })
    .expect(201);
  for (const [path, day, start] of [
    ['pickup-moments', 'maandag', '11:00'],
    ['opening-hours', 'dinsdag', '09:00'],
  ] as const) {
    await t.http
      .put(`/api/admin/${path}`)
      .set(owner.auth)
      .send({ day, slots: [{ start, end: '13:00' }] })
      .expect(200);
  }
  await t.http
    .post('/api/admin/vacation-modes')
    .set(owner.auth)
    .send({ vacationModeStart: inDays(10), vacationModeEnd: inDays(12), vacationModeReason: 'Verlof' })
    .expect(201);
  await launchInDatabase(t.databaseUrl, owner.id, subdomain);
  return { collection, sold, inMenuOnly, menu };
}

/** Every query the app sends from now on, as TypeORM logs it: what a test reads to see a read hit the database. */
export function recordQueries(t: TestApp): string[] {
  const queries: string[] = [];
  const logger = t.app.get(DataSource).logger;
  const logQuery = logger.logQuery.bind(logger);
  logger.logQuery = (query, parameters, runner) => {
    queries.push(query);
    logQuery(query, parameters, runner);
  };
  return queries;
}
