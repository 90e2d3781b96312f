import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_FILTER_MESSAGES, type AdminOrderPage, type AdminOrderView } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { registerOwner, startTestApp, type TestApp } from './support/test-app';

const clock = new SettableClock('2030-10-26T10:00:00Z');
let t: TestApp;
let db: DataSource;
let owner: Awaited<ReturnType<typeof registerOwner>>;
const numbers = new Map<string, number>();

/** A paid order as placing and paying leaves it (one line of € 4.50), written straight in. */
async function insertOrder(
  seed: { date: string; name: string; phone: string; pickedUp: boolean },
  accountId = owner.id,
) {
  const id = randomUUID();
  const rows: { number: string }[] = await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email,
       pickup_date, slot_start, slot_end, total_cents, fee_cents, holds_place, payment_provider,
       payment_account_id, payment_expires_at, created_at, paid_at, picked_up_at)
     VALUES ($1, $2, $3, $4, $5, 'klant@voorbeeld.be', $6, '12:00', '12:30', 450, 9, true, 'sandbox',
       'acct_test', now(), now(), now(), $7)
     RETURNING number`,
    [
      id,
      accountId,
      seed.pickedUp ? 'picked_up' : 'paid',
      seed.name,
      seed.phone,
      seed.date,
      seed.pickedUp ? new Date() : null,
    ],
  );
  numbers.set(id, Number(rows[0].number));
  return id;
}

const list = async (path: string, query: Record<string, string>) =>
  (await t.http.get(`/api/admin/orders/${path}`).query(query).set(owner.auth).expect(200)).body as unknown;

/** Every order of Verleden with these filters, page after page. */
async function allPast(query: Record<string, string>): Promise<AdminOrderView[]> {
  const orders: AdminOrderView[] = [];
  let cursor: string | null = null;
  do {
    const page = (await list('past', {
      ...query,
      limit: '7',
      ...(cursor ? { cursor } : {}),
    })) as AdminOrderPage;
    orders.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return orders;
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  db = t.app.get(DataSource);
  owner = await registerOwner(t.http);
  // 40 past orders: every fifth not picked up, over ten October days.
  for (let index = 0; index < 40; index += 1)
    await insertOrder({
      date: `2030-10-${String(10 + (index % 10)).padStart(2, '0')}`,
      name: index === 7 ? 'Anneleen Peeters' : `Klant ${index}`,
      phone: index === 7 ? '+32470112233' : `+3247099${String(index).padStart(4, '0')}`,
      pickedUp: index % 5 !== 0,
    });
  await insertOrder({ date: '2030-10-26', name: 'Vandaag Peeters', phone: '+32470445566', pickedUp: false });
});
afterAll(async () => {
  await t.close();
});

describe('narrowing the orders lists on the server', () => {
  it('finds the orders not picked up on Verleden, each once, however many pages', async () => {
    const notPickedUp = await allPast({ pickedUp: 'false' });
    expect(notPickedUp).toHaveLength(8);
    expect(notPickedUp.every((order) => !order.markedAsPickedUp)).toBe(true);
    const first = (await list('past', { pickedUp: 'false' })) as AdminOrderPage;
    expect(first.items).toHaveLength(8);
    expect(await allPast({ pickedUp: 'true' })).toHaveLength(32);
  });

  it('searches by part of a name, by order number and by the phone as typed', async () => {
    const byName = await allPast({ search: 'peeters' });
    expect(byName.map((order) => order.customerDetails.name)).toEqual(['Anneleen Peeters']);
    const [id] = [...numbers].find(([, number]) => number === byName[0].number)!;
    expect((await allPast({ search: `#${byName[0].number}` })).map((order) => order._id)).toEqual([id]);
    expect((await allPast({ search: '0470 11 22 33' })).map((order) => order._id)).toEqual([id]);
    expect(await allPast({ search: '100%' })).toEqual([]);
    const today = (await list('today', { search: 'Peeters' })) as AdminOrderView[];
    expect(today.map((order) => order.customerDetails.name)).toEqual(['Vandaag Peeters']);
  });

  it("finds an order that matches by number and by name once, and no other shop's", async () => {
    const other = await registerOwner(t.http);
    const past = { date: '2030-10-12', phone: '+32470990042', pickedUp: true };
    await insertOrder({ ...past, name: 'Bestelling 42' }, other.id);
    const both = await insertOrder({ ...past, name: 'Bestelling 42' });
    expect(numbers.get(both)).toBe(42);
    expect((await allPast({ search: '42' })).map((order) => order._id)).toEqual([both]);
  });

  it('bounds Verleden by pickup days, both included', async () => {
    const days = await allPast({ from: '2030-10-10', to: '2030-10-11' });
    expect(days).toHaveLength(8);
    expect(new Set(days.map((order) => order.date))).toEqual(new Set(['2030-10-10', '2030-10-11']));
    // Orders 0, 10, 20 and 30 (the 10th) are the ones not picked up.
    expect(await allPast({ from: '2030-10-10', to: '2030-10-11', pickedUp: 'false' })).toHaveLength(4);
  });

  it.each([
    [{ pickedUp: 'misschien' }, ORDER_FILTER_MESSAGES.pickedUpInvalid],
    [{ from: '2030-13-01' }, ORDER_FILTER_MESSAGES.dateInvalid],
    [{ from: '2030-10-13', to: '2030-10-12' }, ORDER_FILTER_MESSAGES.rangeReversed],
  ])('refuses %j with a Dutch 400', async (query, message) => {
    const answer = await t.http.get('/api/admin/orders/past').query(query).set(owner.auth).expect(400);
    expect(answer.body.message).toBe(message);
  });
});
