import { isReservedSubdomain, validateSubdomain } from './subdomain';

/**
 * The pages the app has (frontend src/app/routes.tsx, which a test holds to this list), so the
 * server can answer any other path with the app's 'not found' page and status 404.
 */
export const PRODUCT_PAGES: readonly string[] = [
  '/',
  '/algemene-voorwaarden',
  '/privacy',
  '/contact',
  '/inloggen',
  '/registreren',
  '/wachtwoord-vergeten',
  '/wachtwoord-herstellen',
  '/uitnodiging',
  '/logout',
  '/admin/bestellingen',
  '/dashboard',
  '/dashboard/bestellingen',
  '/dashboard/producten',
  '/dashboard/menus',
  '/dashboard/kortingen',
  '/dashboard/collecties',
  '/dashboard/instellingen',
  '/dashboard/ophaalmomenten',
  '/dashboard/printers',
  '/dashboard/koppelingen',
  '/dashboard/team',
  '/dashboard/activiteit',
  '/dashboard/account',
];

/** The product's public pages, for search engines (sitemap.xml). */
export const MARKETING_PAGES: readonly string[] = ['/', '/algemene-voorwaarden', '/privacy', '/contact'];

/** A shop's pages below `/{shop}` ('' is the shop's page itself); a `:name` segment is any one segment. */
export const SHOP_PAGES: readonly string[] = [
  '',
  'betaling-succes',
  'betaling-gestopt',
  'bestelling/:orderId',
];

/**
 * The titles the app gives its pages that the build does not prerender (useDocumentTitle, the
 * frontend's auth pages and NotFoundPage), so the server's first answer already names the page
 * instead of every one sharing index.html's title.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/inloggen': 'Inloggen',
  '/registreren': 'Registreren',
  '/wachtwoord-vergeten': 'Wachtwoord vergeten',
  '/wachtwoord-herstellen': 'Nieuw wachtwoord instellen',
  '/uitnodiging': 'Uitnodiging',
};

/** The app's 'not found' page's title (frontend features/marketing/NotFoundPage.tsx). */
export const NOT_FOUND_TITLE = 'Pagina niet gevonden';

/**
 * The tab title of the page at `path`, "<page> · Bestelklaar" as the app sets it: one of
 * PAGE_TITLES, the 'not found' page's for a path that names nothing, or undefined (the page's own).
 */
export function pageTitleOf(path: string): string | undefined {
  const site = sitePageOf(path);
  const page = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  const title =
    site.kind === 'unknown' ? NOT_FOUND_TITLE : site.kind === 'product' ? PAGE_TITLES[page] : undefined;
  return title && `${title} · Bestelklaar`;
}

/** Where the app shows its 'not found' page itself: always answered with status 404. */
export const NOT_FOUND_PAGE = '/not-found';

export type SitePage =
  | { kind: 'product' }
  /** `page`: one of SHOP_PAGES (the pattern), '' for the shop's page itself. */
  | { kind: 'shop'; shop: string; page: string }
  | { kind: 'unknown' };

/**
 * What a path names, read as the app's router does (no case, one trailing slash allowed): a page of
 * the product, a page of the shop its first segment could name (which may or may not exist), or nothing.
 */
export function sitePageOf(path: string): SitePage {
  const page = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  if (PRODUCT_PAGES.includes(page)) return { kind: 'product' };
  const [, first = '', ...below] = page.split('/');
  const canBeShop = validateSubdomain(first) === undefined && !isReservedSubdomain(first);
  const shopPage = SHOP_PAGES.find((pattern) => namesPage(pattern, below));
  if (!canBeShop || shopPage === undefined) return { kind: 'unknown' };
  return { kind: 'shop', shop: first, page: shopPage };
}

/** Whether the segments below a shop are the page `pattern`, whose `:name` segments take any one segment. */
function namesPage(pattern: string, segments: string[]): boolean {
  const parts = pattern === '' ? [] : pattern.split('/');
  return (
    parts.length === segments.length &&
    parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}
