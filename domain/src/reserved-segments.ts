/** Product pages by first path segment; every other first segment is a shop identifier. */
export const PRODUCT_SEGMENTS: readonly string[] = [
  '',
  'dashboard',
  'inloggen',
  'registreren',
  'wachtwoord-vergeten',
  'wachtwoord-herstellen',
  'uitnodiging',
  'logout',
  'algemene-voorwaarden',
  'privacy',
  'contact',
  'not-found',
];

/**
 * First path segments the product itself uses (and a few it may use later); a shop may never take one,
 * or its address would collide with a product page.
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  ...PRODUCT_SEGMENTS.filter((segment) => segment !== ''),
  'api',
  'assets',
  'admin',
  'shop',
  'static',
  'public',
  'sandbox',
  'storybook',
  'health',
  'www',
  'app',
  'login',
  'signup',
  'register',
  'betaling-succes',
  'betaling-gestopt',
  'favicon.ico',
  'robots.txt',
];

/**
 * A segment no shop can have. A module of its own, without the form messages: the shop page's
 * router sends these addresses to the app.
 */
export function isReservedSubdomain(value: string): boolean {
  return RESERVED_SEGMENTS.includes(value.toLowerCase());
}
