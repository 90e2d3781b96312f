import {
  DIETARY_LABELS,
  formatPriceRange,
  languageTable,
  imageSrcSet,
  LANGUAGE_PARAMETER,
  LANGUAGES,
  LOCALES,
  normalisePhone,
  postalAddressOf,
  suitsDiet,
  textsIn,
  WEEKDAYS_FROM_MONDAY,
  type DietaryLabel,
  type Language,
  type PublicMenuView,
  type PublicProductView,
  type StorefrontView,
  type Weekday,
} from '@bestelklaar/domain';
import { SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from '../../storage';
import type { RouteAssets } from './shop-route-assets';

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX_LENGTH = 160;

const SCHEMA_DAYS: Record<Weekday, string> = {
  maandag: 'https://schema.org/Monday',
  dinsdag: 'https://schema.org/Tuesday',
  woensdag: 'https://schema.org/Wednesday',
  donderdag: 'https://schema.org/Thursday',
  vrijdag: 'https://schema.org/Friday',
  zaterdag: 'https://schema.org/Saturday',
  zondag: 'https://schema.org/Sunday',
};

/**
 * How wide the banner shows: the frontend's BANNER_SIZES (features/storefront/image-sizes.ts), so
 * the preloaded width is the one the page's banner then uses (the storefront e2e test checks this).
 */
export const BANNER_SIZES = '(min-width: 60rem) min(calc(100vw - 25.5rem), 54.5rem), calc(100vw - 2rem)';

/** The document's opening tag, which carries the page's theme. */
const HTML_TAG = /<html\b[^>]*>/i;

/** The product's own title in the built index.html: the shop's head tags take its place. */
const PRODUCT_TITLE = /<title>[\s\S]*?<\/title>/i;

/** The product's other head tags a shop's page replaces with its own. */
const PRODUCT_HEAD_TAGS = [
  /<meta\s[^>]*name="description"[^>]*>\s*/gi,
  /<meta\s[^>]*property="og:[^"]*"[^>]*>\s*/gi,
  /<meta\s[^>]*name="twitter:[^"]*"[^>]*>\s*/gi,
  /<link\s[^>]*rel="canonical"[^>]*>\s*/gi,
];

/**
 * The shop's banner or logo as its link preview (accounts' public-shop-images.controller.ts):
 * `/api/images/shops/{id}/banner?v=3` → `/api/images/shops/{id}/banner/og?v=3`, always
 * SHARE_IMAGE_SIZE as SHARE_IMAGE_TYPE (a banner or logo from before such cuts is cut on first ask).
 */
function shareCutOf(imageUrl: string): string {
  return imageUrl.replace(/\/(banner|logo)(?=\?|$)/, '/$1/og');
}

/** The product's own share image (frontend public/og-image.png), as index.html describes it. */
const PRODUCT_SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

/** The few sentences the server writes itself into a shop's page, in each language it speaks. */
interface PageTexts {
  /** The description when the shop gave none. */
  orderFrom(name: string): string;
  bannerOf(name: string): string;
  logoOf(name: string): string;
  /** What the product's own share image (og-image.png) shows, as index.html says. */
  productImage: string;
}

const PAGE_TEXTS = languageTable<PageTexts>(
  {
    nl: {
      orderFrom: (name) => `Bestel online bij ${name} en haal je bestelling af.`,
      bannerOf: (name) => `Banner van ${name}`,
      logoOf: (name) => `Logo van ${name}`,
      productImage: 'Bestelklaar: de eenvoudigste manier om je klanten online te laten bestellen',
    },
    fr: {
      orderFrom: (name) => `Commandez en ligne chez ${name} et venez retirer votre commande.`,
      bannerOf: (name) => `Bannière de ${name}`,
      logoOf: (name) => `Logo de ${name}`,
      productImage: 'Bestelklaar : la façon la plus simple de laisser vos clients commander en ligne',
    },
    en: {
      orderFrom: (name) => `Order online from ${name} and pick up your order.`,
      bannerOf: (name) => `Banner of ${name}`,
      logoOf: (name) => `Logo of ${name}`,
      productImage: 'Bestelklaar: the simplest way to let your customers order online',
    },
  },
  'PAGE_TEXTS',
);

