import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, seedDemoShop } from '../src/seed/demo-seed';
import { startTestApp, TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    });

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
});
