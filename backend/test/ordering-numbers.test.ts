import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { OrderNumbers1769000000000 } from '../src/database/migrations/1769000000000-order-numbers';
import { databaseBefore } from './support/migration-steps';
import { withDatabase } from './support/shop-setup';
import { useTestApp } from './support/test-app';
import {
  FRIDAY_MORNING,
  openOrderingShop,
  orderPayload,
  placeOrder,
  type OrderingShop,
} from './support/order-fixtures';

/** Order numbers count per shop, from 1: a number tells a customer nothing about the platform's volume. */
const clock = new SettableClock(FRIDAY_MORNING);
const t = useTestApp(
  {
    orderRateLimit: { perClientPerMinute: 10_000, perShopPerMinute: 10_000 },
    unpaidOrdersPerCustomer: 10_000,
  },
  { clock },
);

const numbersOf = (shop: OrderingShop) =>
  withDatabase(t, async (db) =>
    (
      await db.query(
        `SELECT o.number FROM orders o JOIN accounts a ON a.id = o.account_id
         WHERE a.subdomain = $1 ORDER BY o.number`,
        [shop.subdomain],
      )
    ).rows.map((row: { number: string }) => Number(row.number)),
  );

/** A different customer per order, so no limit per customer stands between them. */
const customer = (shop: OrderingShop, index: number, slot = { start: '11:00', end: '11:30' }) =>
  orderPayload(shop, {
    email: `klant${index}@voorbeeld.be`,
    phone: `0470 12 ${String(Math.floor(index / 100)).padStart(2, '0')} ${String(index % 100).padStart(2, '0')}`,
    timeSlot: slot,
  });

const oneTo = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('order numbers', () => {
  it("numbers a shop's first order #1, and orders placed at once in two shops 1 to 30 and 1 to 59, no gap, no twin", async () => {
    const first = await openOrderingShop(t);
    const second = await openOrderingShop(t);
    const placed = await placeOrder(t, first, customer(first, 0)).expect(201);
    const view = await t.http
      .get(`/api/shop/${first.subdomain}/orders/${placed.body.orderId}?key=${placed.body.orderKey}`)
      .expect(200);
    expect(view.body.number).toBe(1);

    const answers = await Promise.all(
      oneTo(29).flatMap((index) => [
        placeOrder(t, first, customer(first, index)),
        placeOrder(t, second, customer(second, index)),
        placeOrder(t, second, customer(second, 100 + index)),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    await placeOrder(t, second, customer(second, 0)).expect(201);
    expect(await numbersOf(first)).toEqual(oneTo(30));
    expect(await numbersOf(second)).toEqual(oneTo(59));
  });

  it('numbers 20 orders at once for a slot of 5 places without a gap: past the unpaid half they hold nothing, none is refused', async () => {
    const busy = await openOrderingShop(t, { maxOrdersPerSlot: 5 });
    const slot = { start: '12:00', end: '13:00' };
    const answers = await Promise.all(
      oneTo(20).map((index) => placeOrder(t, busy, customer(busy, index, slot))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    await placeOrder(t, busy, customer(busy, 21)).expect(201);
    expect(await numbersOf(busy)).toEqual(oneTo(21));
  });
});

describe('the migration to numbers per shop', () => {
  it('keeps every existing number and continues each shop after its highest', async () => {
    const { old, migrateAll } = await databaseBefore(OrderNumbers1769000000000);
    const [shopA, shopB, shopC] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [shopA, shopB, shopC])
      await old.query(
        `INSERT INTO accounts (id, name, email, password_hash) VALUES ($1, 'Eigenaar', $2, 'x')`,
        [id, `${id}@voorbeeld.be`],
      );
    // One sequence for the whole platform: the shops' orders interleave.
    const insertOrder = (db: DataSource, accountId: string) =>
      db.query(
        `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email, pickup_date,
           slot_start, slot_end, total_cents, fee_cents, payment_provider, payment_account_id,
           payment_expires_at, created_at)
         VALUES ($1, $2, 'paid', 'Klant', '+32470123456', 'klant@voorbeeld.be', '2030-06-17', '11:00', '11:30',
           450, 9, 'sandbox', 'acct_test', now(), now())
         RETURNING number`,
        [randomUUID(), accountId],
      ) as Promise<{ number: string }[]>;
    for (const accountId of [shopA, shopA, shopB, shopA, shopB]) await insertOrder(old, accountId);
    const numbersBefore = await old.query('SELECT id, number FROM orders ORDER BY number');
    expect(numbersBefore.map((row: { number: string }) => Number(row.number))).toEqual([1, 2, 3, 4, 5]);
    await old.destroy();

    const migrated = await migrateAll();
    try {
      expect(await migrated.query('SELECT id, number FROM orders ORDER BY number')).toEqual(numbersBefore);
      const next = async (accountId: string) => Number((await insertOrder(migrated, accountId))[0].number);
      expect(await next(shopA)).toBe(5);
      expect(await next(shopB)).toBe(6);
      expect(await next(shopC)).toBe(1);
      expect(await next(shopA)).toBe(6);
    } finally {
      await migrated.destroy();
    }
  });
});
