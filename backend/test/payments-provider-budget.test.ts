import { beforeEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../src/common/clock';
import { OrdersService } from '../src/modules/ordering/orders.service';
import {
  FRIDAY_MORNING,
  LIFTED_ORDER_LIMITS,
  MONDAY,
  orderRow,
  placeOrder,
  placesTaken,
  type OrderingShop,
} from './support/order-fixtures';
import { openStripeShop, useStripeApp } from './support/stripe-app';

const SECRET_KEY = 'sk_test_bestelklaar_budget';
/** What a customer may wait on Stripe, in total, for one request of theirs. */
const CUSTOMER_BUDGET_MS = 10_000;

const clock = new SettableClock(FRIDAY_MORNING);
const { double, t } = useStripeApp(SECRET_KEY, 'whsec_test_bestelklaar_budget', {
  clock,
  config: LIFTED_ORDER_LIMITS,
});
beforeEach(() => {
  double.stall = undefined;
  clock.set(FRIDAY_MORNING);
});

/** A shop whose payments go to a connected account on the Stripe double. */
const stripeShop = (): Promise<OrderingShop> => openStripeShop(t, double, SECRET_KEY);

async function timed<T>(work: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const sessionRequests = () => double.requests.filter((request) => request.path.startsWith('/v1/checkout/'));

describe('a Stripe that hangs', () => {
  it.each(['silent', 'trickle'] as const)(
    'a customer placing an order waits at most 10 s (%s), is told in Dutch, and the place is free again',
    async (stall) => {
      const shop = await stripeShop();
      double.stall = stall;
      const before = sessionRequests().length;

      const { result: refused, ms } = await timed(() => placeOrder(t, shop));

      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('Betalen is nu niet mogelijk. Probeer het later opnieuw.');
      expect(ms).toBeLessThan(CUSTOMER_BUDGET_MS);
      // At most one retry (none once an answer has begun), with the order's key: one session at most.
      const keys = sessionRequests()
        .slice(before)
        .map((request) => request.idempotencyKey);
      expect(keys.length).toBeLessThanOrEqual(2);
      expect(new Set(keys)).toEqual(new Set([expect.stringMatching(/^order-/)]));
      expect(await placesTaken(t, shop, MONDAY, '11:00')).toBe(0);
    },
  );

  it('the success page’s check and the cancel call answer within 10 s; the order waits for Stripe’s word', async () => {
    const shop = await stripeShop();
    const { orderId, orderKey } = (await placeOrder(t, shop).expect(201)).body;
    double.stall = 'trickle';

    const [check, cancel] = await Promise.all([
      timed(() => t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)),
      timed(() => t.http.post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`)),
    ]);

    for (const { result, ms } of [check, cancel]) {
      expect(result.status).toBe(200);
      expect(result.body.status).toBe('pending');
      expect(ms).toBeLessThan(CUSTOMER_BUDGET_MS);
    }
    expect((await orderRow(t, orderId)).state).toBe('pending_payment');
  });

  it('the sweeper asks about overdue orders at once, and starts no new question past its budget', async () => {
    const shop = await stripeShop();
    const orderIds: string[] = [];
    for (let index = 0; index < 15; index += 1)
      orderIds.push((await placeOrder(t, shop).expect(201)).body.orderId);
    clock.advance(40 * 60_000);
    double.stall = 'silent';
    const before = sessionRequests().length;

    // A budget already spent after the first questions: those finish, no others start.
    const { ms } = await timed(() =>
      t.app.get(OrdersService).settleOverdueOrders(AbortSignal.timeout(1_000)),
    );

    expect(ms).toBeLessThan(2 * CUSTOMER_BUDGET_MS);
    const asked = new Set(
      sessionRequests()
        .slice(before)
        .map((request) => request.path),
    );
    expect(asked.size).toBe(10);

    double.stall = undefined;
    await t.app.get(OrdersService).settleOverdueOrders();
    const states = await Promise.all(orderIds.map(async (id) => (await orderRow(t, id)).state));
    expect(states).toEqual(orderIds.map(() => 'expired'));
  });
});