/**
 * A shop page's address in `language`: the bare one for the shop's default language, so it is the
 * one search engines keep; the page's canonical and hreflang links and the sitemap all use it.
 */
export function shopPageUrl(
  baseUrl: string,
  shop: { subdomain: string; defaultLanguage: Language },
  language: Language,
): string {
  const bare = `${baseUrl}/${shop.subdomain}`;
  return language === shop.defaultLanguage ? bare : `${bare}?${LANGUAGE_PARAMETER}=${language}`;
}

function pageUrlIn(baseUrl: string, view: StorefrontView, language: Language): string {
  return shopPageUrl(baseUrl, { subdomain: view.shop, defaultLanguage: view.info.defaultLanguage }, language);
}

/** Open Graph's spelling of a locale: fr_BE. */
function openGraphLocale(language: Language): string {
  return LOCALES[language].replace('-', '_');
}

export interface StorefrontPageOptions {
  /** Where the site is reached, without a trailing slash, e.g. `https://bestelklaar.be`. */
  baseUrl: string;
  /** The shop route's scripts and stylesheets (shop-route-assets.ts), linked up front. */
  assets?: RouteAssets;
  /**
   * The shop's page as the app renders it (frontend src/app/prerender.tsx): shown before any script
   * runs, and the app's scripts then load after that first paint (public/boot.js).
   */
  markup?: string;
}

/** The title the shop's page carries: the app's own "<page> · Bestelklaar", so it stays once the app runs. */
export function storefrontTitle(view: StorefrontView): string {
  return `${view.info.shopName || view.shop} · Bestelklaar`;
}

/**
 * The built index.html as the page for `/{shop}` in the view's language: the shop's own title,
 * description, Open Graph tags and schema.org Restaurant, so a shared link previews as the shop;
 * `<html lang>`, the page's address in that language (canonical) and in the others (hreflang),
 * so search engines list each language once; and the storefront read inlined (`#storefront-data`,
 * the same JSON as `GET /api/shop/{shop}/storefront?lang=`), so the first paint needs no API round
 * trip. Every value is escaped for where it lands.
 */
export function renderStorefrontPage(
  indexHtml: string,
  view: StorefrontView,
  { baseUrl, assets = { scripts: [], styles: [] }, markup }: StorefrontPageOptions,
): string {
  const { info, language } = view;
  const texts = textsIn(PAGE_TEXTS, language);
  const pageUrl = pageUrlIn(baseUrl, view, language);
  const title = storefrontTitle(view);
  const description = describe(view);
  const name = info.shopName || view.shop;
  const shopImage = info.shopBannerUrl || info.shopLogoUrl;
  const image = shopImage
    ? { url: absolute(shareCutOf(shopImage), baseUrl)!, ...SHARE_IMAGE_SIZE, type: SHARE_IMAGE_TYPE }
    : { ...PRODUCT_SHARE_IMAGE, url: `${baseUrl}${PRODUCT_SHARE_IMAGE.path}` };
  const imageAlt = info.shopBannerUrl
    ? texts.bannerOf(name)
    : info.shopLogoUrl
      ? texts.logoOf(name)
      : texts.productImage;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    ...LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageUrlIn(baseUrl, view, other))}" />`,
    ),
    // The address that picks by the visitor's own choice and browser.
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${baseUrl}/${view.shop}`)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Bestelklaar'),
    meta('property', 'og:locale', openGraphLocale(language)),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', openGraphLocale(other)),
    ),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', info.shopBannerUrl ? 'summary_large_image' : 'summary'),
    `<script type="application/ld+json">${scriptSafeJson(restaurant(view, pageUrl, baseUrl))}</script>`,
    // The page's largest paint, asked for at once instead of after the app's scripts ran.
    info.shopBannerUrl &&
      `<link rel="preload" as="image" href="${escapeHtml(info.shopBannerUrl)}" imagesrcset="${escapeHtml(imageSrcSet(info.shopBannerUrl))}" imagesizes="${escapeHtml(BANNER_SIZES)}" fetchpriority="high" />`,
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    // Without the page's markup, the shop route's code is fetched beside the entry instead of after it ran.
    ...(markup === undefined
      ? assets.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}" />`)
      : []),
  ]
    .filter(Boolean)
    .join('\n    ');
  const data = `<script id="storefront-data" type="application/json">${scriptSafeJson(view)}</script>`;

  const shell = assets.entry === undefined ? indexHtml : withShopEntry(indexHtml, assets.entry);
  const withoutProductTags = PRODUCT_HEAD_TAGS.reduce((html, tag) => html.replace(tag, ''), shell);
  const withHead = PRODUCT_TITLE.test(withoutProductTags)
    ? withoutProductTags.replace(PRODUCT_TITLE, () => head)
    : insertBefore(withoutProductTags, '</head>', `${head}\n`);
  const themed = withHead.replace(HTML_TAG, (tag) =>
    withShopTheme(withLanguage(tag, language), info.darkMode),
  );
  const page = markup === undefined ? themed : withMarkup(themed, markup, assets.scripts);
  return insertBefore(page, '</body>', `${data}\n`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const ENTRY_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
const ENTRY_STYLESHEETS = /<link rel="stylesheet" crossorigin href="[^"]+">\s*/g;

