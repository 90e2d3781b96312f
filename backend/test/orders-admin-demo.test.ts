import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitForCustomers, weekdayOf, type AdminOrderView, type WeeklySlots } from '@bestelklaar/domain';
import { SettableClock } from '../src/common/clock';
import { DEMO_OWNER, seedDemoShop } from '../src/seed/demo-seed';
import { startTestApp, TestApp } from './support/test-app';

// Saturday 26 October 2030, 12:00 in Brussels: the demo deli is open for pickup from 10:00.
const NOW = '2030-10-26T10:00:00Z';
const apps: TestApp[] = [];

async function seededDemo() {
  const t = await startTestApp({}, { clock: new SettableClock(NOW) });
  apps.push(t);
  await seedDemoShop(t.app);
  const login = await t.http
    .post('/api/admin/auth/login')
    .send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password })
    .expect(200);
  const auth = { Authorization: `Bearer ${login.body.token}` };
  const get = async (path: string, query: Record<string, string> = {}) =>
    (await t.http.get(`/api/admin/orders/${path}`).query(query).set(auth).expect(200)).body;
  return { t, get };
}

let demo: Awaited<ReturnType<typeof seededDemo>>;

beforeAll(async () => {
  demo = await seededDemo();
});
afterAll(async () => {
  for (const t of apps) await t.close();
});

/**
 * Who, when and what; not the amounts: which menu the demo's discount picks among menus made in the
 * same instant is the promotions seed's choice, outside the orders' story.
 */
const summary = (order: AdminOrderView) =>
  [
    order.date,
    order.timeSlot.start,
    order.customerDetails.name,
    order.status,
    ...order.lines.map((line) => `${line.quantity}× ${line.name} ${line.optionLines.join('; ')}`),
  ].join(' ');

describe('the demo shop’s order history', () => {
  it('has orders today (some picked up), in the coming days and in the past weeks', async () => {
    const today: AdminOrderView[] = await demo.get('today');
    expect(today.length).toBeGreaterThan(3);
    expect(today.every((order) => order.date === '2030-10-26')).toBe(true);
    expect(today.some((order) => order.markedAsPickedUp)).toBe(true);
    expect(today.some((order) => !order.markedAsPickedUp)).toBe(true);

    const future: AdminOrderView[] = await demo.get('future');
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((order) => order.status === 'paid' && order.date > '2030-10-26')).toBe(true);

    const past = await demo.get('past');
    expect(past.items).toHaveLength(25);
    expect(past.nextCursor).not.toBeNull();
    expect(past.items.every((order: AdminOrderView) => order.status === 'picked_up')).toBe(true);

    const revenue = await demo.get('revenue/monthly');
    expect(revenue.month).toBe('2030-10');
    expect(revenue.orderCount).toBeGreaterThan(20);
    expect(revenue.averageOrderValue).toBeGreaterThan(0);

    const prep = await demo.get('prep-list', { date: '2030-10-26' });
    expect(prep.slots.length).toBeGreaterThan(0);
  });

  it('uses the shop’s real pickup slots, and each total is the sum of its priced lines', async () => {
    const week: WeeklySlots = (await demo.t.http.get('/api/shop/demo/pickup-slots').expect(200)).body;
    const recent: AdminOrderView[] = (await demo.get('recent', { limit: '100' })).items;
    expect(recent).toHaveLength(100);
    for (const order of recent) {
      const pieces = week[weekdayOf(order.date)].flatMap(splitForCustomers);
      expect(pieces).toContainEqual(order.timeSlot);
      const lineSum = order.lines.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
      expect(Math.round(order.totalAmount * 100)).toBe(lineSum);
      for (const line of order.lines) {
        expect(Math.round(line.unitPrice * 100) * line.quantity).toBe(Math.round(line.lineTotal * 100));
        if (line.type === 'menu') expect(line.includedProducts.length).toBeGreaterThan(0);
      }
      expect(Date.parse(order.createdAt)).toBeLessThanOrEqual(Date.parse(NOW));
    }
  });

  it('is the same story every time at the same instant', async () => {
    const story = async (shop: typeof demo) => ({
      orders: [...(await shop.get('today')), ...(await shop.get('future'))].map(summary),
      orderCount: (await shop.get('revenue/monthly')).orderCount,
    });
    // Read before the second app starts: passport's 'jwt' strategy is one per process.
    const first = await story(demo);
    expect(await story(await seededDemo())).toEqual(first);
  });
});
