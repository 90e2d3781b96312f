import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface LaunchedShop {
  /** The shop's address: the customer's page is at `/${subdomain}`. */
  subdomain: string;
  /** The one product it sells. */
  productName: string;
  email: string;
  password: string;
  headers: { Authorization: string };
}

const EVERY_DAY = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];

/**
 * A shop of its own, live and able to take payments, set up through the API as the dashboard would:
 * an owner, settings, one product (€ 14,50 unless told), pickup moments every day, the launch and
 * the sandbox onboarding.
 * Journeys that pause or close a shop use one, so the demo shop others order at stays open.
 */
export async function launchedShop(
  request: APIRequestContext,
  { price = '14.50' }: { price?: string } = {},
): Promise<LaunchedShop> {
  const unique = randomUUID().slice(0, 8);
  const email = `eigenaar-${unique}@voorbeeld.be`;
  const password = 'geheim123';
  const signup = await request.post('/api/admin/auth/signup', {
    data: { name: 'Test Eigenaar', email, password },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/admin/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  const settings = await request.put('/api/admin/account/settings', {
    headers,
    multipart: {
      name: 'Test Eigenaar',
      shopName: `Traiteur ${unique}`,
      shopDescription: 'Verse gerechten om af te halen.',
      shopAddress: 'Kerkstraat 1, 9000 Gent',
      websiteUrl: '',
      contactEmail: email,
      contactGsm: '0470 12 34 56',
      shopMinimumOrderTimeBeforePickup: '1',
      darkMode: 'false',
    },
  });
  expect(settings.status()).toBe(200);

  const productName = `Stoofvlees ${unique}`;
  const product = await request.post('/api/admin/products', {
    headers,
    multipart: {
      name: productName,
      description: '',
      price,
      collection: '',
      stockQuantity: '',
      soldAlone: 'true',
      productOptions: '[]',
    },
  });
  expect(product.status()).toBe(201);

  for (const day of EVERY_DAY) {
    const moments = await request.put('/api/admin/pickup-moments', {
      headers,
      data: { day, slots: [{ start: '09:00', end: '21:00' }] },
    });
    expect(moments.status()).toBe(200);
  }

  const subdomain = `traiteur-${unique}`;
  const launched = await request.post('/api/admin/stripe-connect/add-subdomain', {
    headers,
    data: { subdomain },
  });
  expect(launched.status()).toBe(200);

  // The sandbox's onboarding page posts its token back; that completes the onboarding.
  const link = await request.get('/api/admin/stripe-connect/onboarding-link', { headers });
  expect(link.status()).toBe(200);
  const onboarding = new URL(((await link.json()) as { url: string }).url);
  const confirmed = await request.post(onboarding.pathname, {
    form: { token: onboarding.searchParams.get('token')! },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);

  return { subdomain, productName, email, password, headers };
}

/** Pickup all day long, so that an order can still be for today late in the evening. */
export async function pickupAllDay(request: APIRequestContext, shop: LaunchedShop): Promise<void> {
  for (const day of EVERY_DAY) {
    const moments = await request.put('/api/admin/pickup-moments', {
      headers: shop.headers,
      data: { day, slots: [{ start: '00:00', end: '23:45' }] },
    });
    expect(moments.status()).toBe(200);
  }
}