/**
 * index.html with the shop page's own entry (shop-route-assets.ts) in the stead of the whole app's:
 * the app's chunks and stylesheets, which index.html links for its entry, go with it.
 */
function withShopEntry(html: string, entry: string): string {
  return html
    .replace(ENTRY_SCRIPT, (tag, src: string) => tag.replace(src, entry))
    .replace(ENTRY_PRELOADS, '')
    .replace(ENTRY_STYLESHEETS, '');
}

/**
 * The rendered page in `#root`, and the app's entry and chunks named to boot.js instead of linked:
 * they load after the first paint rather than competing with it (and the banner) for the network,
 * as on the prerendered public pages (frontend/build/prerender-pages.ts).
 */
function withMarkup(html: string, markup: string, routeScripts: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes(BOOT_SCRIPT)) return html;
  const preloads = [...html.matchAll(ENTRY_PRELOADS)];
  const scripts = [...new Set([...preloads.map((link) => link[1]!), ...routeScripts])];
  let page = html;
  for (const tag of [entry, ...preloads]) page = page.replace(tag[0], '');
  const boot = `<script src="/boot.js" data-entry="${escapeHtml(entry[1]!)}" data-preload="${escapeHtml(scripts.join(' '))}"></script>`;
  return page
    .replace(BOOT_SCRIPT, () => boot)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** The page's language on `<html>` as its locale (fr-BE), which the app then speaks too. */
function withLanguage(htmlTag: string, language: Language): string {
  const bare = htmlTag.replace(/\s+lang="[^"]*"/i, '');
  return bare.replace(/^<html\b/i, `<html lang="${LOCALES[language]}"`);
}

/**
 * The shop's own theme on `<html>`, locked, so the page paints dark or light as the shop chose from
 * its first frame instead of the visitor's system theme (public/boot.js and lib/theme.ts leave a
 * locked theme alone).
 */
function withShopTheme(htmlTag: string, darkMode: boolean): string {
  const bare = htmlTag.replace(/\s+data-theme(-locked)?="[^"]*"/gi, '');
  return bare.replace(/>$/, ` data-theme="${darkMode ? 'dark' : 'light'}" data-theme-locked="true">`);
}

/**
 * schema.org's Restaurant, with only the fields the shop filled in: its address in parts, its phone
 * as E.164 (left out when it is no number the shop's country reads), what it sells as a Menu.
 * Ordering is for pickup: it takes no reservations.
 */
