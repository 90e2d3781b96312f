/* global fetch, FormData, URLSearchParams */

/**
 * An owner's shop through the real endpoints: settings, a product, pickup every day 08:00-22:00,
 * launched, the sandbox's onboarding confirmed. Answers an order for tomorrow's first piece, and the
 * shop's contact e-mail (which receives every new order).
 */
export async function openBenchShop(baseUrl, { subdomain, ownerEmail, contactEmail }) {
  const api = (path, init = {}) => fetch(`${baseUrl}/api${path}`, init);
  const json = { 'Content-Type': 'application/json' };
  const owner = { name: 'Bench Eigenaar', email: ownerEmail, password: 'geheim123' };
  await api('/admin/auth/signup', { method: 'POST', headers: json, body: JSON.stringify(owner) });
  const login = await api('/admin/auth/login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const auth = { Authorization: `Bearer ${(await login.json()).token}` };
  const expect = async (response, status, what) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };

  const settings = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Bench Eigenaar',
    shopName: 'Bench Bakker',
    shopDescription: 'Brood voor de meting.',
    shopAddress: 'Kerkstraat 1, 9000 Gent',
    websiteUrl: '',
    contactEmail,
    contactGsm: '0470 12 34 56',
    shopMinimumOrderTimeBeforePickup: '1',
    darkMode: 'false',
  }))
    settings.append(key, value);
  await expect(
    await api('/admin/account/settings', { method: 'PUT', headers: auth, body: settings }),
    200,
    'Instellingen',
  );
  const product = await expect(
    await api('/admin/products', {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ name: 'Brood', price: '2.50', soldAlone: 'true', productOptions: '[]' }),
    }),
    201,
    'Product',
  );
  const productId = (await product.json())._id;
  for (const day of ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'])
    await expect(
      await api('/admin/pickup-moments', {
        method: 'PUT',
        headers: { ...auth, ...json },
        body: JSON.stringify({ day, slots: [{ start: '08:00', end: '22:00' }] }),
      }),
      200,
      'Ophaalmomenten',
    );
  await expect(
    await api('/admin/stripe-connect/add-subdomain', {
      method: 'POST',
      headers: { ...auth, ...json },
      body: JSON.stringify({ subdomain }),
    }),
    200,
    'Lanceren',
  );
  const link = await (await api('/admin/stripe-connect/onboarding-link', { headers: auth })).json();
  const token = new URL(link.url).searchParams.get('token');
  const confirmed = await api('/payments/sandbox/onboarding', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
  if (confirmed.status !== 303) throw new Error(`Onboarding: ${confirmed.status}`);

  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(tomorrow);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return {
    payload: {
      name: 'Bench Klant',
      phone: '0470 12 34 56',
      email: 'klant@voorbeeld.be',
      date: `Day${weekday}-${date}`,
      timeSlot: { start: '08:00', end: '08:30' },
      cartItems: [
        { _id: productId, type: 'product', quantity: 2, selectedOptions: {}, calculatedPrice: 2.5 },
      ],
    },
  };
}
