import { registerOwner, type TestApp } from './test-app';

/** The settings form of a shop ready to launch, as the browser sends it (every field a text). */
export const READY_SETTINGS = {
  name: 'Sofie Peeters',
  shopName: 'De Smulhoek',
  shopDescription: 'Verse broodjes en soep.',
  shopAddress: 'Kerkstraat 1, 9000 Gent',
  websiteUrl: '',
  contactEmail: 'info@desmulhoek.be',
  contactGsm: '0470 12 34 56',
  shopMinimumOrderTimeBeforePickup: '2',
  darkMode: 'false',
};

/** Everything a shop needs before launch, done through the real endpoints: settings, a product, a pickup moment. */
export async function completeSetupSteps(t: TestApp, auth: Record<string, string>) {
  const put = t.http.put('/api/admin/account/settings').set(auth);
  for (const [key, value] of Object.entries(READY_SETTINGS)) put.field(key, value);
  await put.expect(200);
  await addProduct(t, auth);
  await t.http
    .put('/api/admin/pickup-moments')
    .set(auth)
    .send({ day: 'maandag', slots: [{ start: '11:00', end: '13:00' }] })
    .expect(200);
}

/** A new owner whose shop is ready to launch and has its subdomain, ready to ask for the payment onboarding link. */
export async function launchedOwner(t: TestApp, subdomain: string) {
  const owner = await registerOwner(t.http);
  await completeSetupSteps(t, owner.auth);
  await t.http
    .post('/api/admin/stripe-connect/add-subdomain')
    .set(owner.auth)
    .send({ subdomain })
    .expect(200);
  return owner;
}

export async function addProduct(t: TestApp, auth: Record<string, string>) {
  await t.http
    .post('/api/admin/products')
    .set(auth)
    .field('name', 'Tomatensoep')
    .field('description', 'Met balletjes')
    .field('price', '4.50')
    .field('collection', '')
    .field('stockQuantity', '')
    .field('soldAlone', 'true')
    .field('productOptions', '[]')
    .expect(201);
}