function restaurant(view: StorefrontView, url: string, baseUrl: string): Record<string, unknown> {
  const { info } = view;
  const openingHoursSpecification = WEEKDAYS_FROM_MONDAY.flatMap((day) =>
    (view.openingHours[day] ?? []).map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[day],
      opens: slot.start,
      closes: slot.end,
    })),
  );
  const filled = (value: string | undefined) => (value ? value : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: info.shopName || view.shop,
    description: filled(info.shopDescription),
    url,
    image: absolute(info.shopBannerUrl || info.shopLogoUrl, baseUrl),
    logo: absolute(info.shopLogoUrl, baseUrl),
    address: info.shopAddress.trim()
      ? { '@type': 'PostalAddress', ...postalAddressOf(info.shopAddress) }
      : undefined,
    telephone: normalisePhone(info.contactGsm),
    email: filled(info.contactEmail),
    sameAs: filled(info.websiteUrl),
    priceRange: priceRangeOf([...view.products, ...view.menus], view.language),
    acceptsReservations: false,
    openingHoursSpecification: openingHoursSpecification.length > 0 ? openingHoursSpecification : undefined,
    hasMenu: menuOf(view),
  };
}

type ShownItem = PublicProductView | PublicMenuView;

/** From the cheapest to the dearest item in the page's language, '€ 4,00 – € 12,00', '4,00 € – 12,00 €'. */
function priceRangeOf(items: readonly ShownItem[], language: Language): string | undefined {
  if (items.length === 0) return undefined;
  const prices = items.map((item) => item.price);
  return formatPriceRange(Math.min(...prices), Math.max(...prices), language);
}

/** schema.org's diets for the shop's dietary labels. */
const SCHEMA_DIETS: Record<DietaryLabel, string> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
};

/**
 * What the shop sells as schema.org's Menu: a MenuSection per collection that holds anything, in the
 * shop's order, and the items in none directly; each product and menu a MenuItem with the diets it suits.
 */
function menuOf(view: StorefrontView): Record<string, unknown> | undefined {
  const items: ShownItem[] = [...view.products, ...view.menus];
  if (items.length === 0) return undefined;
  const sections = view.collections.flatMap((collection) => {
    const inside = items.filter((item) => item.collection?._id === collection._id);
    return inside.length === 0
      ? []
      : [{ '@type': 'MenuSection', name: collection.name, hasMenuItem: inside.map(menuItem) }];
  });
  const collectionIds = new Set(view.collections.map((collection) => collection._id));
  const loose = items.filter((item) => !item.collection || !collectionIds.has(item.collection._id));
  return {
    '@type': 'Menu',
    hasMenuSection: sections.length > 0 ? sections : undefined,
    hasMenuItem: loose.length > 0 ? loose.map(menuItem) : undefined,
  };
}

function menuItem(item: ShownItem): Record<string, unknown> {
  const diets = DIETARY_LABELS.filter((diet) => suitsDiet(item.dietary, diet));
  return {
    '@type': 'MenuItem',
    name: item.name,
    description: item.description || undefined,
    offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'EUR' },
    suitableForDiet: diets.length > 0 ? diets.map((diet) => SCHEMA_DIETS[diet]) : undefined,
  };
}

function describe(view: StorefrontView): string {
  const text = view.info.shopDescription.replace(/\s+/g, ' ').trim();
  if (!text) return textsIn(PAGE_TEXTS, view.language).orderFrom(view.info.shopName || view.shop);
  if (text.length <= DESCRIPTION_MAX_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

function absolute(url: string, baseUrl: string): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** For text and double- or single-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * JSON that cannot end its `<script>` element or open a comment in it: every `<` becomes `\u003c`
 * (still the same JSON once parsed), and the two line separators JavaScript once refused are escaped.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function insertBefore(html: string, marker: string, insertion: string): string {
  const at = html.lastIndexOf(marker);
  return at === -1 ? html + insertion : html.slice(0, at) + insertion + html.slice(at);
}
