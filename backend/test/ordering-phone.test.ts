import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, SETTINGS_MESSAGES } from '@bestelklaar/domain';
import { orderAsNewCustomer, orderRow, payInSandbox, useOrderingApp } from './support/order-fixtures';
import { withDatabase } from './support/shop-setup';

const { t, shop, inbox } = useOrderingApp({
  mail: true,
  orderLimits: 'default',
  config: { trustProxy: true },
});

const orderCount = () =>
  withDatabase(t, async (db) => (await db.query('SELECT count(*)::int AS n FROM orders')).rows[0].n);

const settingsOf = async (auth: Record<string, string>) =>
  (await t.http.get('/api/admin/account/settings').set(auth).expect(200)).body;

const storedGsm = (accountId: string) =>
  withDatabase(
    t,
    async (db) =>
      (await db.query('SELECT contact_gsm FROM accounts WHERE id = $1', [accountId])).rows[0].contact_gsm,
  );

describe('a customer’s mobile from the region', () => {
  it('takes a French mobile, stores it in E.164 and shows it grouped in the admin order view and the shop’s mail', async () => {
    const placed = await orderAsNewCustomer(t, shop, {
      name: 'Camille Martin',
      phone: '+33 6 12 34 56 78',
    }).expect(201);
    const orderId = placed.body.orderId as string;
    expect((await orderRow(t, orderId)).customer_phone).toBe('+33612345678');
    await payInSandbox(t, orderId);

    const order = (await t.http.get(`/api/admin/orders/${orderId}`).set(shop.owner.auth).expect(200)).body;
    expect(order.customerDetails.phone).toBe('+33 6 12 34 56 78');
    const [copy] = await inbox.waitFor(
      (mail) =>
        mail.parsed.subject?.startsWith('Nieuwe bestelling') === true && /Camille/.test(mail.parsed.subject),
    );
    expect(copy.parsed.text).toContain('Telefoon: +33 6 12 34 56 78');
    expect(copy.parsed.html).toContain('Telefoon: +33 6 12 34 56 78');
  });

  it.each([
    ['0475 98 76 54', '+32475987654'],
    ['0032 475 98 76 55', '+32475987655'],
    ['+31 6 12345678', '+31612345678'],
    ['+49 151 23456789', '+4915123456789'],
    ['+352 621 123 456', '+352621123456'],
  ])('takes %s and stores %s', async (typed, stored) => {
    const placed = await orderAsNewCustomer(t, shop, { phone: typed }).expect(201);
    expect((await orderRow(t, placed.body.orderId)).customer_phone).toBe(stored);
  });

  it.each(['09 123 45 67', '+33 1 23 45 67 89', '+44 7700 900123'])(
    'refuses %s in Dutch and places nothing',
    async (phone) => {
      const before = await orderCount();
      const refused = await orderAsNewCustomer(t, shop, { phone }).expect(400);
      expect(refused.body.fields).toEqual({ phone: ORDER_MESSAGES.phoneInvalid });
      expect(await orderCount()).toBe(before);
    },
  );
});

describe('the shop’s contact GSM', () => {
  const putGsm = (contactGsm: string) =>
    t.http
      .put('/api/admin/account/settings')
      .set(shop.owner.auth)
      .field('name', 'Sofie Peeters')
      .field('shopName', 'De Smulhoek')
      .field('shopDescription', 'Verse broodjes en soep.')
      .field('shopAddress', 'Kerkstraat 1, 9000 Gent')
      .field('contactEmail', 'info@desmulhoek.be')
      .field('contactGsm', contactGsm);

  it('is saved in E.164 and shown grouped to the owner and on the shop', async () => {
    const saved = await putGsm('00352 621 123 456').expect(200);
    expect(saved.body.contactGsm).toBe('+352 621 123 456');
    expect(await storedGsm(shop.owner.id)).toBe('+352621123456');
    expect((await settingsOf(shop.owner.auth)).contactGsm).toBe('+352 621 123 456');
    const info = await t.http.get(`/api/shop/${shop.subdomain}/info`).expect(200);
    expect(info.body.contactGsm).toBe('+352 621 123 456');
  });

  it('refuses a landline by the same rule, in Dutch, changing nothing', async () => {
    await putGsm('+32 475 98 76 54').expect(200);
    const refused = await putGsm('09 123 45 67').expect(400);
    expect(refused.body.fields).toEqual({ contactGsm: SETTINGS_MESSAGES.gsm });
    expect(await storedGsm(shop.owner.id)).toBe('+32475987654');
  });

  it('shows a number saved before the rule grouped when it can, and as it was stored otherwise', async () => {
    const store = (gsm: string) =>
      withDatabase(t, (db) =>
        db.query('UPDATE accounts SET contact_gsm = $2 WHERE id = $1', [shop.owner.id, gsm]),
      );
    await store('0470 12 34 56');
    expect((await settingsOf(shop.owner.auth)).contactGsm).toBe('+32 470 12 34 56');
    await store('09 123 45 67');
    expect((await settingsOf(shop.owner.auth)).contactGsm).toBe('09 123 45 67');
  });
});
