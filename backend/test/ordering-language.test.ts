import { describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '@bestelklaar/domain';
import { withDatabase } from './support/shop-setup';
import { orderPayload, placeOrder, useOrderingApp } from './support/order-fixtures';

const { t, shop } = useOrderingApp();

const languageOf = (orderId: string) =>
  withDatabase(
    t,
    async (db) => (await db.query('SELECT language FROM orders WHERE id = $1', [orderId])).rows[0].language,
  );

const setShopDefault = (language: string) =>
  withDatabase(t, (db) =>
    db.query('UPDATE accounts SET default_language = $2 WHERE id = $1', [shop.owner.id, language]),
  );

describe("the order's language", () => {
  it('is the one the order form names, whatever the browser prefers', async () => {
    const placed = await placeOrder(t, shop, orderPayload(shop, { language: 'fr' }))
      .set('Accept-Language', 'en-GB,en;q=0.9')
      .expect(201);
    expect(await languageOf(placed.body.orderId)).toBe('fr');
  });

  it("is the request's Accept-Language when the form names none", async () => {
    const placed = await placeOrder(t, shop)
      .set('Accept-Language', 'de-DE, en-BE;q=0.8, nl;q=0.5')
      .expect(201);
    expect(await languageOf(placed.body.orderId)).toBe('en');
  });

  it("is the shop's default language when neither names one the shop speaks", async () => {
    await setShopDefault('fr');
    try {
      const placed = await placeOrder(t, shop).set('Accept-Language', 'de-DE').expect(201);
      expect(await languageOf(placed.body.orderId)).toBe('fr');
    } finally {
      await setShopDefault('nl');
    }
    const dutch = await placeOrder(t, shop).expect(201);
    expect(await languageOf(dutch.body.orderId)).toBe('nl');
  });

  it('refuses a language the shop does not speak, in Dutch, and keeps nothing', async () => {
    const response = await placeOrder(t, shop, { ...orderPayload(shop), language: 'de' }).expect(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: ORDER_MESSAGES.languageInvalid,
      fields: { language: ORDER_MESSAGES.languageInvalid },
    });
  });
});

describe("a customer's failures in the request's language", () => {
  const bad = () => ({ ...orderPayload(shop), email: 'geen-adres', cartItems: [] });

  it('answers a bad order in French for Accept-Language fr-BE, field by field', async () => {
    const response = await placeOrder(t, shop, bad()).set('Accept-Language', 'fr-BE,fr;q=0.9').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Saisissez une adresse e-mail valable',
      fields: { email: 'Saisissez une adresse e-mail valable', cartItems: 'Votre panier est vide.' },
    });
  });

  it('answers in English for Accept-Language en', async () => {
    const response = await placeOrder(t, shop, bad()).set('Accept-Language', 'en').expect(400);
    expect(response.body.fields).toEqual({
      email: 'Enter a valid email address',
      cartItems: 'Your basket is empty.',
    });
  });

  it('answers in Dutch, unchanged, without Accept-Language', async () => {
    const response = await placeOrder(t, shop, bad()).expect(400);
    expect(response.body.fields).toEqual({ email: MESSAGES.email, cartItems: ORDER_MESSAGES.cartEmpty });
  });

  it.each([
    ['a language the shop does not speak', 'de-DE,de;q=0.9'],
    ['a wildcard', '*'],
    ['nonsense', ';;;q=,,=fr;q=abc'],
    ['languages it refuses with q=0', 'fr;q=0, en;q=0'],
    ['a very long header', `${'x-'.repeat(3000)}fr`],
    ['a header of only commas', ','.repeat(2000)],
  ])('answers in Dutch, and never fails, for %s', async (_, header) => {
    const response = await placeOrder(t, shop, bad()).set('Accept-Language', header).expect(400);
    expect(response.body.fields).toEqual({ email: MESSAGES.email, cartItems: ORDER_MESSAGES.cartEmpty });
  });

  it("translates the server's own checks and the generic failures too", async () => {
    const unknownShop = await t.http
      .get('/api/shop/bestaat-niet/storefront')
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(unknownShop.body.message).toBe('Introuvable.');

    const malformed = await t.http
      .post(`/api/shop/${shop.subdomain}/orders`)
      .set('Accept-Language', 'en')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(malformed.body.message).toBe('The request does not contain valid JSON.');

    const unknownOrder = await t.http
      .get(`/api/shop/${shop.subdomain}/orders/00000000-0000-4000-8000-000000000000?key=x`)
      .set('Accept-Language', 'fr-BE')
      .expect(404);
    expect(unknownOrder.body.message).toBe('Cette commande n’existe pas.');

    const days = await t.http
      .get(`/api/shop/${shop.subdomain}/slot-availability?from=2030-06-17&days=999`)
      .set('Accept-Language', 'en')
      .expect(400);
    expect(days.body.fields).toEqual({ days: 'Choose a period of 1 to 62 days.' });
  });

  it("says the cart's prices changed in the request's language", async () => {
    const tampered = orderPayload(shop, {
      cartItems: [
        { _id: shop.productId, type: 'product', quantity: 1, selectedOptions: {}, calculatedPrice: 0.01 },
      ],
    });
    const english = await placeOrder(t, shop, tampered).set('Accept-Language', 'en-BE').expect(409);
    expect(english.body).toEqual({
      statusCode: 409,
      message: 'The prices in your basket have changed. Please check your order.',
      error: 'Conflict',
      code: 'prices-changed',
      currentPrices: [4.5],
    });
    const dutch = await placeOrder(t, shop, { ...tampered, language: 'fr' }).expect(409);
    expect(dutch.body.message).toBe(ORDER_MESSAGES.pricesChanged);
  });

  it("tells the order page where the order stands in the page's language", async () => {
    const placed = await placeOrder(t, shop).expect(201);
    const { orderId, orderKey } = placed.body as { orderId: string; orderKey: string };
    const page = (language?: string) => {
      const request = t.http.get(`/api/shop/${shop.subdomain}/orders/${orderId}?key=${orderKey}`);
      return (language ? request.set('Accept-Language', language) : request).expect(200);
    };
    expect((await page('fr-BE')).body.stateLabel).toBe('En attente de paiement');
    expect((await page('en')).body.stateLabel).toBe('Awaiting payment');
    expect((await page()).body.stateLabel).toBe('Wacht op betaling');
    const cancelled = await t.http
      .post(`/api/shop/${shop.subdomain}/orders/${orderId}/cancel?key=${orderKey}`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(cancelled.body.stateLabel).toBe('Non payée');
  });

  it('leaves the dashboard in Dutch whatever the browser prefers', async () => {
    const response = await t.http
      .post('/api/admin/collections')
      .set(shop.owner.auth)
      .set('Accept-Language', 'fr-BE')
      .send({})
      .expect(400);
    expect(response.body.message).not.toMatch(/[àâçéèêëîïôûùüÿœ]|Ce champ/);
    expect(response.body.message).toBe(Object.values(response.body.fields as object)[0]);
  });
});
