import type { StorefrontView } from '@bestelklaar/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, seedDemoShop } from '../src/seed/demo-seed';
import { withDatabase } from './support/shop-setup';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('the demo shop seed', () => {
  it('makes a launched, onboarded shop on /demo that its owner can log into, once', async () => {
    await seedDemoShop(t.app);
    await seedDemoShop(t.app);

    const login = await t.http
      .post('/api/admin/auth/login')
      .send({ email: DEMO_OWNER.email, password: DEMO_OWNER.password })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const settings = await t.http.get('/api/admin/account/settings').set(auth).expect(200);
    expect(settings.body).toMatchObject({
      shopName: 'De Smulhoek',
      subdomain: 'demo',
      onboardingCompleted: true,
      name: DEMO_OWNER.name,
      email: DEMO_OWNER.email,
    });
    // The owner is a person, the shop's eigenaar, and the demo orders' moves are theirs.
    const [owner] = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT u.id, m.role, m.shop_id FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = $1`,
            [DEMO_OWNER.email],
          )
        ).rows,
    );
    expect(owner).toMatchObject({ role: 'eigenaar', shop_id: settings.body._id });
    const movers = await withDatabase(
      t,
      async (db) =>
        (
          await db.query(
            `SELECT DISTINCT by_user FROM order_history WHERE account_id = $1 AND actor_kind = 'member'`,
            [settings.body._id],
          )
        ).rows,
    );
    expect(movers).toEqual([{ by_user: owner.id }]);

    const slots = await t.http.get('/api/shop/demo/pickup-slots').expect(200);
    expect(slots.body.zaterdag.length).toBeGreaterThan(0);
    const products = await t.http.get('/api/admin/products').set(auth).expect(200);
    expect(products.body.length).toBeGreaterThan(0);

    // A banner, as a real shop's, so the shop page shows and preloads one.
    const storefront = await t.http.get('/api/shop/demo/storefront').expect(200);
    const bannerUrl: string = storefront.body.info.shopBannerUrl;
    expect(bannerUrl).toMatch(/banner/);
    const banner = await t.http.get(bannerUrl).expect(200);
    expect(banner.headers['content-type']).toMatch(/^image\//);
  });

  it('shows its items, menus, options, collections and description in French and English', async () => {
    await seedDemoShop(t.app);
    const itemNames = (view: StorefrontView) => [...view.products, ...view.menus].map(({ name }) => name);

    const dutch: StorefrontView = (await t.http.get('/api/shop/demo/storefront?lang=nl').expect(200)).body;
    expect(itemNames(dutch)).toEqual(
      expect.arrayContaining(['Croque monsieur', 'Chocolademousse', 'Lunchmenu']),
    );

    const french: StorefrontView = (await t.http.get('/api/shop/demo/storefront?lang=fr').expect(200)).body;
    expect(french.language).toBe('fr');
    expect(itemNames(french)).toEqual(
      expect.arrayContaining([
        'Croque-monsieur',
        'Sandwich fromage-jambon',
        'Mousse au chocolat',
        'Menu midi',
      ]),
    );
    expect(itemNames(french)).not.toContain('Croque monsieur');
    expect(french.collections.map(({ name }) => name)).toContain('Boissons');
    expect(french.info.shopDescription).toMatch(/^Épicerie fine de quartier/);
    const sandwich = french.products.find(({ name }) => name === 'Sandwich fromage-jambon')!;
    expect(sandwich.productOptions.map(({ name }) => name)).toEqual(['Pain', 'Suppléments']);
    expect(sandwich.productOptions[0]!.options.map(({ name }) => name)).toEqual([
      'Blanc',
      'Gris',
      'Multicéréales',
    ]);

    const english: StorefrontView = (await t.http.get('/api/shop/demo/storefront?lang=en').expect(200)).body;
    expect(itemNames(english)).toEqual(
      expect.arrayContaining(['Cheese & ham sandwich', 'Apple pie', 'Lunch menu']),
    );
    // A brand's name is the same in every language: the Dutch one stands.
    expect(itemNames(english)).toContain('Westmalle Tripel 33 cl');
  });
});
