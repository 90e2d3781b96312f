import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { SettableClock } from '../src/common/clock';
import { withDatabase } from './support/shop-setup';
import { openStripeShop, useStripeApp } from './support/stripe-app';
import { FRIDAY_MORNING, orderPayload, placeOrder } from './support/order-fixtures';

/** Stripe sends the customer back to links that carry the order's secret, as the sandbox does. */
const SECRET_KEY = 'sk_test_bestelklaar';
const clock = new SettableClock(FRIDAY_MORNING);
const { double, t } = useStripeApp(SECRET_KEY, 'whsec_test_bestelklaar', { clock });

describe('a Stripe checkout', () => {
  it("gets success and cancel links with the order's secret, and the order reads with it only", async () => {
    const shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });

    const placed = await placeOrder(t, shop).expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    const checkout = double.requests.find((request) => request.path === '/v1/checkout/sessions')!;
    const shopUrl = `${t.config.publicBaseUrl}/${shop.subdomain}`;
    expect(checkout.form.get('success_url')).toBe(
      `${shopUrl}/betaling-succes?order=${orderId}&key=${orderKey}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(checkout.form.get('cancel_url')).toBe(
      `${shopUrl}/betaling-gestopt?order=${orderId}&key=${orderKey}`,
    );

    await t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}`).expect(404);
    const view = await t.http
      .get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`)
      .expect(200);
    expect(view.body.status).toBe('pending');
  });

  it("opens Stripe Checkout in the order's language, and brings the customer back in it", async () => {
    const shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });
    const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: double.port, protocol: 'http' });
    const sessionRequests = () =>
      double.requests.filter((request) => request.path === '/v1/checkout/sessions');

    for (const language of ['fr', 'en', 'nl'] as const) {
      const before = sessionRequests().length;
      const placed = await placeOrder(t, shop, orderPayload(shop, { language })).expect(201);
      const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
      const [checkout] = sessionRequests().slice(before);
      expect(checkout.form.get('locale')).toBe(language);
      const back = language === 'nl' ? '' : `&lang=${language}`;
      expect(checkout.form.get('cancel_url')).toBe(
        `${t.config.publicBaseUrl}/${shop.subdomain}/betaling-gestopt?order=${orderId}&key=${orderKey}${back}`,
      );
      // Left unpaid, so the next order is not refused for the customer's unpaid ones.
      await t.http.post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`).expect(200);
    }
    // The double holds Stripe's list of locales: one it does not take is refused, as Stripe does.
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        success_url: 'https://bestelklaar.test/ok',
        locale: 'vlaams' as Stripe.Checkout.SessionCreateParams.Locale,
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } } },
        ],
      }),
    ).rejects.toThrow(/Invalid locale/);
  });

  it('names the order by its number in the payment’s description and metadata', async () => {
    const shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });

    const { orderId } = (await placeOrder(t, shop).expect(201)).body as { orderId: string };
    const number = await withDatabase(
      t,
      async (db) => (await db.query('SELECT number FROM orders WHERE id = $1', [orderId])).rows[0].number,
    );
    const checkout = double.requests.find(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.form.get('metadata[orderId]') === orderId,
    )!;
    expect(checkout.form.get('payment_intent_data[description]')).toBe(
      `Bestelling #${number} bij De Smulhoek`,
    );
    expect(checkout.form.get('payment_intent_data[metadata][orderNumber]')).toBe(String(number));
    expect(checkout.form.get('payment_intent_data[metadata][orderId]')).toBe(orderId);
    expect(checkout.form.get('metadata[orderNumber]')).toBe(String(number));
  });

  it('names each line item as the customer read it, in the order’s language', async () => {
    const shop = await openStripeShop(t, double, SECRET_KEY, { type: 'express', country: 'BE' });
    // The owner's French name for the shop's soup, as the item form saves it.
    await withDatabase(t, (db) =>
      db.query(`UPDATE products SET translations = $2 WHERE id = $1`, [
        shop.productId,
        { fr: { name: 'Soupe aux tomates' } },
      ]),
    );

    const nameOfLine = async (language: 'fr' | 'nl') => {
      const placed = await placeOrder(t, shop, orderPayload(shop, { language })).expect(201);
      const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
      const checkout = double.requests.find(
        (request) =>
          request.path === '/v1/checkout/sessions' && request.form.get('metadata[orderId]') === orderId,
      )!;
      await t.http.post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`).expect(200);
      return checkout.form.get('line_items[0][price_data][product_data][name]');
    };
    expect(await nameOfLine('fr')).toBe('Soupe aux tomates');
    expect(await nameOfLine('nl')).toBe('Tomatensoep');
  });
});
