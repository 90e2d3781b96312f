import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_VALUES, QUERY_STRINGS, pathValues, rawBodies } from './support/bad-input-corpus';
import { json, rawHttp, type RawHttp, type RawRequest } from './support/raw-http';
import { withDatabase } from './support/shop-setup';
import { orderPayload, placeOrder, useOrderingApp } from './support/order-fixtures';

/**
 * The order routes of a real, launched shop that takes payments, under the bad-input corpus: every
 * answer a 4xx with a Dutch message, never a 5xx, and not one order, hold or payment page made.
 */
const { t, shop } = useOrderingApp({
  orderLimits: 'default',
  config: { orderRateLimit: { perClientPerMinute: 1_000_000, perShopPerMinute: 1_000_000 } },
  shop: { maxOrdersPerSlot: 5 },
});
let call: RawHttp;
let realOrderId: string;
let realOrderKey: string;

beforeAll(async () => {
  call = await rawHttp(t);
  ({ orderId: realOrderId, orderKey: realOrderKey } = (await placeOrder(t, shop).expect(201)).body);
});

const counts = () =>
  withDatabase(t, async (db) => {
    const one = async (sql: string) => Number((await db.query(sql)).rows[0].count);
    return {
      orders: await one('SELECT count(*) FROM orders'),
      lines: await one('SELECT count(*) FROM order_lines'),
      taken: await one('SELECT coalesce(sum(taken), 0) AS count FROM slot_claims'),
      held: await one('SELECT coalesce(sum(taken), 0) AS count FROM unpaid_holds'),
      sessions: await one('SELECT count(*) FROM sandbox_checkout_sessions'),
    };
  });

async function expectClean(attempts: { label: string; path: string; request: RawRequest }[]) {
  const problems: string[] = [];
  for (const { label, path, request } of attempts) {
    const answer = await call(path, request);
    if (answer.status >= 500 || answer.status < 400) problems.push(`${label} → ${answer.status}`);
    else if (!answer.body?.message) problems.push(`${label} → ${answer.status} zonder melding`);
  }
  expect(problems).toEqual([]);
}

describe('bad input on the order routes of a real shop', () => {
  it('refuses every bad value of every field, of the order and of a cart line', async () => {
    const before = await counts();
    const good = orderPayload(shop) as unknown as Record<string, unknown>;
    const goodLine = (good.cartItems as Record<string, unknown>[])[0];
    const attempts = [
      ...Object.keys(good).flatMap((field) =>
        // '0.000000001' is a name someone may well have: only the other values are bad for it.
        BAD_VALUES.filter(({ label }) => !(field === 'name' && label === 'price of no cents')).map(
          ({ label, value }) => ({
            label: `${field}: ${label}`,
            path: `/api/shop/${shop.subdomain}/orders`,
            request: json({ ...good, [field]: value }),
          }),
        ),
      ),
      ...Object.keys(goodLine).flatMap((field) =>
        BAD_VALUES.map(({ label, value }) => ({
          label: `cartItems.0.${field}: ${label}`,
          path: `/api/shop/${shop.subdomain}/orders`,
          request: json({ ...good, cartItems: [{ ...goodLine, [field]: value }] }),
        })),
      ),
      ...rawBodies().map(({ label, headers, body }) => ({
        label: `body: ${label}`,
        path: `/api/shop/${shop.subdomain}/orders`,
        request: { method: 'POST', headers, body },
      })),
      {
        label: '51 lines',
        path: `/api/shop/${shop.subdomain}/orders`,
        request: json({ ...good, cartItems: Array(51).fill(goodLine) }),
      },
      {
        label: 'options of another shape',
        path: `/api/shop/${shop.subdomain}/orders`,
        request: json({ ...good, cartItems: [{ ...goodLine, selectedOptions: { 0: 0, 1: [0], 2: 'x' } }] }),
      },
      {
        label: 'quantity 100',
        path: `/api/shop/${shop.subdomain}/orders`,
        request: json({ ...good, cartItems: [{ ...goodLine, quantity: 100 }] }),
      },
    ];
    await expectClean(attempts);
    expect(await counts()).toEqual(before);
  }, 120_000);

  it('refuses a customer name of two lines, which would reach the mails’ headers, and keeps nothing', async () => {
    const before = await counts();
    const response = await placeOrder(
      t,
      shop,
      orderPayload(shop, { name: 'Jan Janssens\r\nBcc: iedereen@voorbeeld.be' }),
    ).expect(400);
    expect(response.body.fields).toEqual({ name: 'Deze tekst bevat ongeldige tekens.' });
    expect(await counts()).toEqual(before);
  });

  it('answers nonsense ids, shops and queries with a 4xx', async () => {
    const before = await counts();
    const attempts = [
      ...pathValues().flatMap((value) => [
        {
          label: `order ${value.slice(0, 20)}`,
          path: `/api/shop/${shop.subdomain}/orders/${value}`,
          request: {},
        },
        {
          label: `cancel ${value.slice(0, 20)}`,
          path: `/api/shop/${shop.subdomain}/orders/${value}/cancel`,
          request: { method: 'POST' },
        },
        {
          label: `shop ${value.slice(0, 20)}`,
          path: `/api/shop/${value}/orders/${realOrderId}`,
          request: {},
        },
        {
          label: `place at ${value.slice(0, 20)}`,
          path: `/api/shop/${value}/orders`,
          request: json(orderPayload(shop)),
        },
      ]),
      // The real order, without its secret or with a wrong or odd one.
      ...[
        '',
        '?key=',
        '?key=a&key=b',
        '?key[a]=b',
        `?key=${'x'.repeat(3000)}`,
        '?key=%00%ED%A0%80',
        ...QUERY_STRINGS,
      ].flatMap((query) => [
        {
          label: `order with ${query.slice(0, 20)}`,
          path: `/api/shop/${shop.subdomain}/orders/${realOrderId}${query}`,
          request: {},
        },
        {
          label: `cancel with ${query.slice(0, 20)}`,
          path: `/api/shop/${shop.subdomain}/orders/${realOrderId}/cancel${query}`,
          request: { method: 'POST' },
        },
      ]),
      ...QUERY_STRINGS.map((query) => ({
        label: `availability ${query.slice(0, 20)}`,
        path: `/api/shop/${shop.subdomain}/slot-availability${query}`,
        request: {},
      })),
      ...[
        'from=2030-06-14&days=0',
        'from=2030-02-30&days=3',
        'from=2030-06-14&days=1e3',
        'from=2030-06-14&days=2&days=3',
        'from=2030-06-14',
      ].map((query) => ({
        label: `availability ${query}`,
        path: `/api/shop/${shop.subdomain}/slot-availability?${query}`,
        request: {},
      })),
    ];
    await expectClean(attempts);
    expect(await counts()).toEqual(before);
    // The real order stays readable through it all.
    expect(
      (
        await call(
          `/api/shop/${shop.subdomain}/orders/${realOrderId}?key=${realOrderKey}&session_id=cs_verzonnen`,
        )
      ).status,
    ).toBe(200);
  }, 120_000);
});
