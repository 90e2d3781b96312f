import { randomUUID } from 'node:crypto';
import type { Subscription } from 'rxjs';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  OrderPickedUp,
  OrderReady,
  type AdminOrderView,
  type EventType,
  type OrderState,
  type PrepListView,
} from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { PAGINATION_MESSAGES } from '../src/common/pagination';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import type { ShopChange } from '../src/modules/notifications/shop-change';
import { productFields, asMultipart } from './support/catalog-fixtures';
import { registerOwner, startTestApp, TestApp } from './support/test-app';

// Brussels leaves summer time on Sunday 27 October 2030 at 03:00 (UTC+2 → UTC+1).
const clock = new SettableClock('2030-10-26T10:00:00Z');
let t: TestApp;
let db: DataSource;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  db = t.app.get(DataSource);
});
afterAll(async () => {
  await t.close();
});

interface LineSeed {
  name: string;
  kind?: 'product' | 'menu';
  itemId?: string;
  quantity?: number;
  unitCents?: number;
  optionLines?: string[];
  includedProducts?: string[];
  selectedOptions?: Record<string, unknown>;
}

interface OrderSeed {
  date: string;
  slot?: [string, string];
  state?: OrderState;
  name?: string;
  createdAt?: string;
  paidAt?: string | null;
  lines?: LineSeed[];
}

/**
 * Writes an order and its line snapshot straight into the ordering tables, as placing and paying one
 * leaves them (placement is built and tested on its own).
 */
async function insertOrder(accountId: string, seed: OrderSeed): Promise<string> {
  const id = randomUUID();
  const state = seed.state ?? 'paid';
  const lines = seed.lines ?? [{ name: 'Broodje kaas', unitCents: 450 }];
  const totalCents = lines.reduce((sum, line) => sum + (line.unitCents ?? 450) * (line.quantity ?? 1), 0);
  const createdAt = seed.createdAt ?? '2030-10-20T09:00:00.000Z';
  const confirmed = state === 'paid' || state === 'ready' || state === 'picked_up';
  const paidAt = seed.paidAt !== undefined ? seed.paidAt : confirmed ? createdAt : null;
  const [start, end] = seed.slot ?? ['12:00', '12:30'];
  await db.query(
    `INSERT INTO orders (id, account_id, state, customer_name, customer_phone, customer_email,
       pickup_date, slot_start, slot_end, total_cents, fee_cents, holds_place, payment_provider,
       payment_account_id, payment_expires_at, created_at, paid_at, expired_at)
     VALUES ($1, $2, $3, $4, '+32470123456', 'klant@voorbeeld.be', $5, $6, $7, $8, 25, $9, 'sandbox',
       'acct_test', $10, $10, $11, $12)`,
    [
      id,
      accountId,
      state,
      seed.name ?? 'Klant',
      seed.date,
      start,
      end,
      totalCents,
      state !== 'expired',
      createdAt,
      paidAt,
      state === 'expired' ? createdAt : null,
    ],
  );
  for (const [position, line] of lines.entries()) {
    const unit = line.unitCents ?? 450;
    await db.query(
      `INSERT INTO order_lines (account_id, order_id, position, item_id, item_kind, name, selected_options,
         option_lines, included_products, quantity, unit_price_cents, line_total_cents, vat_rate, customer_texts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 6,
         jsonb_build_object('name', $6::text, 'optionLines', $8::jsonb, 'includedProducts', $9::jsonb))`,
      [
        accountId,
        id,
        position,
        line.itemId ?? randomUUID(),
        line.kind ?? 'product',
        line.name,
        JSON.stringify(line.selectedOptions ?? {}),
        JSON.stringify(line.optionLines ?? []),
        JSON.stringify(line.includedProducts ?? []),
        line.quantity ?? 1,
        unit,
        unit * (line.quantity ?? 1),
      ],
    );
  }
  return id;
}

/** Byte order, as Postgres compares uuids and `YYYY-MM-DD HH:mm` texts. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Owner = Awaited<ReturnType<typeof registerOwner>>;

const get = async (owner: Owner, path: string, query: Record<string, string> = {}) =>
  (await t.http.get(`/api/admin/orders/${path}`).query(query).set(owner.auth).expect(200)).body;

const namesOf = (orders: AdminOrderView[]) => orders.map((order) => order.customerDetails.name);

describe('the lists judge days in the shop’s time zone', () => {
  it('moves today’s boundary at midnight in Brussels, also on the night summer time ends', async () => {
    const owner = await registerOwner(t.http);
    await insertOrder(owner.id, { date: '2030-10-25', slot: ['17:00', '17:30'], name: 'Vrijdag' });
    await insertOrder(owner.id, { date: '2030-10-26', slot: ['17:00', '17:30'], name: 'Zaterdag 17u' });
    await insertOrder(owner.id, { date: '2030-10-26', slot: ['11:30', '12:00'], name: 'Zaterdag 11u30' });
    await insertOrder(owner.id, { date: '2030-10-27', slot: ['10:00', '10:30'], name: 'Zondag' });
    await insertOrder(owner.id, { date: '2030-10-28', slot: ['12:00', '12:30'], name: 'Maandag 12u' });
    await insertOrder(owner.id, { date: '2030-10-28', slot: ['11:30', '12:00'], name: 'Maandag 11u30' });

    // 23:59 on Saturday in Brussels (UTC+2), already Saturday 21:59 in UTC.
    clock.set('2030-10-26T21:59:00Z');
    expect(namesOf(await get(owner, 'today'))).toEqual(['Zaterdag 11u30', 'Zaterdag 17u']);
    expect(namesOf(await get(owner, 'future'))).toEqual(['Zondag', 'Maandag 11u30', 'Maandag 12u']);
    expect(namesOf((await get(owner, 'past')).items)).toEqual(['Vrijdag']);

    // 00:00 on Sunday in Brussels: Saturday is the past now, the newest first.
    clock.set('2030-10-26T22:00:00Z');
    expect(namesOf(await get(owner, 'today'))).toEqual(['Zondag']);
    expect(namesOf((await get(owner, 'past')).items)).toEqual(['Zaterdag 17u', 'Zaterdag 11u30', 'Vrijdag']);

    // After the switch the zone is UTC+1: 23:59 Sunday is 22:59 UTC, midnight 23:00 UTC.
    clock.set('2030-10-27T22:59:00Z');
    expect(namesOf(await get(owner, 'today'))).toEqual(['Zondag']);
    clock.set('2030-10-27T23:00:00Z');
    expect(namesOf(await get(owner, 'today'))).toEqual(['Maandag 11u30', 'Maandag 12u']);
    expect(await get(owner, 'future')).toEqual([]);
  });

  it('never lists a pending or expired order, nor counts or finds it', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const hidden: string[] = [];
    for (const state of ['pending_payment', 'expired'] as const)
      for (const date of ['2030-10-20', '2030-10-26', '2030-10-30'])
        hidden.push(
          await insertOrder(owner.id, { date, state, name: state, createdAt: '2030-10-26T08:00:00Z' }),
        );
    await insertOrder(owner.id, { date: '2030-10-26', name: 'Betaald', createdAt: '2030-10-26T08:00:00Z' });

    expect(namesOf(await get(owner, 'today'))).toEqual(['Betaald']);
    expect(await get(owner, 'future')).toEqual([]);
    expect((await get(owner, 'past')).items).toEqual([]);
    expect(namesOf((await get(owner, 'recent')).items)).toEqual(['Betaald']);
    expect((await get(owner, 'revenue/monthly')).orderCount).toBe(1);
    expect((await get(owner, 'prep-list', { date: '2030-10-26' })).slots[0].orderCount).toBe(1);
    for (const id of hidden) {
      const response = await t.http.get(`/api/admin/orders/${id}`).set(owner.auth).expect(404);
      expect(response.body.message).toBe(ORDER_MESSAGES.orderNotFound);
    }
  });
});

describe('the admin Order view', () => {
  it('carries the spec’s fields, from the order’s own snapshot', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const id = await insertOrder(owner.id, {
      date: '2030-10-26',
      slot: ['11:30', '12:00'],
      name: 'An Peeters',
      createdAt: '2030-10-26T08:15:00.000Z',
      lines: [
        {
          name: 'Broodje kaas & hesp',
          quantity: 2,
          unitCents: 530,
          selectedOptions: { 0: 1, 1: [0] },
          optionLines: ['Brood: Bruin', 'Extra’s: Sla & tomaat (+€0.50)'],
        },
      ],
    });
    const order: AdminOrderView = await get(owner, id);
    expect(order).toMatchObject({
      _id: id,
      status: 'paid',
      customerDetails: { name: 'An Peeters', phone: '+32 470 12 34 56', email: 'klant@voorbeeld.be' },
      date: '2030-10-26',
      timeSlot: { start: '11:30', end: '12:00' },
      totalAmount: 10.6,
      markedAsPickedUp: false,
      createdAt: '2030-10-26T08:15:00.000Z',
      paidAt: '2030-10-26T08:15:00.000Z',
      totals: { total: 10.6, discount: 0 },
    });
    expect(order.number).toEqual(expect.any(Number));
    expect(order.cartItems).toEqual([
      {
        itemId: {
          _id: expect.any(String),
          name: 'Broodje kaas & hesp',
          productOptions: [
            { name: 'Brood', options: ['Bruin'] },
            { name: 'Extra’s', options: ['Sla & tomaat (+€0.50)'] },
          ],
        },
        quantity: 2,
        selectedOptions: { 0: 0, 1: 0 },
      },
    ]);
    expect(order.lines[0]).toMatchObject({ unitPrice: 5.3, lineTotal: 10.6, quantity: 2 });
  });

  it('still shows a product deleted since the order', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const product = await asMultipart(t.http.post('/api/admin/products').set(owner.auth), productFields())
      .expect(201)
      .then((response) => response.body);
    const id = await insertOrder(owner.id, {
      date: '2030-10-26',
      lines: [{ itemId: product._id, name: product.name, unitCents: 850, optionLines: [] }],
    });
    await t.http.delete(`/api/admin/products/${product._id}`).set(owner.auth).expect(204);

    const [listed] = await get(owner, 'today');
    expect(listed._id).toBe(id);
    expect(listed.cartItems).toEqual([
      {
        itemId: { _id: product._id, name: 'Croque monsieur', productOptions: [] },
        quantity: 1,
        selectedOptions: {},
      },
    ]);
    expect(listed.totalAmount).toBe(8.5);
  });

  it("answers another shop's order, or an id that is none, with a 404", async () => {
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    const id = await insertOrder(owner.id, { date: '2030-10-26' });
    for (const path of [id, randomUUID(), 'geen-id']) {
      const response = await t.http.get(`/api/admin/orders/${path}`).set(stranger.auth).expect(404);
      expect(response.body.message).toBe(ORDER_MESSAGES.orderNotFound);
    }
  });
});

describe('past and recent, a page at a time', () => {
  it('walks the past newest pickup first without repeats or gaps, and refuses a bad cursor', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const seeds: [string, string][] = [
      ['2030-10-20', '11:30'],
      ['2030-10-25', '17:00'],
      ['2030-10-25', '11:30'],
      ['2030-10-25', '11:30'],
      ['2030-09-30', '12:00'],
      ['2030-10-24', '19:00'],
      ['2030-10-25', '12:00'],
    ];
    const ids: { id: string; key: string }[] = [];
    for (const [date, start] of seeds)
      ids.push({
        id: await insertOrder(owner.id, { date, slot: [start, '20:00'] }),
        key: `${date} ${start}`,
      });
    await insertOrder(owner.id, { date: '2030-10-26' });
    const expected = ids
      .sort((a, b) => (a.key === b.key ? compare(b.id, a.id) : compare(b.key, a.key)))
      .map((order) => order.id);

    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await get(owner, 'past', { limit: '3', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(3);
      walked.push(...page.items.map((order: AdminOrderView) => order._id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(walked).toEqual(expected);

    const firstPage = await get(owner, 'past');
    expect(firstPage.items.map((order: AdminOrderView) => order._id)).toEqual(expected);
    expect(firstPage.nextCursor).toBeNull();

    const forged = Buffer.from(JSON.stringify(['gisteren', randomUUID()])).toString('base64url');
    for (const bad of ['rommel', forged]) {
      const response = await t.http
        .get('/api/admin/orders/past')
        .query({ cursor: bad })
        .set(owner.auth)
        .expect(400);
      expect(response.body.fields).toEqual({ cursor: PAGINATION_MESSAGES.invalidCursor });
    }
    const badLimit = await t.http
      .get('/api/admin/orders/past')
      .query({ limit: '0' })
      .set(owner.auth)
      .expect(400);
    expect(badLimit.body.fields).toEqual({ limit: PAGINATION_MESSAGES.invalidLimit });
  });

  it('answers 400, not 500, to a forged cursor whose date or instant cannot exist', async () => {
    const owner = await registerOwner(t.http);
    const forge = (sortKey: string) =>
      Buffer.from(JSON.stringify([sortKey, randomUUID()])).toString('base64url');
    const refusals: [string, string][] = [
      ['past', forge('2030-02-31 12:00')],
      ['past', forge('2030-13-01 12:00')],
      ['past', forge('0000-00-00 12:00')],
      ['recent', forge('1')],
      ['recent', forge('2030-02-31T10:00:00.000Z')],
      ['recent', forge('2030-06-15T24:30:00.000Z')],
    ];
    for (const [list, cursor] of refusals) {
      const response = await t.http.get(`/api/admin/orders/${list}`).query({ cursor }).set(owner.auth);
      expect({ list, cursor, status: response.status, fields: response.body.fields }).toEqual({
        list,
        cursor,
        status: 400,
        fields: { cursor: PAGINATION_MESSAGES.invalidCursor },
      });
    }
  });

  it('lists the latest orders in first, page by page, and only the shop’s own', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    for (let minute = 0; minute < 5; minute++)
      await insertOrder(owner.id, {
        date: '2030-10-30',
        name: `Om ${minute}`,
        createdAt: `2030-10-26T09:0${minute}:00.123Z`,
      });
    await insertOrder(stranger.id, { date: '2030-10-30', name: 'Vreemd', createdAt: '2030-10-26T09:30:00Z' });

    const first = await get(owner, 'recent', { limit: '2' });
    expect(namesOf(first.items)).toEqual(['Om 4', 'Om 3']);
    const second = await get(owner, 'recent', { limit: '2', cursor: first.nextCursor });
    expect(namesOf(second.items)).toEqual(['Om 2', 'Om 1']);
    const third = await get(owner, 'recent', { limit: '2', cursor: second.nextCursor });
    expect(namesOf(third.items)).toEqual(['Om 0']);
    expect(third.nextCursor).toBeNull();
    expect(namesOf((await get(owner, 'recent')).items)).toHaveLength(5);

    const theirs = await get(stranger, 'recent', { cursor: first.nextCursor });
    expect(theirs).toEqual({ items: [], nextCursor: null });
  });
});

describe('monthly revenue', () => {
  it('counts what was paid in the current month in Brussels, with the average in euros', async () => {
    const owner = await registerOwner(t.http);
    clock.set('2030-04-15T10:00:00Z');
    expect(await get(owner, 'revenue/monthly')).toEqual({
      month: '2030-04',
      total: 0,
      orderCount: 0,
      averageOrderValue: 0,
    });
    // 00:10 on 1 April in Brussels (UTC+2 since 31 March): April's, though still March in UTC.
    await insertOrder(owner.id, {
      date: '2030-04-02',
      createdAt: '2030-03-31T22:10:00Z',
      lines: [{ name: 'A', unitCents: 1000 }],
    });
    // 23:50 on 31 March in Brussels: March's.
    await insertOrder(owner.id, {
      date: '2030-04-02',
      createdAt: '2030-03-31T21:50:00Z',
      lines: [{ name: 'B', unitCents: 5000 }],
    });
    await insertOrder(owner.id, {
      date: '2030-04-20',
      state: 'picked_up',
      createdAt: '2030-04-10T10:00:00Z',
      lines: [{ name: 'C', unitCents: 1001 }],
    });
    await insertOrder(owner.id, {
      date: '2030-04-21',
      state: 'ready',
      createdAt: '2030-04-11T10:00:00Z',
      lines: [{ name: 'D', unitCents: 250 }],
    });
    await insertOrder(owner.id, { date: '2030-04-21', state: 'expired', createdAt: '2030-04-11T10:00:00Z' });
    await insertOrder(owner.id, {
      date: '2030-04-21',
      state: 'pending_payment',
      createdAt: '2030-04-11T10:00:00Z',
    });

    expect(await get(owner, 'revenue/monthly')).toEqual({
      month: '2030-04',
      total: 22.51,
      orderCount: 3,
      averageOrderValue: 7.5,
    });

    // 23:59 on 30 April in Brussels is still April; a minute later May begins, empty.
    clock.set('2030-04-30T21:59:00Z');
    expect((await get(owner, 'revenue/monthly')).orderCount).toBe(3);
    clock.set('2030-04-30T22:00:00Z');
    expect(await get(owner, 'revenue/monthly')).toMatchObject({ month: '2030-05', total: 0, orderCount: 0 });
  });
});

describe('the prep list', () => {
  it('counts per slot piece what to prepare, menus broken down into their products', async () => {
    clock.set('2030-10-26T08:00:00Z');
    const owner = await registerOwner(t.http);
    const lunchMenu = {
      name: 'Lunchmenu',
      kind: 'menu' as const,
      unitCents: 850,
      includedProducts: ['Soep bij je menu', 'Broodje kaas & hesp', 'Spa bruis 50 cl'],
    };
    await insertOrder(owner.id, {
      date: '2030-10-26',
      slot: ['11:30', '12:00'],
      lines: [
        { ...lunchMenu, quantity: 2, optionLines: ['Brood: Bruin'] },
        { name: 'Broodje kaas & hesp', quantity: 1, optionLines: ['Brood: Wit', 'Extra’s: Augurk'] },
      ],
    });
    await insertOrder(owner.id, {
      date: '2030-10-26',
      slot: ['11:30', '12:00'],
      lines: [
        { ...lunchMenu, quantity: 1, optionLines: ['Brood: Wit'] },
        { name: 'Spa bruis 50 cl', quantity: 3 },
      ],
    });
    await insertOrder(owner.id, {
      date: '2030-10-26',
      slot: ['17:00', '17:30'],
      lines: [{ name: 'Appeltaart' }],
    });
    await insertOrder(owner.id, {
      date: '2030-10-27',
      slot: ['11:30', '12:00'],
      lines: [{ name: 'Andere dag' }],
    });
    await insertOrder(owner.id, {
      date: '2030-10-26',
      state: 'pending_payment',
      lines: [{ name: 'Onbetaald' }],
    });

    expect(await get(owner, 'prep-list', { date: '2030-10-26' })).toEqual({
      date: '2030-10-26',
      slots: [
        {
          timeSlot: { start: '11:30', end: '12:00' },
          orderCount: 2,
          items: [
            {
              name: 'Broodje kaas & hesp',
              quantity: 4,
              options: [
                { text: 'Brood: Wit', quantity: 1 },
                { text: 'Extra’s: Augurk', quantity: 1 },
              ],
              kitchenNotes: [],
              allergens: [],
            },
            {
              name: 'Lunchmenu',
              quantity: 3,
              options: [
                { text: 'Brood: Bruin', quantity: 2 },
                { text: 'Brood: Wit', quantity: 1 },
              ],
              kitchenNotes: [],
              allergens: [],
            },
            { name: 'Soep bij je menu', quantity: 3, options: [], kitchenNotes: [], allergens: [] },
            { name: 'Spa bruis 50 cl', quantity: 6, options: [], kitchenNotes: [], allergens: [] },
          ],
        },
        {
          timeSlot: { start: '17:00', end: '17:30' },
          orderCount: 1,
          items: [{ name: 'Appeltaart', quantity: 1, options: [], kitchenNotes: [], allergens: [] }],
        },
      ],
    });
    expect(await get(owner, 'prep-list', { date: '2030-11-01' })).toEqual({ date: '2030-11-01', slots: [] });
  });

  it('asks for a real day, in Dutch', async () => {
    const owner = await registerOwner(t.http);
    for (const date of [undefined, '2030-02-30', 'morgen']) {
      const response = await t.http
        .get('/api/admin/orders/prep-list')
        .query(date ? { date } : {})
        .set(owner.auth)
        .expect(400);
      expect(response.body.fields).toEqual({ date: 'Voer een geldige datum in.' });
    }
  });
});

describe('the prep list for the kitchen', () => {
  it('keeps what customers typed apart from the counted choices, on the list and on the order', async () => {
    const owner = await registerOwner(t.http);
    const id = await insertOrder(owner.id, {
      date: '2030-10-26',
      lines: [
        {
          name: 'Verjaardagstaart',
          quantity: 2,
          selectedOptions: { 0: 1, 2: 'Lotte 6 jaar' },
          optionLines: ['Grootte: Groot', 'Naam op taart: Lotte 6 jaar'],
        },
      ],
    });

    const [slot] = (await get(owner, 'prep-list', { date: '2030-10-26' })).slots;
    expect(slot.items).toEqual([
      {
        name: 'Verjaardagstaart',
        quantity: 2,
        options: [{ text: 'Grootte: Groot', quantity: 2 }],
        kitchenNotes: [{ text: 'Naam op taart: Lotte 6 jaar', quantity: 2 }],
        allergens: [],
      },
    ]);
    const order: AdminOrderView = await get(owner, id);
    expect(order.lines[0]).toMatchObject({
      optionLines: ['Grootte: Groot', 'Naam op taart: Lotte 6 jaar'],
      kitchenNotes: ['Naam op taart: Lotte 6 jaar'],
    });
  });

  it('leaves the orders picked up already out when asked, and refuses a filter that is no yes or no', async () => {
    const owner = await registerOwner(t.http);
    await insertOrder(owner.id, { date: '2030-10-26', state: 'picked_up', lines: [{ name: 'Opgehaald' }] });
    await insertOrder(owner.id, { date: '2030-10-26', state: 'ready', lines: [{ name: 'Klaar' }] });
    await insertOrder(owner.id, { date: '2030-10-26', lines: [{ name: 'Betaald' }] });
    const names = (list: PrepListView) => list.slots.flatMap((slot) => slot.items.map((item) => item.name));

    expect(names(await get(owner, 'prep-list', { date: '2030-10-26' }))).toEqual([
      'Betaald',
      'Klaar',
      'Opgehaald',
    ]);
    const open: PrepListView = await get(owner, 'prep-list', { date: '2030-10-26', pickedUp: 'false' });
    expect(names(open)).toEqual(['Betaald', 'Klaar']);
    expect(open.slots[0].orderCount).toBe(2);

    const refused = await t.http
      .get('/api/admin/orders/prep-list')
      .query({ date: '2030-10-26', pickedUp: 'misschien' })
      .set(owner.auth)
      .expect(400);
    expect(refused.body.fields).toEqual({ pickedUp: 'Kies opgehaald (true) of niet opgehaald (false).' });
  });
});

describe('marking an order', () => {
  const eventsOf = async (type: EventType<object>, orderId: string) =>
    Number(
      (
        await db.query(
          `SELECT count(*) AS n FROM domain_events WHERE type = $1 AND payload->>'orderId' = $2`,
          [type.name, orderId],
        )
      )[0].n,
    );

  async function watchOrders(accountId: string): Promise<{ changes: ShopChange[]; stop: () => void }> {
    const changes: ShopChange[] = [];
    const subscription: Subscription = t.app
      .get(NotificationsService)
      .changes(accountId)
      .subscribe((change) => changes.push(change));
    return { changes, stop: () => subscription.unsubscribe() };
  }

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('marks picked up once; twice answers the same, and it keeps the time', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const watch = await watchOrders(owner.id);
    const id = await insertOrder(owner.id, { date: '2030-10-26' });
    // The new order announces itself too, whenever its notification arrives: wait for it first,
    // so what is counted below is the marking's alone.
    await waitFor(() => watch.changes.length > 0);
    expect(watch.changes.map((change) => change.topic)).toEqual(['orders']);
    watch.changes.length = 0;
    const mark = () =>
      t.http
        .put(`/api/admin/orders/${id}/mark-picked-up`)
        .set(owner.auth)
        .send({ markedAsPickedUp: true })
        .expect(200);

    const first = (await mark()).body;
    expect(first).toMatchObject({ _id: id, status: 'picked_up', markedAsPickedUp: true });
    clock.set('2030-10-26T10:05:00Z');
    expect((await mark()).body).toEqual(first);

    const [{ picked_up_at }] = await db.query('SELECT picked_up_at FROM orders WHERE id = $1', [id]);
    expect(new Date(picked_up_at).toISOString()).toBe('2030-10-26T10:00:00.000Z');
    expect(await eventsOf(OrderPickedUp, id)).toBe(1);
    await waitFor(() => watch.changes.length > 0);
    watch.stop();
    expect(watch.changes.map((change) => change.topic)).toEqual(['orders']);
    expect((await get(owner, 'today'))[0].markedAsPickedUp).toBe(true);
  });

  it("refuses another shop's order and a pending one with a 404, changing nothing", async () => {
    const owner = await registerOwner(t.http);
    const stranger = await registerOwner(t.http);
    const theirs = await insertOrder(owner.id, { date: '2030-10-26' });
    const pending = await insertOrder(stranger.id, { date: '2030-10-26', state: 'pending_payment' });
    const expired = await insertOrder(stranger.id, { date: '2030-10-26', state: 'expired' });
    for (const id of [theirs, pending, expired, 'geen-id'])
      for (const [path, body] of [
        ['mark-picked-up', { markedAsPickedUp: true }],
        ['mark-ready', { ready: true }],
      ] as const) {
        const response = await t.http
          .put(`/api/admin/orders/${id}/${path}`)
          .set(stranger.auth)
          .send(body)
          .expect(404);
        expect(response.body.message).toBe(ORDER_MESSAGES.orderNotFound);
      }
    const states = await db.query('SELECT state FROM orders WHERE id = ANY($1) ORDER BY state', [
      [theirs, pending, expired],
    ]);
    expect(states.map((row: { state: string }) => row.state)).toEqual(['expired', 'paid', 'pending_payment']);
  });

  it('refuses a body that does not say true, in Dutch', async () => {
    const owner = await registerOwner(t.http);
    const id = await insertOrder(owner.id, { date: '2030-10-26' });
    for (const body of [
      {},
      { markedAsPickedUp: false },
      { markedAsPickedUp: 'true' },
      { markedAsPickedUp: true, x: 1 },
    ]) {
      const response = await t.http
        .put(`/api/admin/orders/${id}/mark-picked-up`)
        .set(owner.auth)
        .send(body)
        .expect(400);
      expect(response.body.message).toMatch(/^(Stuur markedAsPickedUp|Onbekend veld)/);
    }
    await t.http.put(`/api/admin/orders/${id}/mark-ready`).set(owner.auth).send({ ready: 'ja' }).expect(400);
    expect((await get(owner, id)).status).toBe('paid');
  });

  it('marks ready once, announces it once, and picked up still works from ready', async () => {
    clock.set('2030-10-26T10:00:00Z');
    const owner = await registerOwner(t.http);
    const id = await insertOrder(owner.id, { date: '2030-10-26' });
    const ready = () =>
      t.http.put(`/api/admin/orders/${id}/mark-ready`).set(owner.auth).send({ ready: true }).expect(200);

    const first = (await ready()).body;
    expect(first).toMatchObject({ status: 'ready', markedAsPickedUp: false });
    expect((await ready()).body).toEqual(first);
    expect(await eventsOf(OrderReady, id)).toBe(1);
    const [row] = await db.query('SELECT ready_at FROM orders WHERE id = $1', [id]);
    expect(new Date(row.ready_at).toISOString()).toBe('2030-10-26T10:00:00.000Z');

    const picked = await t.http
      .put(`/api/admin/orders/${id}/mark-picked-up`)
      .set(owner.auth)
      .send({ markedAsPickedUp: true })
      .expect(200);
    expect(picked.body).toMatchObject({ status: 'picked_up', markedAsPickedUp: true });
    // Ready again after pickup is no move: the order stays picked up, nothing is announced.
    expect((await ready()).body.status).toBe('picked_up');
    expect(await eventsOf(OrderReady, id)).toBe(1);
  });
});
